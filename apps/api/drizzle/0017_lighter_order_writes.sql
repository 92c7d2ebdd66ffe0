ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_store_id_stores_id_fk";
--> statement-breakpoint
ALTER TABLE "order_item_batches" DROP CONSTRAINT "order_item_batches_order_id_product_id_order_items_order_id_product_id_fk";
--> statement-breakpoint
DROP INDEX "order_item_batches_batch_idx";--> statement-breakpoint
-- A notification belongs to a membership: those of members who have left the store go now, as they will on leaving from here on.
DELETE FROM "notifications" WHERE "store_id" IS NULL OR NOT EXISTS (SELECT 1 FROM "store_members" WHERE "store_members"."store_id" = "notifications"."store_id" AND "store_members"."user_id" = "notifications"."user_id");--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "store_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_store_id_user_id_store_members_store_id_user_id_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."store_members"("store_id","user_id") ON DELETE cascade ON UPDATE no action;