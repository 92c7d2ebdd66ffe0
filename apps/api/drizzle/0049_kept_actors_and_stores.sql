-- Issue 20: each API process keeps, like the catalogue's answers (0044), what every signed-in request and every
-- quote read: the actor of a session cookie (src/modules/auth/auth.service.ts), a store with its holiday closures
-- (src/modules/orders/quote.service.ts) and a saved address quoted for checkout (orders.service.ts), until one of
-- the tables they were read from changes. Only what can change a kept copy is announced: a session refreshed,
-- ended or revoked; an account suspended, renamed or deleted; a store membership granted, changed or taken away; a
-- store added, changed or removed; a closure set, moved or lifted; an address edited or deleted. A sign-in's new
-- session, a new account or a new address changes nothing kept (an absence is never kept), so those inserts stay
-- silent.
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "profiles_announce_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "store_members_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_members" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "stores_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "store_closures_announce_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_closures" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
--> statement-breakpoint
CREATE TRIGGER "addresses_announce_change" AFTER UPDATE OR DELETE OR TRUNCATE ON "addresses" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_change"();
