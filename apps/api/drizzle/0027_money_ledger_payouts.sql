CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"settlement_date" date NOT NULL,
	"delivered_before" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"provider" text NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"destination" text,
	"failure_reason" text,
	"hold_until" timestamp with time zone,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_check" CHECK ("payouts"."amount_paise" > 0),
	CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('scheduled', 'processing', 'paid', 'failed', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "settlement_runs" (
	"settlement_date" date PRIMARY KEY NOT NULL,
	"delivered_before" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"payout_count" integer DEFAULT 0 NOT NULL,
	"total_paise" bigint DEFAULT 0 NOT NULL,
	"started_by" text
);
--> statement-breakpoint
CREATE TABLE "store_bank_accounts" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"sealed_details" "bytea" NOT NULL,
	"destination" text NOT NULL,
	"holder_name" text,
	"verification" text DEFAULT 'unverified' NOT NULL,
	"verified_name" text,
	"verification_note" text,
	"verified_at" timestamp with time zone,
	"provider_account_id" text,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone,
	CONSTRAINT "store_bank_accounts_verification_check" CHECK ("store_bank_accounts"."verification" in ('unverified', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "base_paise" bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "actor_user_id" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "request_key" uuid;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "settled_in" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bank_accounts" ADD CONSTRAINT "store_bank_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_store_date_idx" ON "payouts" USING btree ("store_id","settlement_date");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","settlement_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_idx" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settled_in_payouts_id_fk" FOREIGN KEY ("settled_in") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_kind_idx" ON "ledger_entries" USING btree ("payout_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_request_key_idx" ON "ledger_entries" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_settled_in_idx" ON "ledger_entries" USING btree ("settled_in");--> statement-breakpoint
CREATE INDEX "ledger_entries_unsettled_idx" ON "ledger_entries" USING btree ("store_id") WHERE "ledger_entries"."settled_in" is null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_subject_check" CHECK (case
        when "ledger_entries"."kind" in ('payout', 'payout_return') then "ledger_entries"."payout_id" is not null and "ledger_entries"."order_id" is null
        when "ledger_entries"."kind" = 'adjustment' then "ledger_entries"."order_id" is null and "ledger_entries"."payout_id" is null and "ledger_entries"."reason" is not null and "ledger_entries"."request_key" is not null
        else "ledger_entries"."order_id" is not null and "ledger_entries"."payout_id" is null
      end);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('sale', 'commission', 'commission_gst', 'tcs', 'tds', 'cash_collected', 'refund', 'commission_reversal', 'commission_gst_reversal', 'tcs_reversal', 'tds_reversal', 'payout', 'payout_return', 'adjustment'));--> statement-breakpoint
-- The ledger is append-only: an entry's money never changes and no entry goes away; the only change is
-- the payout that settles it, set once. Columns are compared one by one (a settlement passes every entry it
-- settles through this; JSON documents of the rows cost more than the update): a column added later joins the list.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger entries cannot be deleted; add a correcting entry';
  END IF;
  IF OLD.settled_in IS NOT NULL
     OR (NEW.id, NEW.store_id, NEW.order_id, NEW.payout_id, NEW.kind, NEW.amount_paise, NEW.base_paise, NEW.reason,
         NEW.actor_user_id, NEW.request_key, NEW.created_at)
        IS DISTINCT FROM (OLD.id, OLD.store_id, OLD.order_id, OLD.payout_id, OLD.kind, OLD.amount_paise, OLD.base_paise,
         OLD.reason, OLD.actor_user_id, OLD.request_key, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger entries cannot be changed; add a correcting entry';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
