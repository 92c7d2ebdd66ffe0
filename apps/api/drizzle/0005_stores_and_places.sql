CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subdistrict" text,
	"district" text,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" integer,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "slug" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_line1" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "locality" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "city" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "state" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "postal_code" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "latitude" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "longitude" double precision NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "phone" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "email" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "drug_licence_form20" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "drug_licence_form21" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "drug_licence_valid_until" date NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "gstin" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pharmacist_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "pharmacist_registration_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "opening_hours" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rating" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_accepting_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "places_postal_code_name_idx" ON "places" USING btree ("postal_code","name");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_slug_unique" UNIQUE("slug");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_status_check" CHECK ("stores"."status" in ('active', 'paused', 'suspended'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_rating_check" CHECK ("stores"."rating" is null or "stores"."rating" between 0 and 5);--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_coordinates_check" CHECK ("stores"."latitude" between -90 and 90 and "stores"."longitude" between -180 and 180);