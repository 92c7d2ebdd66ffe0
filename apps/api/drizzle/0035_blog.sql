CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body_markdown" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_name" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reviewer_qualification" text NOT NULL,
	"reviewer_registration" text NOT NULL,
	"reviewed_on" date NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_salts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover_image_url" text,
	"cover_alt" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_category_check" CHECK (category in ('using-medicines', 'infections', 'long-term-conditions', 'seasonal-health', 'your-rights', 'wellness')),
	CONSTRAINT "blog_posts_slug_check" CHECK ("blog_posts"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "blog_posts_published_at_check" CHECK (not "blog_posts"."is_published" or "blog_posts"."published_at" is not null),
	CONSTRAINT "blog_posts_body_length_check" CHECK (char_length("blog_posts"."body_markdown") <= 50000)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" DROP CONSTRAINT "admin_audit_log_subject_type_check";--> statement-breakpoint
CREATE INDEX "blog_posts_live_idx" ON "blog_posts" USING btree ("published_at","id") WHERE "blog_posts"."is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_category_live_idx" ON "blog_posts" USING btree ("category","published_at","id") WHERE "blog_posts"."is_published";--> statement-breakpoint
CREATE INDEX "blog_posts_updated_idx" ON "blog_posts" USING btree ("updated_at","id");--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_subject_type_check" CHECK (subject_type in ('order', 'product', 'category', 'store', 'user', 'settings', 'prescription', 'product_request', 'payout', 'coupon', 'blog_post'));