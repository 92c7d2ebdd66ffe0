-- Issue 20: how many products each word is in, kept on the word's vocabulary row. A search asks it for every word
-- ("pan 40" pools on the rarer word; a long word in few products may be a rare spelling of a commoner one), and
-- counting the postings up to 1,000 for it took up to 9 ms a query; now it is one row of an index it already reads.
ALTER TABLE "search_vocabulary" ADD COLUMN "documents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A writer holds its words' rows until it commits, and an import writes thousands of products in one transaction:
-- two such writers would each hold words the other needs next ("tablet", "syrup") and deadlock. So the writers of
-- the catalogue take turns on one transaction lock: the admin's imports and product edits, which nearly all share
-- "tablet" anyway; no order or stock write touches a product. A writer takes its turn before it touches any product
-- row (the statement trigger below; an edit that locks its product first calls this itself), so it never waits for
-- the turn while holding a product another writer needs next.
CREATE FUNCTION take_catalogue_write_turn() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('catalogue writes'))
$$;
--> statement-breakpoint
CREATE FUNCTION products_take_write_turn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM take_catalogue_write_turn();
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The statements the postings trigger (0008) answers to, and deletes, whose cascade removes postings.
CREATE TRIGGER products_take_write_turn
  BEFORE INSERT OR DELETE OR UPDATE OF name, brand, composition_label, category_id, popularity, is_active ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_take_write_turn();
--> statement-breakpoint
-- Kept by the postings themselves, so every way they change counts: a product written (its trigger deletes and
-- inserts its postings), deactivated, deleted (the cascade) or a category renamed. Postings are only ever inserted
-- and deleted, never updated. A word stays in the vocabulary at 0 when its last product goes, as before.
CREATE FUNCTION search_vocabulary_count_postings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM changed_postings) THEN
    RETURN NULL;
  END IF;
  -- Held already when the change came through a product; taken here for any other way postings are written.
  PERFORM take_catalogue_write_turn();
  INSERT INTO search_vocabulary (term, documents)
    SELECT term, sign * count(*) FROM changed_postings GROUP BY term
  ON CONFLICT (term) DO UPDATE SET documents = search_vocabulary.documents + excluded.documents;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_terms_count_added AFTER INSERT ON search_terms
  REFERENCING NEW TABLE AS changed_postings FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_count_postings();
--> statement-breakpoint
CREATE TRIGGER search_terms_count_removed AFTER DELETE ON search_terms
  REFERENCING OLD TABLE AS changed_postings FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_count_postings();
--> statement-breakpoint
CREATE FUNCTION search_vocabulary_forget_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_vocabulary SET documents = 0 WHERE documents <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_terms_count_truncated AFTER TRUNCATE ON search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_forget_counts();
--> statement-breakpoint
-- The postings' trigger now adds the words itself (above); the product trigger no longer needs to.
CREATE OR REPLACE FUNCTION products_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM search_terms WHERE product_id = NEW.id;
  END IF;
  IF NEW.is_active THEN
    -- 'A' sorts before 'B' and 'C': the smallest weight is the best field the word occurs in.
    INSERT INTO search_terms (term, product_id, rank)
      SELECT entry.lexeme, NEW.id,
             (CASE (SELECT min(w) FROM unnest(entry.weights) AS w) WHEN 'A' THEN 3 WHEN 'B' THEN 2 ELSE 1 END) * 1000
               + least(greatest(NEW.popularity, 0), 999)
        FROM unnest(NEW.search_vector) AS entry;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_vocabulary (term, documents)
  SELECT term, count(*) FROM search_terms GROUP BY term ORDER BY term
ON CONFLICT (term) DO UPDATE SET documents = excluded.documents;
