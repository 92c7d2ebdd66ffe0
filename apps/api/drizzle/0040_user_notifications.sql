CREATE TABLE "user_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "user_notifications_kind_check" CHECK (kind in ('application_received', 'application_under_review', 'application_changes_requested', 'application_approved', 'application_rejected')),
	CONSTRAINT "user_notifications_link_check" CHECK ("user_notifications"."link" is null or "user_notifications"."link" ~ '^/([^/\\]|$)')
);
--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notifications_list_idx" ON "user_notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "user_notifications_unread_idx" ON "user_notifications" USING btree ("user_id","created_at","id") WHERE "user_notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_notifications_dedupe_idx" ON "user_notifications" USING btree ("user_id","dedupe_key");