CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"through_event_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_duration_days" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"measure" text NOT NULL,
	"bucket" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_duration_days_day_city_measure_bucket_pk" PRIMARY KEY("day","city","measure","bucket"),
	CONSTRAINT "analytics_duration_days_measure_check" CHECK ("analytics_duration_days"."measure" in ('delivery', 'acceptance'))
);
--> statement-breakpoint
CREATE TABLE "analytics_product_days" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_days_day_city_product_id_pk" PRIMARY KEY("day","city","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_reason_days" (
	"day" date NOT NULL,
	"city" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_reason_days_day_city_kind_reason_pk" PRIMARY KEY("day","city","kind","reason"),
	CONSTRAINT "analytics_reason_days_kind_check" CHECK ("analytics_reason_days"."kind" in ('cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "analytics_store_days" (
	"day" date NOT NULL,
	"store_id" uuid NOT NULL,
	"city" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"gmv_paise" bigint DEFAULT 0 NOT NULL,
	"first_orders" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"delivered_on_promise" integer DEFAULT 0 NOT NULL,
	"delivery_seconds" bigint DEFAULT 0 NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"offers_decided" integer DEFAULT 0 NOT NULL,
	"offers_accepted" integer DEFAULT 0 NOT NULL,
	"accept_seconds" bigint DEFAULT 0 NOT NULL,
	"packing_due" integer DEFAULT 0 NOT NULL,
	"packed_in_time" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_store_days_day_store_id_pk" PRIMARY KEY("day","store_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_product_days" ADD CONSTRAINT "analytics_product_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_store_days" ADD CONSTRAINT "analytics_store_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_store_days_city_idx" ON "analytics_store_days" USING btree ("city","day");