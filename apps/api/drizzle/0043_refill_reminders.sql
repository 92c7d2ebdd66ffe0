CREATE TABLE "refill_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"dose" jsonb NOT NULL,
	"days_supply" integer NOT NULL,
	"remind_on" date NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "refill_reminders_status_check" CHECK ("refill_reminders"."status" in ('scheduled', 'sent', 'cancelled')),
	CONSTRAINT "refill_reminders_quantity_check" CHECK ("refill_reminders"."quantity" > 0 and "refill_reminders"."days_supply" > 0)
);
--> statement-breakpoint
ALTER TABLE "user_notifications" DROP CONSTRAINT "user_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_chronic_care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refill_reminders" ADD CONSTRAINT "refill_reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refill_reminders_user_idx" ON "refill_reminders" USING btree ("user_id","remind_on");--> statement-breakpoint
CREATE UNIQUE INDEX "refill_reminders_scheduled_idx" ON "refill_reminders" USING btree ("user_id","product_id") WHERE "refill_reminders"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_kind_check" CHECK (kind in ('application_received', 'application_under_review', 'application_changes_requested', 'application_approved', 'application_rejected', 'refill_due'));