CREATE TABLE "inventory_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"purchase_price_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_batches_quantity_check" CHECK ("inventory_batches"."quantity" >= 0),
	CONSTRAINT "inventory_batches_purchase_price_check" CHECK ("inventory_batches"."purchase_price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_item_batches" (
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_item_batches_order_id_product_id_batch_id_pk" PRIMARY KEY("order_id","product_id","batch_id"),
	CONSTRAINT "order_item_batches_quantity_check" CHECK ("order_item_batches"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_inventory" DROP CONSTRAINT "store_inventory_stock_check";--> statement-breakpoint
ALTER TABLE "store_inventory" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_batches" ADD CONSTRAINT "inventory_batches_store_id_product_id_store_inventory_store_id_product_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."store_inventory"("store_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_batch_id_inventory_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."inventory_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_batches" ADD CONSTRAINT "order_item_batches_order_id_product_id_order_items_order_id_product_id_fk" FOREIGN KEY ("order_id","product_id") REFERENCES "public"."order_items"("order_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_batches_number_idx" ON "inventory_batches" USING btree ("store_id","product_id","batch_number");--> statement-breakpoint
CREATE INDEX "inventory_batches_fefo_idx" ON "inventory_batches" USING btree ("store_id","product_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "order_item_batches_batch_idx" ON "order_item_batches" USING btree ("batch_id");--> statement-breakpoint
-- Each store's one shelf row becomes its first batch, with the same number, expiry and units.
INSERT INTO "inventory_batches" ("store_id", "product_id", "batch_number", "expiry_date", "quantity", "created_at", "updated_at")
SELECT "store_id", "product_id", "batch_number", "expiry_date", "stock_quantity", "updated_at", "updated_at" FROM "store_inventory";--> statement-breakpoint
-- Batches sold from earlier that the shelf row no longer named, at zero units: a cancelled order's packs go back to them.
INSERT INTO "inventory_batches" ("store_id", "product_id", "batch_number", "expiry_date", "quantity")
SELECT DISTINCT ON (o."store_id", oi."product_id", oi."batch_number") o."store_id", oi."product_id", oi."batch_number", oi."expiry_date", 0
FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
JOIN "store_inventory" i ON i."store_id" = o."store_id" AND i."product_id" = oi."product_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every order line so far took its packs from the one batch it names.
INSERT INTO "order_item_batches" ("order_id", "product_id", "batch_id", "quantity")
SELECT oi."order_id", oi."product_id", b."id", oi."quantity"
FROM "order_items" oi JOIN "orders" o ON o."id" = oi."order_id"
JOIN "inventory_batches" b ON b."store_id" = o."store_id" AND b."product_id" = oi."product_id" AND b."batch_number" = oi."batch_number";--> statement-breakpoint
ALTER TABLE "store_inventory" DROP COLUMN "stock_quantity";--> statement-breakpoint
ALTER TABLE "store_inventory" DROP COLUMN "batch_number";--> statement-breakpoint
ALTER TABLE "store_inventory" DROP COLUMN "expiry_date";--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_low_stock_check" CHECK ("store_inventory"."low_stock_threshold" >= 0);
