/**
 * Reads of the catalogue as customers see it: only active products (Schedule X and NDPS can never
 * be active), each with the selected store's shelf when a store is given.
 */
import { SEARCH_TOTAL_CAP } from '@dawanow/shared/search';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from '../../db/client';
import { categories, products, searchTerms, searchVocabulary, storeInventory } from '../../db/schema/catalog';
import { sellableUnits } from './shelf.repository';

type Product = typeof products.$inferSelect;
type Category = typeof categories.$inferSelect;

/** A product as listed, with the store's price and the units it may sell (0 when not stocked). */
export type ProductCardRow = Pick<
  Product,
  | 'id'
  | 'slug'
  | 'name'
  | 'brand'
  | 'manufacturer'
  | 'compositionLabel'
  | 'dosageForm'
  | 'packLabel'
  | 'packSize'
  | 'mrpPaise'
  | 'schedule'
  | 'rxRequired'
  | 'storage'
> & {
  imageUrl: string | null;
  categorySlug: Category['slug'];
  categoryName: Category['name'];
  /** Null when the store has no shelf row for the product */
  storePricePaise: (typeof storeInventory.$inferSelect)['pricePaise'] | null;
  sellableUnits: number;
};

export type ProductDetailRow = ProductCardRow &
  Pick<
    Product,
    | 'composition'
    | 'compositionKey'
    | 'hsnCode'
    | 'gstRate'
    | 'isReturnable'
    | 'description'
    | 'uses'
    | 'sideEffects'
    | 'directions'
    | 'safetyAdvice'
    | 'images'
    | 'categoryId'
  >;

export type CategoryRow = Pick<Category, 'id' | 'slug' | 'name' | 'description' | 'icon' | 'imageUrl' | 'parentId'> & {
  productCount: number;
};

/** The selected store and the earliest expiry it may still sell (SPEC §5: 3 months). */
export type Shelf = { storeId: string | null; expiryCutoff: string };

export type SearchFilters = {
  /** Each query word's index terms (itself, its completions or its spelling corrections). */
  words: string[][];
  /** Per word, the text any index term may start with ("dolo 6" finds "650"), or null for corrections. */
  prefixes: (string | null)[];
  /** The terms whose best postings form the candidate pool: those of the rarest word. */
  poolTerms: string[];
  /** The rarest word as typed when its terms are its completions, or null for a corrected word. */
  poolPrefix: string | null;
  /** The most products one pool term is in (counted up to DOCUMENT_COUNT_CAP). */
  poolTermDocuments: number;
  /** The words exactly as typed (normalised), to favour exact matches over completions. */
  typed: string[];
  categorySlug?: string;
  rx?: 'rx' | 'otc';
  inStockOnly: boolean;
  sort: 'relevance' | 'price_asc' | 'price_desc';
  limit: number;
  offset: number;
  /** Count every match when the pool may not hold them all (a results page; suggestions need no total). */
  countAll: boolean;
};

/** Completions of a word read from the vocabulary, shortest (the word itself) first. */
const COMPLETIONS_PER_WORD = 8;
const CORRECTIONS_PER_WORD = 3;
/** An index term and how many products it is in (counted up to DOCUMENT_COUNT_CAP). */
export type Counted = { term: string; documents: number };
export type Spelling = Counted & { similarity: number };

/** Below this trigram similarity a "correction" is a different word. */
const MIN_CORRECTION_SIMILARITY = 0.4;
/** Corrections this close to the best one count as equally likely. */
const CORRECTION_TIE = 0.05;
/**
 * A term one slip of the thumb from the word is as close as a typo gets, though the slip leaves a short word few
 * trigrams in common with the word meant: two neighbouring letters swapped ("dloo" → "dolo", "oemga" → "omega": 0.2)
 * or the first letter wrong ("zyzal" → "xyzal": 0.33; the first letter is in three of a word's trigrams).
 */
