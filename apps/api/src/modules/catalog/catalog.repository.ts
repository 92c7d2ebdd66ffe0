/**
 * Reads of the catalogue as customers see it: only active products (Schedule X and NDPS can never
 * be active), each with the selected store's shelf when a store is given.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';

/** A product as listed, with the store's price and the units it may sell (0 when not stocked). */
export type ProductCardRow = {
  id: string;
  slug: string;
  name: string;
  brand: string | null;
  manufacturer: string;
  composition_label: string;
  dosage_form: string;
  pack_label: string;
  pack_size: number;
  mrp_paise: number;
  schedule: string;
  rx_required: boolean;
  storage: string;
  image_url: string | null;
  category_slug: string;
  category_name: string;
  store_price_paise: number | null;
  sellable_units: number;
};

export type ProductDetailRow = ProductCardRow & {
  composition: { name: string; strength: number | null; unit: string | null }[];
  composition_key: string;
  hsn_code: string;
  gst_rate: number;
  is_returnable: boolean;
  description: string;
  uses: string;
  side_effects: string;
  directions: string;
  safety_advice: string;
  images: string[];
  category_id: string;
};

export type CategoryRow = {
  id: string;
  slug: string;
  name: string;
  description: string;
  icon: string;
  image_url: string | null;
  parent_id: string | null;
  product_count: number;
};

/** The selected store and the earliest expiry it may still sell (SPEC §5: 3 months). */
export type Shelf = { storeId: string | null; expiryCutoff: string };

export type SearchFilters = {
  /** Each query word's index terms (itself, its completions or its spelling corrections). */
  words: string[][];
  /** The terms whose best postings form the candidate pool: those of the rarest word. */
  poolTerms: string[];
  /** The words exactly as typed (normalised), to favour exact matches over completions. */
  typed: string[];
  categorySlug?: string;
  rx?: 'rx' | 'otc';
  inStockOnly: boolean;
  sort: 'relevance' | 'price_asc' | 'price_desc';
  limit: number;
  offset: number;
};

/** Completions of a word read from the vocabulary, shortest (the word itself) first. */
const COMPLETIONS_PER_WORD = 8;
const CORRECTIONS_PER_WORD = 3;
/** Below this trigram similarity a "correction" is a different word. */
const MIN_CORRECTION_SIMILARITY = 0.4;
/** Corrections this close to the best one count as equally likely. */
const CORRECTION_TIE = 0.05;
/** Best postings taken per index term; filters need a deeper pool to still fill pages. */
const POSTINGS_PER_TERM = 150;
const POSTINGS_PER_TERM_FILTERED = 500;
/** Counting postings stops here: enough to tell a rare word from a common one. */
const DOCUMENT_COUNT_CAP = 1000;

const cardColumns = sql`
  p.id, p.slug, p.name, p.brand, p.manufacturer, p.composition_label, p.dosage_form, p.pack_label,
  p.pack_size, p.mrp_paise, p.schedule, p.rx_required, p.storage, p.images->>0 as image_url,
  c.slug as category_slug, c.name as category_name,
  i.price_paise as store_price_paise`;

/** Units the store can sell now: its switch on, stock, and not within 3 months of expiry. */
function sellableUnits(shelf: Shelf): SQL {
  return sql`coalesce(case when i.is_in_stock and i.expiry_date >= ${shelf.expiryCutoff}::date
    then i.stock_quantity else 0 end, 0)::int`;
}

/** The store's shelf row for each product, or none (a null store id matches nothing). */
function shelfJoin(shelf: Shelf): SQL {
  return sql`left join store_inventory i on i.product_id = p.id and i.store_id = ${shelf.storeId}::uuid`;
}

/** A category and its subcategories (the tree is two levels deep). */
function inCategory(slug: string): SQL {
  return sql`p.category_id in (
    select id from categories where is_active and (slug = ${slug}
      or parent_id = (select id from categories where slug = ${slug})))`;
}

/** The price a shopper would pay: the store's when it can sell, else MRP; for sorting and substitutes. */
function effectivePrice(shelf: Shelf): SQL {
  return sql`(case when ${sellableUnits(shelf)} > 0 then i.price_paise else p.mrp_paise end)`;
}

