CREATE TABLE "store_application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_user_id" text,
	"note" text,
	"field_notes" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_application_events_status_check" CHECK ("store_application_events"."to_status" in ('draft', 'submitted', 'under_review', 'changes_requested', 'resubmitted', 'approved', 'rejected') and ("store_application_events"."from_status" is null or "store_application_events"."from_status" in ('draft', 'submitted', 'under_review', 'changes_requested', 'resubmitted', 'approved', 'rejected')))
);
--> statement-breakpoint
CREATE TABLE "store_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_user_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"business_type" text,
	"legal_name" text,
	"trade_name" text,
	"pan" text,
	"gstin" text,
	"phone" text,
	"email" text,
	"address_line1" text,
	"address_line2" text,
	"locality" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"opening_hours" jsonb,
	"drug_licence_form20" text,
	"drug_licence_form20_valid_until" date,
	"drug_licence_form21" text,
	"drug_licence_form21_valid_until" date,
	"drug_licence_form20b" text,
	"drug_licence_form20b_valid_until" date,
	"drug_licence_form21b" text,
	"drug_licence_form21b_valid_until" date,
	"pharmacist_name" text,
	"pharmacist_registration_number" text,
	"agreement_version" text,
	"agreement_accepted_at" timestamp with time zone,
	"agreement_ip_address" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone GENERATED ALWAYS AS (coalesce("submitted_at", "created_at")) STORED NOT NULL,
	CONSTRAINT "store_applications_status_check" CHECK ("store_applications"."status" in ('draft', 'submitted', 'under_review', 'changes_requested', 'resubmitted', 'approved', 'rejected')),
	CONSTRAINT "store_applications_business_type_check" CHECK ("store_applications"."business_type" in ('proprietorship', 'partnership', 'llp', 'company', 'huf', 'trust')),
	CONSTRAINT "store_applications_submitted_check" CHECK ("store_applications"."status" = 'draft' or ("store_applications"."business_type" is not null and "store_applications"."legal_name" is not null
        and "store_applications"."trade_name" is not null and "store_applications"."pan" is not null and "store_applications"."gstin" is not null
        and "store_applications"."phone" is not null and "store_applications"."email" is not null and "store_applications"."address_line1" is not null
        and "store_applications"."locality" is not null and "store_applications"."city" is not null and "store_applications"."state" is not null
        and "store_applications"."postal_code" is not null and "store_applications"."latitude" is not null and "store_applications"."longitude" is not null
        and "store_applications"."opening_hours" is not null and "store_applications"."drug_licence_form20" is not null
        and "store_applications"."drug_licence_form20_valid_until" is not null and "store_applications"."drug_licence_form21" is not null
        and "store_applications"."drug_licence_form21_valid_until" is not null and "store_applications"."pharmacist_name" is not null
        and "store_applications"."pharmacist_registration_number" is not null and "store_applications"."agreement_version" is not null
        and "store_applications"."agreement_accepted_at" is not null and "store_applications"."agreement_ip_address" is not null
        and "store_applications"."submitted_at" is not null)),
	CONSTRAINT "store_applications_wholesale_check" CHECK (("store_applications"."drug_licence_form20b" is null) = ("store_applications"."drug_licence_form20b_valid_until" is null)
        and ("store_applications"."drug_licence_form21b" is null) = ("store_applications"."drug_licence_form21b_valid_until" is null)),
	CONSTRAINT "store_applications_decided_check" CHECK (("store_applications"."decided_at" is not null) = ("store_applications"."status" in ('approved', 'rejected'))),
	CONSTRAINT "store_applications_coordinates_check" CHECK ("store_applications"."latitude" between -90 and 90 and "store_applications"."longitude" between -180 and 180),
	CONSTRAINT "store_applications_version_check" CHECK ("store_applications"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "store_application_events" ADD CONSTRAINT "store_application_events_application_id_store_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."store_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_application_events" ADD CONSTRAINT "store_application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_applications" ADD CONSTRAINT "store_applications_applicant_user_id_users_id_fk" FOREIGN KEY ("applicant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_application_events_application_idx" ON "store_application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_open_gstin_idx" ON "store_applications" USING btree ("gstin") WHERE "store_applications"."status" in ('submitted', 'under_review', 'changes_requested', 'resubmitted');--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_open_form20_idx" ON "store_applications" USING btree ("drug_licence_form20") WHERE "store_applications"."status" in ('submitted', 'under_review', 'changes_requested', 'resubmitted');--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_open_form21_idx" ON "store_applications" USING btree ("drug_licence_form21") WHERE "store_applications"."status" in ('submitted', 'under_review', 'changes_requested', 'resubmitted');--> statement-breakpoint
CREATE INDEX "store_applications_status_queued_idx" ON "store_applications" USING btree ("status","queued_at","id");--> statement-breakpoint
CREATE INDEX "store_applications_city_idx" ON "store_applications" USING btree ("city");--> statement-breakpoint
CREATE INDEX "store_applications_applicant_idx" ON "store_applications" USING btree ("applicant_user_id");--> statement-breakpoint
CREATE INDEX "store_applications_legal_name_trgm_idx" ON "store_applications" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_applications_trade_name_trgm_idx" ON "store_applications" USING gin ("trade_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_applications_gstin_trgm_idx" ON "store_applications" USING gin ("gstin" gin_trgm_ops);