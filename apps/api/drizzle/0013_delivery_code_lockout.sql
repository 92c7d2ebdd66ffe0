CREATE TABLE "delivery_code_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"actor_user_id" text,
	"outcome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_code_attempts_outcome_check" CHECK ("delivery_code_attempts"."outcome" in ('accepted', 'wrong', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_otp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_otp_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_code_attempts" ADD CONSTRAINT "delivery_code_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_code_attempts_order_idx" ON "delivery_code_attempts" USING btree ("order_id","at");