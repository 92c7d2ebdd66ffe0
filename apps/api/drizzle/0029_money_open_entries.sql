CREATE TABLE "ledger_open" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_entries" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_subject_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_settled_in_payouts_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_entries_settled_in_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_unsettled_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_payout_kind_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_request_key_idx";--> statement-breakpoint
CREATE INDEX "ledger_open_store_idx" ON "ledger_open" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "payout_entries_payout_idx" ON "payout_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_kind_idx" ON "ledger_entries" USING btree ("payout_id","kind") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_request_key_idx" ON "ledger_entries" USING btree ("request_key") WHERE "ledger_entries"."request_key" is not null;--> statement-breakpoint
-- Entries written under 0027 keep their state: open, or settled by their payout
INSERT INTO "ledger_open" ("entry_id", "store_id", "order_id", "amount_paise")
  SELECT "id", "store_id", "order_id", "amount_paise" FROM "ledger_entries" WHERE "settled_in" IS NULL;--> statement-breakpoint
INSERT INTO "payout_entries" ("entry_id", "payout_id")
  SELECT "id", "settled_in" FROM "ledger_entries" WHERE "settled_in" IS NOT NULL;--> statement-breakpoint
-- Settled entries are now recorded apart, so the ledger itself never changes at all
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries cannot be changed or deleted; add a correcting entry';
END
$$;--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "settled_in";--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_subject_type_check" CHECK (subject_type in ('order', 'product', 'category', 'store', 'user', 'settings', 'prescription', 'product_request', 'payout'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('new_order', 'order_reassigned', 'prescription_to_review', 'low_stock', 'batch_expiring', 'team_change', 'money'));--> statement-breakpoint
-- Every entry is open until a payout settles it; a payout's own entry is settled by that payout as it is made.
-- Once per statement, from the rows it inserted, so a delivery's five or six entries cost one more insert.
CREATE FUNCTION ledger_entries_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_open (entry_id, store_id, order_id, amount_paise)
    SELECT id, store_id, order_id, amount_paise FROM new_entries WHERE kind <> 'payout';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_open AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_open();