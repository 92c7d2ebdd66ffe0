CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"manufacturer" text NOT NULL,
	"composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"composition_key" text DEFAULT '' NOT NULL,
	"composition_label" text DEFAULT '' NOT NULL,
	"dosage_form" text NOT NULL,
	"pack_size" integer NOT NULL,
	"pack_label" text NOT NULL,
	"mrp_paise" integer NOT NULL,
	"schedule" text NOT NULL,
	"rx_required" boolean GENERATED ALWAYS AS (schedule in ('H', 'H1', 'X', 'NDPS')) STORED NOT NULL,
	"hsn_code" text NOT NULL,
	"gst_rate" integer NOT NULL,
	"storage" text DEFAULT 'room' NOT NULL,
	"is_returnable" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"uses" text DEFAULT '' NOT NULL,
	"side_effects" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"safety_advice" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_schedule_check" CHECK ("products"."schedule" in ('OTC', 'G', 'H', 'H1', 'X', 'NDPS')),
	CONSTRAINT "products_unlistable_inactive_check" CHECK (not ("products"."is_active" and "products"."schedule" in ('X', 'NDPS'))),
	CONSTRAINT "products_mrp_check" CHECK ("products"."mrp_paise" > 0),
	CONSTRAINT "products_pack_size_check" CHECK ("products"."pack_size" > 0),
	CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate" in (0, 5, 12, 18, 28, 40)),
	CONSTRAINT "products_hsn_check" CHECK ("products"."hsn_code" ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
	CONSTRAINT "products_storage_check" CHECK ("products"."storage" in ('room', 'cold_chain')),
	CONSTRAINT "products_cold_chain_returns_check" CHECK (not ("products"."storage" = 'cold_chain' and "products"."is_returnable"))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"product_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "search_terms_term_product_id_pk" PRIMARY KEY("term","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_inventory" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_paise" integer NOT NULL,
	"stock_quantity" integer NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_inventory_store_id_product_id_pk" PRIMARY KEY("store_id","product_id"),
	CONSTRAINT "store_inventory_stock_check" CHECK ("store_inventory"."stock_quantity" >= 0),
	CONSTRAINT "store_inventory_price_check" CHECK ("store_inventory"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_name" text NOT NULL,
	"city" text NOT NULL,
	"quote" text NOT NULL,
	"rating" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_composition_key_idx" ON "products" USING btree ("composition_key");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "search_terms_term_rank_idx" ON "search_terms" USING btree ("term","rank" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX "search_terms_product_idx" ON "search_terms" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_inventory_product_idx" ON "store_inventory" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_not_own_parent_check" CHECK ("categories"."parent_id" is distinct from "categories"."id");