const ONE_SLIP_SIMILARITY = 0.9;
const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** Every spelling one slip away from `word`: two neighbouring letters swapped, or another first letter. */
function oneSlipFrom(word: string): string[] {
  const letters = [...word];
  const slips = new Set<string>();
  for (let at = 0; at < letters.length - 1; at++) {
    const [left, right] = [letters[at], letters[at + 1]];
    if (left === undefined || right === undefined || left === right) continue;
    slips.add([...letters.slice(0, at), right, left, ...letters.slice(at + 2)].join(''));
  }
  const rest = letters.slice(1).join('');
  if (rest.length >= 3) for (const first of LETTERS) if (first !== letters[0]) slips.add(`${first}${rest}`);
  return [...slips];
}
/** A spelling in this many times more products is what the shopper meant, even if a rarer one is closer. */
const COMMONER = 3;

/**
 * Which of a word's nearest spellings to search for. For a word that matches nothing: the closest, those
 * as close, and any close one far more common ("glimiperide" → the catalogue's "glimepiride", not only a
 * supplier's "glimipride"). For a word that is itself a rare spelling ("cetrizine" on a few generics'
 * labels), only far more common ones.
 */
export function chooseSpellings(found: { documents: number; nearest: Spelling[] }, wordMatches: boolean): string[] {
  const close = found.nearest.filter((row) => row.similarity >= MIN_CORRECTION_SIMILARITY);
  const [best] = close;
  if (!best) return [];
  if (wordMatches)
    return close.filter((row) => row.documents >= COMMONER * Math.max(found.documents, 1)).map((row) => row.term);
  return close
    .filter((row) => row.similarity >= best.similarity - CORRECTION_TIE || row.documents >= COMMONER * best.documents)
    .map((row) => row.term);
}
/** Best postings taken per index term; filters need a deeper pool to still fill pages. */
const POSTINGS_PER_TERM = 150;
const POSTINGS_PER_TERM_FILTERED = 500;
/** Counting postings stops here: enough to tell a rare word from a common one. */
const DOCUMENT_COUNT_CAP = 1000;
/** A word in this many products has no spelling counted 3× as common (counts stop at DOCUMENT_COUNT_CAP). */
export const COMMON_SPELLING = Math.ceil(DOCUMENT_COUNT_CAP / COMMONER);
/** Counting a search's matches stops here: one past the cap tells "exactly 1,000" from "more than 1,000". */
const COUNTED_UP_TO = SEARCH_TOTAL_CAP + 1;
/** A search's count of matches, as the page reads it: at most SEARCH_TOTAL_CAP, and whether more matched. */
function capped(matches: number): { total: number; totalIsCapped: boolean } {
  return { total: Math.min(matches, SEARCH_TOTAL_CAP), totalIsCapped: matches > SEARCH_TOTAL_CAP };
}
/** A product's salts all named in the query: what a shopper typing a salt (and strength) means. */
const NAMED_SALTS_BONUS = 2;

/** A vocabulary row's count of products, up to DOCUMENT_COUNT_CAP: what the search compares. */
const countedDocuments = sql<number>`least(${searchVocabulary.documents}, ${DOCUMENT_COUNT_CAP})::int`;

/** How many products a word is in, up to `cap`, from its vocabulary row (0 for a word the index does not know). */
function documentsUpTo(terms: string[], cap: number): SQL<number> {
  return sql<number>`(select coalesce(max(least(${searchVocabulary.documents}, ${cap})), 0)::int from ${searchVocabulary}
                      where ${inArray(searchVocabulary.term, terms)})`;
}

/**
 * The products with any of one word's terms, up to one past the search cap, read from the postings alone (the
 * products table is never touched: "metformin" took 25 ms to count there). Postings hold every active product's
 * words, so for a corrected word, whose query is its few terms, this is exactly what the word matches. A typed word
 * also matches every index term it begins ("fen" → "fenofibrate", "fentanyl"…), so for it the commonest term's
 * count is only a floor: enough to say "more than 1,000" when one of its terms is in that many products.
 */
