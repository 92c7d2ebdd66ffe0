CREATE TABLE "h1_register" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"prescription_id" uuid,
	"patient_name" text NOT NULL,
	"patient_address" text NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_registration" text NOT NULL,
	"product_id" uuid NOT NULL,
	"drug_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"batch_number" text NOT NULL,
	"dispensed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"prescription_id" uuid NOT NULL,
	"viewer_user_id" text,
	"viewer_role" text NOT NULL,
	"store_id" uuid,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prescription_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"user_id" text,
	"store_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quoted_at" timestamp with time zone,
	CONSTRAINT "prescription_quotes_status_check" CHECK ("prescription_quotes"."status" in ('requested', 'quoted', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" DROP CONSTRAINT "prescriptions_status_check";--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "patient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "doctor_registration" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "covers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "reviewed_store_id" uuid;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "h1_register" ADD CONSTRAINT "h1_register_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_access_log" ADD CONSTRAINT "prescription_access_log_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_files" ADD CONSTRAINT "prescription_files_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_quotes" ADD CONSTRAINT "prescription_quotes_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_quotes" ADD CONSTRAINT "prescription_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_quotes" ADD CONSTRAINT "prescription_quotes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "h1_register_order_product_idx" ON "h1_register" USING btree ("order_id","product_id");--> statement-breakpoint
CREATE INDEX "h1_register_store_idx" ON "h1_register" USING btree ("store_id","dispensed_at");--> statement-breakpoint
CREATE INDEX "prescription_access_log_prescription_idx" ON "prescription_access_log" USING btree ("prescription_id","at");--> statement-breakpoint
CREATE INDEX "prescription_files_prescription_idx" ON "prescription_files" USING btree ("prescription_id");--> statement-breakpoint
CREATE INDEX "prescription_files_sha256_idx" ON "prescription_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "prescription_quotes_store_idx" ON "prescription_quotes" USING btree ("store_id","status");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_reviewed_store_id_stores_id_fk" FOREIGN KEY ("reviewed_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_created_idx" ON "prescriptions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_status_check" CHECK ("prescriptions"."status" in ('pending', 'approved', 'rejected', 'clarification_requested'));