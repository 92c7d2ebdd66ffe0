CREATE INDEX "order_offers_store_offered_idx" ON "order_offers" USING btree ("store_id","offered_at");--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_store_accepted_idx" ON "orders" USING btree ("store_id","accepted_at") WHERE "orders"."accepted_at" is not null;