export function createCatalogRepository(db: Db) {
  return {
    async findDetail(ref: { id: string } | { slug: string }, shelf: Shelf): Promise<ProductDetailRow | null> {
      const match = 'id' in ref ? sql`p.id = ${ref.id}::uuid` : sql`p.slug = ${ref.slug}`;
      const [row] = await selectRows<ProductDetailRow>(
        db,
        sql`select ${cardColumns}, ${sellableUnits(shelf)} as sellable_units,
              p.composition, p.composition_key, p.hsn_code, p.gst_rate, p.is_returnable, p.description,
              p.uses, p.side_effects, p.directions, p.safety_advice, p.images, p.category_id
            from products p join categories c on c.id = p.category_id ${shelfJoin(shelf)}
            where p.is_active and ${match}`,
      );
      return row ?? null;
    },

    /** The category and its parent, top first, for the breadcrumb. */
    async categoryPath(categoryId: string): Promise<{ slug: string; name: string }[]> {
      return selectRows(
        db,
        sql`select parent.slug, parent.name from categories c join categories parent on parent.id = c.parent_id
              where c.id = ${categoryId}::uuid
            union all
            select c.slug, c.name from categories c where c.id = ${categoryId}::uuid`,
      );
    },

    /** Same salts at the same strengths, cheapest per unit at this store (or by MRP) first. */
    async substitutes(productId: string, compositionKey: string, shelf: Shelf, limit: number) {
      return selectRows<ProductCardRow & { effective_price_paise: number }>(
        db,
        sql`select ${cardColumns}, ${sellableUnits(shelf)} as sellable_units,
              ${effectivePrice(shelf)} as effective_price_paise
            from products p join categories c on c.id = p.category_id ${shelfJoin(shelf)}
            where p.is_active and p.composition_key = ${compositionKey} and p.id <> ${productId}::uuid
            order by ${effectivePrice(shelf)}::float8 / p.pack_size, p.popularity desc, p.name
            limit ${limit}`,
      );
    },

    /** Best sellers; with a store, only what it can sell now. */
    async popular(shelf: Shelf, limit: number) {
      const available = shelf.storeId ? sql`and ${sellableUnits(shelf)} > 0` : sql``;
      return selectRows<ProductCardRow>(
        db,
        sql`select ${cardColumns}, ${sellableUnits(shelf)} as sellable_units
            from products p join categories c on c.id = p.category_id ${shelfJoin(shelf)}
            where p.is_active ${available}
            order by p.popularity desc, p.name
            limit ${limit}`,
      );
    },

    async listCategories(): Promise<CategoryRow[]> {
      return selectRows(
        db,
        sql`select c.id, c.slug, c.name, c.description, c.icon, c.image_url, c.parent_id,
              (select count(*) from products p join categories pc on pc.id = p.category_id
                where p.is_active and (pc.id = c.id or pc.parent_id = c.id))::int as product_count
            from categories c left join categories parent on parent.id = c.parent_id
            where c.is_active and (parent.id is null or parent.is_active)
            order by c.parent_id is not null, c.sort_order, c.name`,
      );
    },

    async categoryProducts(slug: string, shelf: Shelf, limit: number, offset: number) {
      return selectRows<ProductCardRow & { total: number }>(
        db,
        sql`select ${cardColumns}, ${sellableUnits(shelf)} as sellable_units, count(*) over ()::int as total
            from products p join categories c on c.id = p.category_id ${shelfJoin(shelf)}
            where p.is_active and ${inCategory(slug)}
            order by (${sellableUnits(shelf)} > 0) desc, p.popularity desc, p.name
            limit ${limit} offset ${offset}`,
      );
    },

    /** Index terms starting with each word (text_pattern_ops range, so any collation can use the index). */
    async completions(words: string[]): Promise<Map<string, string[]>> {
      const found = await selectRows<{ word: string; term: string }>(
        db,
        sql`select w.word, v.term
            from unnest(string_to_array(${words.join(' ')}, ' ')) as w(word)
            cross join lateral (
              select term from search_vocabulary
              where term ~>=~ w.word and term ~<~ (w.word || '~')
              order by length(term), term
              limit ${COMPLETIONS_PER_WORD}) v`,
      );
      const byWord = new Map<string, string[]>();
      for (const { word, term } of found) byWord.set(word, [...(byWord.get(word) ?? []), term]);
      return byWord;
    },

    /** Postings per term, counted up to DOCUMENT_COUNT_CAP (an index-only range each). */
    async documentCounts(terms: string[]): Promise<Map<string, number>> {
      const found = await selectRows<{ term: string; documents: number }>(
        db,
        sql`select e.term, (select count(*) from (select 1 from search_terms t where t.term = e.term
                                                  limit ${DOCUMENT_COUNT_CAP}) capped)::int as documents
            from unnest(string_to_array(${terms.join(' ')}, ' ')) as e(term)`,
      );
      return new Map(found.map((row) => [row.term, row.documents]));
    },

    /**
     * The index terms spelt most like a word that matches none ("paracetmol" → "paracetamol"): among
     * terms sharing its first two letters and about its length (a text_pattern_ops range), the most
     * similar by trigrams, kept when close enough and as close as the best, so one slip does not also
     * bring in "parachute". pg_trgm's operators are avoided: on PGlite the first `%` or `<->` query
     * of a process can stall the database (the function is fine).
     */
    async corrections(word: string): Promise<string[]> {
      const start = word.slice(0, 2);
      const nearest = await selectRows<{ term: string; similarity: number }>(
        db,
        sql`select term, similarity(term, ${word}) as similarity from search_vocabulary
            where term ~>=~ ${start} and term ~<~ ${`${start}~`}
              and length(term) between ${word.length - 2} and ${word.length + 3}
            order by similarity desc, term limit ${CORRECTIONS_PER_WORD}`,
      );
      const best = nearest[0]?.similarity ?? 0;
      return nearest
        .filter((row) => row.similarity >= MIN_CORRECTION_SIMILARITY && row.similarity >= best - CORRECTION_TIE)
        .map((row) => row.term);
    },

    /**
     * Two steps, so a query costs the same on 200,000 products as on 2,000: the best postings of each
     * of the rarest word's terms (a range of the (term, rank) index) give a bounded pool of candidates;
     * the pool is then filtered to products matching every word and ranked by field weight, exact
     * words and popularity.
     */
    async search(filters: SearchFilters, shelf: Shelf) {
      const filtered = filters.categorySlug !== undefined || filters.rx !== undefined || filters.inStockOnly;
      const perTerm = filtered ? POSTINGS_PER_TERM_FILTERED : POSTINGS_PER_TERM;
      const everyWord = filters.words.map((terms) => `(${terms.join(' | ')})`).join(' & ');
      const conditions: SQL[] = [sql`p.search_vector @@ to_tsquery('simple', ${everyWord})`];
      if (filters.categorySlug) conditions.push(inCategory(filters.categorySlug));
      if (filters.rx) conditions.push(sql`p.rx_required = ${filters.rx === 'rx'}`);
      if (filters.inStockOnly) conditions.push(sql`${sellableUnits(shelf)} > 0`);
      const score = sql`(
          ts_rank(p.search_vector, to_tsquery('simple', ${everyWord}))
          + case when p.search_vector @@ to_tsquery('simple', ${filters.typed.join(' & ')}) then 0.5 else 0 end
          + case when lower(p.name) like ${`${filters.typed.join(' ')}%`} or lower(p.brand) = ${filters.typed.join(' ')} then 1 else 0 end
          + p.popularity / 1000.0)`;
      const order = {
        // What the selected store can deliver now comes first, as on category pages; without a store
        // nothing is sellable and this orders nothing.
        relevance: sql`(${sellableUnits(shelf)} > 0) desc, ${score} desc, p.name`,
        price_asc: sql`${effectivePrice(shelf)} asc, ${score} desc`,
        price_desc: sql`${effectivePrice(shelf)} desc, ${score} desc`,
      }[filters.sort];
      return selectRows<ProductCardRow & { total: number }>(
        db,
        // One subquery per term with the term as a value, not a join: the planner then knows how
        // common each term is and reads the (term, rank) index in order, stopping at the limit.
        // "nulls last" matches the index's order (rank is never null); without it PostgreSQL sorts.
        sql`with pool as (${sql.join(
          filters.poolTerms.map(
            (term) =>
              sql`(select product_id from search_terms where term = ${term} order by rank desc nulls last limit ${perTerm})`,
          ),
          sql` union `,
        )})
            select ${cardColumns}, ${sellableUnits(shelf)} as sellable_units, count(*) over ()::int as total
            from pool join products p on p.id = pool.product_id
            join categories c on c.id = p.category_id ${shelfJoin(shelf)}
            where p.is_active and ${sql.join(conditions, sql` and `)}
            order by ${order}
            limit ${filters.limit} offset ${filters.offset}`,
      );
    },

    async matchingCategories(text: string, limit: number) {
      return selectRows<{ slug: string; name: string }>(
        db,
        sql`select slug, name from categories
            where is_active and word_similarity(${text}, lower(name)) >= 0.6
            order by word_similarity(${text}, lower(name)) desc, sort_order
            limit ${limit}`,
      );
    },

    async publishedTestimonials() {
      return selectRows<{ id: string; author_name: string; city: string; quote: string; rating: number }>(
        db,
        sql`select id, author_name, city, quote, rating from testimonials
            where is_published order by sort_order, created_at desc limit 12`,
      );
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
