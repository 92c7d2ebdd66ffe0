-- A broad search counts its matches through this index. With fast update, products added since the last vacuum
-- sit in a pending list that every such count reads from start to end (after a catalogue import, thousands of
-- entries: 10 ms a count); the catalogue changes seldom and is searched all the time, so writes update the index
-- directly. Whatever is pending now goes into the index too.
ALTER INDEX products_search_vector_idx SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('products_search_vector_idx'::regclass);
