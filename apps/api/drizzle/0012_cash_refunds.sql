CREATE TABLE "cash_refunds" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'awaiting_details' NOT NULL,
	"sealed_details" "bytea",
	"destination" text,
	"reference" text,
	"paid_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "cash_refunds_status_check" CHECK ("cash_refunds"."status" in ('awaiting_details', 'details_received', 'paid')),
	CONSTRAINT "cash_refunds_amount_check" CHECK ("cash_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_refunds" ADD CONSTRAINT "cash_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_refunds_status_idx" ON "cash_refunds" USING btree ("status","requested_at");