ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_status_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "kind" text DEFAULT 'part' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_full_idx" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."kind" = 'full';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_refund_idx" ON "payment_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_failed_idx" ON "payment_refunds" USING btree ("updated_at") WHERE "payment_refunds"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_kind_check" CHECK ("payment_refunds"."kind" in ('full', 'part'));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" in ('pending', 'retrying', 'failed', 'refunded'));--> statement-breakpoint
-- A refund completed before this kept no date of its own: its row last changed when it completed.
UPDATE "payment_refunds" SET "refunded_at" = "updated_at" WHERE "status" = 'refunded';--> statement-breakpoint
-- Razorpay refunds it held as pending before this were never followed and kept no Razorpay id to ask about.
-- They are surfaced as failed, for an administrator to look up in Razorpay's dashboard before sending again.
-- Refunds whose job has still to run are left alone: the job sends and follows them.
UPDATE "payment_refunds" AS r
SET "status" = 'failed', "attempts" = 1,
  "failure_reason" = 'Sent before refunds were followed: check it in Razorpay''s dashboard before sending it again'
FROM "payments" AS p
WHERE p."id" = r."payment_id" AND p."provider" = 'razorpay' AND r."status" = 'pending'
  AND NOT EXISTS (SELECT 1 FROM "jobs" AS j
    WHERE j."kind" = 'partial-refund' AND j."key" = r."id"::text AND j."done_at" IS NULL);--> statement-breakpoint
INSERT INTO "payment_refunds" ("payment_id", "kind", "amount_paise", "reason", "status", "attempts", "failure_reason")
SELECT p."id", 'full', p."amount_paise" - coalesce(parts."paise", 0), 'The payment, returned to the original method',
  'failed', 1, 'Sent before refunds were followed: check it in Razorpay''s dashboard before sending it again'
FROM "payments" AS p
LEFT JOIN (SELECT "payment_id", sum("amount_paise") AS "paise" FROM "payment_refunds" GROUP BY "payment_id") AS parts
  ON parts."payment_id" = p."id"
WHERE p."provider" = 'razorpay' AND p."status" = 'refund_pending'
  AND p."amount_paise" - coalesce(parts."paise", 0) > 0
  AND NOT EXISTS (SELECT 1 FROM "jobs" AS j
    WHERE j."kind" = 'payment-refund' AND j."key" = p."id"::text AND j."done_at" IS NULL);
