CREATE TABLE "store_application_bank_accounts" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"sealed_details" "bytea" NOT NULL,
	"destination" text NOT NULL,
	"holder_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_application_documents" (
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_application_documents_application_id_kind_pk" PRIMARY KEY("application_id","kind"),
	CONSTRAINT "store_application_documents_kind_check" CHECK ("store_application_documents"."kind" in ('form20', 'form21', 'form20b', 'form21b', 'gst_certificate', 'pharmacist_registration', 'shop_front'))
);
--> statement-breakpoint
ALTER TABLE "store_applications" ADD COLUMN "store_id" uuid;--> statement-breakpoint
ALTER TABLE "store_application_bank_accounts" ADD CONSTRAINT "store_application_bank_accounts_application_id_store_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."store_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_application_documents" ADD CONSTRAINT "store_application_documents_application_id_store_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."store_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_applications" ADD CONSTRAINT "store_applications_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_applications_applicant_undecided_idx" ON "store_applications" USING btree ("applicant_user_id") WHERE "store_applications"."status" not in ('approved', 'rejected');--> statement-breakpoint