function wordMatchesUpTo(terms: string[], prefix: string | null): SQL<number> {
  if (prefix !== null) return documentsUpTo(terms, COUNTED_UP_TO);
  const postings = terms.map(
    (term) => sql`(select product_id from search_terms where term = ${term}::text limit ${COUNTED_UP_TO})`,
  );
  return sql<number>`(select count(*) from (${sql.join(postings, sql` union `)}) matching)::int`;
}

/** Subqueries built without an executor: they run inside the caller's query. */
const subquery = new QueryBuilder();

/** The store's shelf row for each product, or none (a null store id matches nothing). */
function shelfJoin(shelf: Shelf): SQL {
  return sql`${storeInventory.productId} = ${products.id} and ${storeInventory.storeId} = ${shelf.storeId}::uuid`;
}

function cardColumns(shelf: Shelf) {
  return {
    id: products.id,
    slug: products.slug,
    name: products.name,
    brand: products.brand,
    manufacturer: products.manufacturer,
    compositionLabel: products.compositionLabel,
    dosageForm: products.dosageForm,
    packLabel: products.packLabel,
    packSize: products.packSize,
    mrpPaise: products.mrpPaise,
    schedule: products.schedule,
    rxRequired: products.rxRequired,
    storage: products.storage,
    imageUrl: sql<string | null>`${products.images}->>0`,
    categorySlug: categories.slug,
    categoryName: categories.name,
    storePricePaise: storeInventory.pricePaise,
    sellableUnits: sellableUnits(shelf.expiryCutoff),
  };
}

const ofCategory = eq(categories.id, products.categoryId);
/** Rows of the whole result, on each row of a page. */
const total = sql<number>`count(*) over ()::int`;

/** A category and its subcategories (the tree is two levels deep). */
function inCategory(slug: string): SQL {
  const parent = subquery.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  return inArray(
    products.categoryId,
    subquery
      .select({ id: categories.id })
      .from(categories)
      .where(and(categories.isActive, or(eq(categories.slug, slug), eq(categories.parentId, parent)))),
  );
}

/** The price a shopper would pay: the store's when it can sell, else MRP; for sorting and substitutes. */
function effectivePrice(shelf: Shelf): SQL<number> {
  return sql<number>`(case when ${sellableUnits(shelf.expiryCutoff)} > 0 then ${storeInventory.pricePaise} else ${products.mrpPaise} end)`;
}

