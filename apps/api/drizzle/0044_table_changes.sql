-- Issue 20: API processes keep hot answers read from these tables (src/lib/read-cache.ts). Each statement that
-- writes one of them, whoever runs it, announces the table on `table_changes` once its transaction commits, so
-- every process listening drops what it read from it. Per statement, not per row: an import is one notice.
CREATE FUNCTION "announce_table_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "products_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "store_inventory_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_inventory" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "inventory_batches_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "inventory_batches" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "search_terms_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "search_vocabulary_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_vocabulary" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "settings_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "content_pages_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
