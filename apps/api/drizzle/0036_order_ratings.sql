CREATE TABLE "order_ratings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"testimonial_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_testimonial_id_unique" UNIQUE("testimonial_id"),
	CONSTRAINT "order_ratings_stars_check" CHECK ("order_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_testimonial_id_testimonials_id_fk" FOREIGN KEY ("testimonial_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ratings_store_idx" ON "order_ratings" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "testimonials_public_idx" ON "testimonials" USING btree ("is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "testimonials"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_status_check" CHECK ("testimonials"."status" in ('pending', 'approved', 'hidden'));--> statement-breakpoint
-- Issue 18: what the admin list called published is approved; the rest have not been looked at yet
UPDATE "testimonials" SET "status" = CASE WHEN "is_published" THEN 'approved' ELSE 'pending' END;
