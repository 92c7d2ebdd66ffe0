-- Words of a product, as the API normalises queries: lower-case runs of letters and digits.
CREATE FUNCTION search_words(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM regexp_split_to_table(lower(coalesce(value, '')), '[^a-z0-9]+') AS word WHERE word <> ''
$$;
--> statement-breakpoint
-- The full-text vector: name and brand (A), composition (B), category and its parent (C).
CREATE FUNCTION products_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  category_words text;
BEGIN
  SELECT concat_ws(' ', c.name, parent.name) INTO category_words
    FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id WHERE c.id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('simple', array_to_string(ARRAY(SELECT search_words(concat_ws(' ', NEW.name, NEW.brand))), ' ')), 'A') ||
    setweight(to_tsvector('simple', array_to_string(ARRAY(SELECT search_words(NEW.composition_label)), ' ')), 'B') ||
    setweight(to_tsvector('simple', array_to_string(ARRAY(SELECT search_words(category_words)), ' ')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vector BEFORE INSERT OR UPDATE OF name, brand, composition_label, category_id
  ON products FOR EACH ROW EXECUTE FUNCTION products_search_vector();
--> statement-breakpoint
-- Postings: each word once per product, at the rank of its best field, plus popularity.
CREATE FUNCTION products_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO search_vocabulary (term)
      SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Column lists name what a statement sets; the vector is set by the BEFORE trigger, so list its sources.
CREATE TRIGGER products_search_terms
  AFTER INSERT OR UPDATE OF name, brand, composition_label, category_id, popularity, is_active ON products FOR EACH ROW EXECUTE FUNCTION products_search_terms();
--> statement-breakpoint
-- A renamed or moved category changes the words its products (and its subcategories') are found by.
CREATE FUNCTION categories_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id
   WHERE category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER categories_refresh_search AFTER UPDATE OF name, parent_id ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_refresh_search();
--> statement-breakpoint
-- Prefix completion ("azithro") and the candidates for spelling correction ("paracetmol"), whatever
-- the database collation.
CREATE INDEX search_vocabulary_prefix_idx ON search_vocabulary (term text_pattern_ops);
--> statement-breakpoint
-- Legal Metrology: nothing is sold above MRP. A store's price may not exceed it…
CREATE FUNCTION store_inventory_price_within_mrp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mrp integer;
BEGIN
  SELECT mrp_paise INTO mrp FROM products WHERE id = NEW.product_id;
  IF NEW.price_paise > mrp THEN
    RAISE EXCEPTION 'Selling price % paise is above the MRP of % paise', NEW.price_paise, mrp
      USING ERRCODE = 'check_violation', CONSTRAINT = 'store_inventory_price_within_mrp';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER store_inventory_price_within_mrp BEFORE INSERT OR UPDATE OF price_paise, product_id
  ON store_inventory FOR EACH ROW EXECUTE FUNCTION store_inventory_price_within_mrp();
--> statement-breakpoint
-- …and a lowered MRP lowers every store price above it.
CREATE FUNCTION products_cap_store_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE store_inventory SET price_paise = NEW.mrp_paise, updated_at = now()
   WHERE product_id = NEW.id AND price_paise > NEW.mrp_paise;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_cap_store_prices AFTER UPDATE OF mrp_paise ON products
  FOR EACH ROW WHEN (NEW.mrp_paise < OLD.mrp_paise) EXECUTE FUNCTION products_cap_store_prices();
