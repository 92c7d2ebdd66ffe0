CREATE TABLE "coupon_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"use_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_use_key" UNIQUE("coupon_id","user_id","use_number"),
	CONSTRAINT "coupon_redemptions_use_check" CHECK ("coupon_redemptions"."use_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"percent_off" integer,
	"amount_off_paise" integer,
	"max_discount_paise" integer,
	"min_order_paise" integer NOT NULL,
	"is_first_order_only" boolean NOT NULL,
	"per_user_limit" integer NOT NULL,
	"total_limit" integer,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"scope" text NOT NULL,
	"store_id" uuid,
	"category_id" uuid,
	"is_active" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_check" CHECK ("coupons"."code" ~ '^[A-Z0-9]{3,20}$'),
	CONSTRAINT "coupons_kind_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."percent_off" between 1 and 90 and "coupons"."amount_off_paise" is null)
        or ("coupons"."kind" = 'flat' and "coupons"."amount_off_paise" > 0 and "coupons"."percent_off" is null
          and "coupons"."max_discount_paise" is null and "coupons"."amount_off_paise" < "coupons"."min_order_paise")),
	CONSTRAINT "coupons_scope_check" CHECK (("coupons"."scope" = 'platform' and "coupons"."store_id" is null and "coupons"."category_id" is null)
        or ("coupons"."scope" = 'store' and "coupons"."store_id" is not null and "coupons"."category_id" is null)
        or ("coupons"."scope" = 'category' and "coupons"."category_id" is not null and "coupons"."store_id" is null)),
	CONSTRAINT "coupons_limits_check" CHECK ("coupons"."min_order_paise" >= 0 and "coupons"."per_user_limit" >= 1
        and ("coupons"."total_limit" is null or "coupons"."total_limit" >= "coupons"."per_user_limit")
        and "coupons"."valid_until" >= "coupons"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "coupon_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupons_running_idx" ON "coupons" USING btree ("valid_until") WHERE "coupons"."is_active";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_coupon_check" CHECK ("order_items"."coupon_discount_paise" >= 0 and "order_items"."coupon_discount_paise" <= "order_items"."unit_price_paise" * "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."items_total_paise" > 0 and "orders"."delivery_fee_paise" >= 0
        and "orders"."coupon_discount_paise" >= 0 and "orders"."coupon_discount_paise" <= "orders"."items_total_paise"
        and ("orders"."coupon_discount_paise" = 0 or "orders"."coupon_code" is not null)
        and "orders"."total_paise" = "orders"."items_total_paise" - "orders"."coupon_discount_paise" + "orders"."delivery_fee_paise");