export function createCatalogRepository(db: Db) {
  return {
    async findDetail(ref: { id: string } | { slug: string }, shelf: Shelf): Promise<ProductDetailRow | null> {
      const [row] = await db
        .select({
          ...cardColumns(shelf),
          composition: products.composition,
          compositionKey: products.compositionKey,
          hsnCode: products.hsnCode,
          gstRate: products.gstRate,
          isReturnable: products.isReturnable,
          description: products.description,
          uses: products.uses,
          sideEffects: products.sideEffects,
          directions: products.directions,
          safetyAdvice: products.safetyAdvice,
          images: products.images,
          categoryId: products.categoryId,
        })
        .from(products)
        .innerJoin(categories, ofCategory)
        .leftJoin(storeInventory, shelfJoin(shelf))
        .where(and(products.isActive, 'id' in ref ? eq(products.id, ref.id) : eq(products.slug, ref.slug)));
      return row ?? null;
    },

    /** The category and its parent, top first, for the breadcrumb. */
    async categoryPath(categoryId: string): Promise<Pick<Category, 'slug' | 'name'>[]> {
      const parent = alias(categories, 'parent');
      return db
        .select({ slug: parent.slug, name: parent.name })
        .from(categories)
        .innerJoin(parent, eq(parent.id, categories.parentId))
        .where(eq(categories.id, categoryId))
        .unionAll(
          db
            .select({ slug: categories.slug, name: categories.name })
            .from(categories)
            .where(eq(categories.id, categoryId)),
        );
    },

    /** Same salts at the same strengths, cheapest per unit at this store (or by MRP) first. */
    async substitutes(productId: string, compositionKey: string, shelf: Shelf, limit: number) {
      return db
        .select({ ...cardColumns(shelf), effectivePricePaise: effectivePrice(shelf) })
        .from(products)
        .innerJoin(categories, ofCategory)
        .leftJoin(storeInventory, shelfJoin(shelf))
        .where(
          and(
            products.isActive,
            eq(products.compositionKey, compositionKey),
            sql`${products.id} <> ${productId}::uuid`,
          ),
        )
        .orderBy(
          sql`${effectivePrice(shelf)}::float8 / ${products.packSize}`,
          desc(products.popularity),
          asc(products.name),
        )
        .limit(limit);
    },

    /** Best sellers; with a store, only what it can sell now. */
    async popular(shelf: Shelf, limit: number): Promise<ProductCardRow[]> {
      return db
        .select(cardColumns(shelf))
        .from(products)
        .innerJoin(categories, ofCategory)
        .leftJoin(storeInventory, shelfJoin(shelf))
        .where(and(products.isActive, shelf.storeId ? sql`${sellableUnits(shelf.expiryCutoff)} > 0` : undefined))
        .orderBy(desc(products.popularity), asc(products.name))
        .limit(limit);
    },

    /** These products (the active ones among them) with the store's shelf, in no particular order. */
    async cards(ids: readonly string[], shelf: Shelf): Promise<ProductCardRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(cardColumns(shelf))
        .from(products)
        .innerJoin(categories, ofCategory)
        .leftJoin(storeInventory, shelfJoin(shelf))
        .where(and(products.isActive, inArray(products.id, [...ids])));
    },

    async listCategories(): Promise<CategoryRow[]> {
      const parent = alias(categories, 'parent');
      const counted = alias(categories, 'counted');
      const productCount = subquery
        .select({ count: sql<number>`count(*)` })
        .from(products)
        .innerJoin(counted, eq(counted.id, products.categoryId))
        .where(and(products.isActive, or(eq(counted.id, categories.id), eq(counted.parentId, categories.id))));
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          name: categories.name,
          description: categories.description,
          icon: categories.icon,
          imageUrl: categories.imageUrl,
          parentId: categories.parentId,
          productCount: sql<number>`(${productCount})::int`,
        })
        .from(categories)
        .leftJoin(parent, eq(parent.id, categories.parentId))
        .where(and(categories.isActive, or(isNull(parent.id), parent.isActive)))
        .orderBy(sql`${categories.parentId} is not null`, categories.sortOrder, categories.name);
    },

    async categoryProducts(slug: string, shelf: Shelf, limit: number, offset: number) {
      return db
        .select({ ...cardColumns(shelf), total })
        .from(products)
        .innerJoin(categories, ofCategory)
        .leftJoin(storeInventory, shelfJoin(shelf))
        .where(and(products.isActive, inCategory(slug)))
        .orderBy(sql`(${sellableUnits(shelf.expiryCutoff)} > 0) desc`, desc(products.popularity), asc(products.name))
        .limit(limit)
        .offset(offset);
    },

    /**
     * Index terms starting with each word (text_pattern_ops range, so any collation can use the index), shortest
     * (the word itself) first, each with how many products it is in (counted up to DOCUMENT_COUNT_CAP).
     */
    async completions(words: string[]): Promise<Map<string, Counted[]>> {
      const found = await selectRows<{ word: string } & Counted>(
        db,
        sql`select w.word, v.term, v.documents
            from (values ${sql.join(
              words.map((word) => sql`(${word})`),
              sql`, `,
            )}) as w(word)
            cross join lateral (
              select term, ${countedDocuments} as documents from search_vocabulary
              where term ~>=~ w.word and term ~<~ (w.word || '~')
              order by length(term), term
              limit ${COMPLETIONS_PER_WORD}) v`,
      );
      const byWord = new Map<string, Counted[]>();
      for (const { word, term, documents } of found)
        byWord.set(word, [...(byWord.get(word) ?? []), { term, documents }]);
      return byWord;
    },

    /**
     * The index terms spelt most like a word ("paracetmol" → "paracetamol", "kalpol" → "calpol"), with how
     * many products each is in (capped) and the word's own count: among terms of about its length that
     * share its first two letters, or its second and third (the first letter wrong, missing or doubled:
     * text_pattern_ops ranges on the term and on the term without its first letter), or its first and third
     * (the second and third swapped, as thumbs do: "mteformin" → "metformin"), the most similar by trigrams; a term
     * one slip away (`oneSlipFrom`) counts as nearly the word itself. pg_trgm's operators are avoided: on PGlite
     * the first `%` or `<->` query of a process can stall the database (the function is fine).
     */
    async spellings(word: string): Promise<{ documents: number; nearest: Spelling[] }> {
      const head = word.slice(0, 2);
      const next = word.slice(1, 3);
      const swapped = `${word.slice(0, 1)}${word.slice(2, 3)}`;
      const tail = sql`substr(${searchVocabulary.term}, 2)`;
      const from = (column: SQL | typeof searchVocabulary.term, start: string) =>
        sql`(${column} ~>=~ ${start} and ${column} ~<~ ${`${start}~`})`;
      const slips = oneSlipFrom(word);
      const isSlip = slips.length === 0 ? sql`false` : inArray(searchVocabulary.term, slips);
      const similarity = sql<number>`case when ${isSlip}
        then greatest(similarity(${searchVocabulary.term}, ${word}), ${ONE_SLIP_SIMILARITY})
        else similarity(${searchVocabulary.term}, ${word}) end`;
      const nearest = db
        .select({
          term: searchVocabulary.term,
          similarity: similarity.as('similarity'),
          documents: countedDocuments.as('documents'),
        })
        .from(searchVocabulary)
        .where(
          sql`(${from(searchVocabulary.term, head)} or ${from(tail, next)} or ${from(tail, head)} or ${from(searchVocabulary.term, next)}
               or ${from(searchVocabulary.term, swapped)} or ${isSlip})
            and length(${searchVocabulary.term}) between ${word.length - 2} and ${word.length + 3}
            and ${searchVocabulary.term} <> ${word}`,
        )
        .orderBy(desc(similarity), searchVocabulary.term)
        .limit(CORRECTIONS_PER_WORD)
        .as('nearest');
      const rows = await db
        .select({
          term: nearest.term,
          similarity: nearest.similarity,
          documents: nearest.documents,
          // Only "is there a spelling in 3× as many products" reads the word's own count.
          own: documentsUpTo([word], COMMON_SPELLING),
        })
        .from(sql`(select 1) one`)
        .leftJoin(nearest, sql`true`)
        .orderBy(desc(nearest.similarity), nearest.term);
      return {
        documents: rows[0]?.own ?? 0,
        nearest: rows.flatMap((row) =>
          row.term === null ? [] : [{ term: row.term, similarity: row.similarity ?? 0, documents: row.documents ?? 0 }],
        ),
      };
    },

    /**
     * Two steps, so a query costs the same on 200,000 products as on 2,000: the best postings of each
     * of the rarest word's terms (a range of the (term, rank) index) give a bounded pool of candidates;
     * the pool is then filtered to products matching every word and ranked by field weight, exact
     * words and popularity.
     */
    async search(filters: SearchFilters, shelf: Shelf) {
      const filtered = filters.categorySlug !== undefined || filters.rx !== undefined || filters.inStockOnly;
      // Deep pages read deeper postings, so every page the total promises has its rows.
      const perTerm = Math.max(
        filtered ? POSTINGS_PER_TERM_FILTERED : POSTINGS_PER_TERM,
        filters.offset + filters.limit,
      );
      const everyWord = filters.words
        .map((terms, index) => {
          const prefix = filters.prefixes[index];
          return `(${[...terms, ...(prefix ? [`${prefix}:*`] : [])].join(' | ')})`;
        })
        .join(' & ');
      const query = sql`to_tsquery('simple', ${everyWord})`;
      const matches = sql`${products.searchVector} @@ ${query}`;
      const conditions: SQL[] = [];
      if (filters.categorySlug) conditions.push(inCategory(filters.categorySlug));
      if (filters.rx) conditions.push(eq(products.rxRequired, filters.rx === 'rx'));
      if (filters.inStockOnly) conditions.push(sql`${sellableUnits(shelf.expiryCutoff)} > 0`);
      // Salts named by what was typed or corrected, not by completions: "eno" names no "enoxaparin".
      const named = filters.words.flatMap((terms, index) =>
        filters.prefixes[index] === null ? terms : terms.filter((term) => term === filters.typed[index]),
      );
      // Every salt of the product is named by some query word: "metformin" puts plain metformin above
      // its combinations, "aceclofenac paracetamol" the pair above triples.
      const namesEverySalt =
        named.length === 0
          ? sql`false`
          : sql`(jsonb_array_length(${products.composition}) > 0 and not exists (
          select 1 from jsonb_array_elements(${products.composition}) salt
          where not to_tsvector('simple', lower(salt->>'name')) @@ to_tsquery('simple', ${named.join(' | ')})))`;
      const score = sql`(
          ts_rank(${products.searchVector}, to_tsquery('simple', ${everyWord}))
          + case when ${products.searchVector} @@ to_tsquery('simple', ${filters.typed.join(' & ')}) then 0.5 else 0 end
          + case when lower(${products.name}) like ${`${filters.typed.join(' ')}%`} or lower(${products.brand}) = ${filters.typed.join(' ')} then 1 else 0 end
          + case when ${namesEverySalt} then ${NAMED_SALTS_BONUS} else 0 end
          + ${products.popularity} / 1000.0)`;
      const order = {
        // What the selected store can deliver now comes first, as on category pages; without a store
        // nothing is sellable and this orders nothing.
        relevance: [sql`(${sellableUnits(shelf.expiryCutoff)} > 0) desc`, sql`${score} desc`, products.name],
        price_asc: [sql`${effectivePrice(shelf)} asc`, sql`${score} desc`],
        price_desc: [sql`${effectivePrice(shelf)} desc`, sql`${score} desc`],
      }[filters.sort];
      // One subquery per term with the term as a value, not a join: the planner then knows how
      // common each term is and reads the (term, rank) index in order, stopping at the limit.
      // "nulls last" matches the index's order (rank is never null); without it PostgreSQL sorts.
      const best = (term: string, columns: SQL) =>
        sql`(select ${columns} from search_terms where term = ${term} order by rank desc nulls last limit ${perTerm})`;
      // A typed word's completions ("ora" → "oral", "orange", "orabibi"…) share one allowance, their best products
      // by posting rank: a short prefix brings a pool's worth of candidates, not one for each completion (every
      // candidate is scored, ~15 µs each). A product counts once however many completions it has, so an allowance
      // that is not used up still holds every posting of its terms, as a term's own does. The word as typed, and a
      // spelling appended to a rare one ("cetrizine" → "cetirizine"), keeps its own allowance.
      const { poolPrefix } = filters;
      const completed =
        poolPrefix === null
          ? []
          : filters.poolTerms.filter((term) => term !== poolPrefix && term.startsWith(poolPrefix));
      const own = filters.poolTerms.filter((term) => !completed.includes(term));
      const pool = db.$with('pool', { productId: searchTerms.productId }).as(
        sql.join(
          [
            ...own.map((term) => best(term, sql`product_id`)),
            ...(completed.length === 0
              ? []
              : [
                  sql`(select product_id from (${sql.join(
                    completed.map((term) => best(term, sql`product_id, rank`)),
                    sql` union all `,
                  )}) completed group by product_id order by max(rank) desc, product_id limit ${perTerm})`,
                ]),
          ],
          sql` union `,
        ),
      );
      // One word and no filter: its matches are counted from the postings, in the page's own statement.
      const [onlyWord] = filters.words;
      const alone = filters.countAll && filters.words.length === 1 && !filtered && onlyWord !== undefined;
      const typedWord = filters.prefixes[0] ?? null;
      const countMatches = async () => {
        const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
          db
            .select({ id: products.id })
            .from(products)
            .innerJoin(categories, ofCategory)
            .leftJoin(storeInventory, shelfJoin(shelf))
            .where(and(products.isActive, matches, ...conditions))
            .limit(COUNTED_UP_TO)
            .as('matching'),
        );
        return counted?.total ?? 0;
      };
      // A pool term in more products than the pool takes leaves matches out of the pool: count them beside the page,
      // on a second connection, rather than after it. A word alone is counted in the page's own statement (a
      // correction from its postings; a typed word whose commonest term is in over 1,000 products needs no count),
      // unless it was typed and its terms' counts leave the total open ("ora": "oral" in a few hundred products).
      const countBeside =
        filters.countAll &&
        filters.poolTermDocuments >= perTerm &&
        (!alone || (typedWord !== null && filters.poolTermDocuments < DOCUMENT_COUNT_CAP));
      const poolSize = sql<number>`(select count(*) from ${pool})::int`;
      const page = db
        .with(pool)
        .select({
          ...cardColumns(shelf),
          total,
          poolSize,
          // Read only when the pool may have left matches out (PostgreSQL runs a subquery when its value is needed).
          matched: alone
            ? sql<number>`(case when ${poolSize} >= ${perTerm} then ${wordMatchesUpTo(onlyWord, typedWord)} else 0 end)`
            : sql<number>`0`,
        })
        .from(pool)
        .innerJoin(products, eq(products.id, pool.productId))
        .innerJoin(categories, ofCategory)
        .leftJoin(storeInventory, shelfJoin(shelf))
        // The operator's function, which no index serves: the pool's few hundred candidates are checked one by one.
        // With "@@" the planner could read every match from the GIN index the count uses (30 ms for "pan 40").
        .where(and(products.isActive, sql`ts_match_vq(${products.searchVector}, ${query})`, ...conditions))
        .orderBy(...order)
        .limit(filters.limit)
        .offset(filters.offset);
      const [rows, counted] = await Promise.all([page, countBeside ? countMatches() : null]);
      // A pool that some term filled may have left matches out: count them all, up to the cap.
      const first = rows[0];
      const inPool = first?.total ?? 0;
      if (!first || !filters.countAll || first.poolSize < perTerm) return { rows, ...capped(inPool) };
      if (counted !== null) return { rows, ...capped(Math.max(counted, inPool)) };
      if (alone && (typedWord === null || first.matched > SEARCH_TOTAL_CAP)) {
        return { rows, ...capped(Math.max(first.matched, inPool)) };
      }
      return { rows, ...capped(Math.max(await countMatches(), inPool)) };
    },

    async matchingCategories(text: string, limit: number): Promise<Pick<Category, 'slug' | 'name'>[]> {
      const similarity = sql`word_similarity(${text}, lower(${categories.name}))`;
      return db
        .select({ slug: categories.slug, name: categories.name })
        .from(categories)
        .where(and(categories.isActive, sql`${similarity} >= 0.6`))
        .orderBy(sql`${similarity} desc`, categories.sortOrder)
        .limit(limit);
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
