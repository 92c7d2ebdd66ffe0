-- Nearest-store and reverse-geocoding lookups: earth_box(…) @> ll_to_earth(lat, lng) uses these GiST
-- indexes, so a query reads only the stores or places near the point, never the whole table.
CREATE INDEX stores_location_gist ON stores USING gist (ll_to_earth(latitude, longitude));
--> statement-breakpoint
CREATE INDEX places_location_gist ON places USING gist (ll_to_earth(latitude, longitude));
--> statement-breakpoint
-- Typo-tolerant address autocomplete (pg_trgm) over "locality district state PIN".
CREATE INDEX places_search_trgm ON places USING gin (search_text gin_trgm_ops);
