ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE INDEX "profiles_phone_trgm_idx" ON "profiles" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("suspended_at") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "users_admin_idx" ON "users" USING btree ("role") WHERE "users"."role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_check" CHECK (("users"."suspended_at" is null) = ("users"."suspension_reason" is null) and ("users"."suspended_at" is null or "users"."role" <> 'admin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_suspension_reason_length_check" CHECK (char_length("users"."suspension_reason") <= 2000);