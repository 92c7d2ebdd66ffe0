ALTER TABLE "product_requests" DROP CONSTRAINT "product_requests_status_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_composition_label_trgm_idx" ON "products" USING gin ("composition_label" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_status_check" CHECK ("product_requests"."status" in ('pending', 'changes_requested', 'approved', 'rejected'));