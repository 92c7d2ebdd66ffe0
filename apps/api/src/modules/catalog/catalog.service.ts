import type { TCategory, TCategoryList, TCategoryPage } from '@dawanow/shared/catalog';
import { indianToday } from '@dawanow/shared/dates';
import {
  discountPercent,
  MAX_PACKS_PER_PRODUCT,
  ORDER_AGAIN_LIMIT,
  SCHEDULE_NOTICES,
  sellableExpiryCutoff,
  stockState,
  type TDosageForm,
  type TProductCard,
  type TProductDetail,
  type TProductList,
  unitPricePaise,
  ZDrugSchedule,
} from '@dawanow/shared/products';
import {
  normalizeSearchQuery,
  OTHER_SCRIPT_NOTICE,
  SUGGEST_LIMIT,
  type TSearchQuery,
  type TSearchResults,
  type TSuggestions,
} from '@dawanow/shared/search';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { OrderHistoryRepository } from '../orders/order-history.repository';
import {
  type CatalogRepository,
  type CategoryRow,
  COMMON_SPELLING,
  chooseSpellings,
  type ProductCardRow,
  type Shelf,
} from './catalog.repository';

const SUBSTITUTE_LIMIT = 10;
/** Words this long that the catalogue knows may still be a rare misspelling of a common one. */
const RARE_SPELLING_MIN_LENGTH = 6;

function shelfOf(storeId: string | undefined, now: Date): Shelf {
  return { storeId: storeId ?? null, expiryCutoff: sellableExpiryCutoff(indianToday(now)) };
}

function toCard(row: ProductCardRow, storeId: string | null): TProductCard {
  const price = row.sellableUnits > 0 && row.storePricePaise !== null ? row.storePricePaise : row.mrpPaise;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    manufacturer: row.manufacturer,
    compositionLabel: row.compositionLabel,
    dosageForm: row.dosageForm as TDosageForm,
    packLabel: row.packLabel,
    mrpPaise: row.mrpPaise,
    schedule: row.schedule,
    rxRequired: row.rxRequired,
    storage: row.storage,
    category: { slug: row.categorySlug, name: row.categoryName },
    imageUrl: row.imageUrl,
    offer: storeId
      ? {
          storeId,
          pricePaise: price,
          discountPercent: discountPercent(row.mrpPaise, price),
          stockState: stockState(row.sellableUnits),
          maxQuantity: Math.min(row.sellableUnits, MAX_PACKS_PER_PRODUCT),
        }
      : null,
  };
}

function toCategory(row: CategoryRow): TCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    icon: row.icon,
    imageUrl: row.imageUrl,
    parentId: row.parentId,
    productCount: row.productCount,
  };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

type ExpandedQuery = {
  words: string[][];
  prefixes: (string | null)[];
  typed: string[];
  notices: string[];
  poolTerms: string[];
  poolPrefix: string | null;
  poolTermDocuments: number;
  /** How many products each of the words' terms is in, as the look-ups found it (counted up to 1,000). */
  documents: Map<string, number>;
};

/**
 * In "pan 40", "pan" narrows and "40" (a strength of thousands of products) does not: pool on "pan". With the pool's
 * terms comes the most products one of them is in.
 */
function rarestWord(
  { words, prefixes }: Pick<ExpandedQuery, 'words' | 'prefixes'>,
  counts: Map<string, number>,
): Pick<ExpandedQuery, 'poolTerms' | 'poolPrefix' | 'poolTermDocuments'> {
  const documents = (terms: string[]) => terms.reduce((sum, term) => sum + (counts.get(term) ?? 0), 0);
  const rarest = words.reduce((found, terms, at) => (documents(terms) < documents(words[found] ?? []) ? at : found), 0);
  const poolTerms = words[rarest] ?? [];
  return {
    poolTerms,
    poolPrefix: prefixes[rarest] ?? null,
    poolTermDocuments: Math.max(0, ...poolTerms.map((term) => counts.get(term) ?? 0)),
  };
}

export function createCatalogService(
  repository: CatalogRepository,
  orderHistory: Pick<OrderHistoryRepository, 'recentlyOrderedProductIds'>,
  now: () => Date = () => new Date(),
) {
  /**
   * Each word becomes the index terms it could mean: its completions ("azithro" → "azithromycin"),
   * else its closest spellings ("paracetmol" → "paracetamol"). Words that match nothing are dropped,
   * and the visitor is told. Both look-ups say how many products each term is in, which is all the
   * choice of the pool needs.
   */
  async function expand(text: string): Promise<ExpandedQuery> {
    const typed = text.split(' ');
    const completions = await repository.completions(typed);
    const completionsOf = (word: string) => completions.get(word) ?? [];
    // A long word the catalogue knows may be a rare spelling of a commoner one, unless it is common itself.
    const mayBeRare = (word: string) => {
      const [shortest] = completionsOf(word);
      return shortest?.term === word && word.length >= RARE_SPELLING_MIN_LENGTH && shortest.documents < COMMON_SPELLING;
    };
    // Every word's look-up at once: "frusemdie tabet" waits for one, not two.
    const spellings = new Map(
      await Promise.all(
        typed
          .filter((word) => completionsOf(word).length === 0 || mayBeRare(word))
          .map(async (word) => [word, await repository.spellings(word)] as const),
      ),
    );
    const documents = new Map<string, number>();
    for (const counted of [...completions.values(), ...[...spellings.values()].map((found) => found.nearest)]) {
      for (const { term, documents: count } of counted) documents.set(term, count);
    }
    const expanded: Omit<ExpandedQuery, 'poolTerms' | 'poolPrefix' | 'poolTermDocuments'> = {
      words: [],
      prefixes: [],
      typed: [],
      notices: [],
      documents,
    };
    const shown: string[] = [];
    const dropped: string[] = [];
    let corrected = false;
    for (const word of typed) {
      const completed = completionsOf(word).map((completion) => completion.term);
      const nearest = spellings.get(word);
      const terms = !nearest
        ? completed
        : completed.length === 0
          ? chooseSpellings(nearest, false)
          : [...completed, ...chooseSpellings(nearest, true).filter((term) => !completed.includes(term))];
      if (terms.length === 0) {
        dropped.push(word);
        continue;
      }
      corrected ||= completed.length === 0;
      expanded.words.push(terms);
      expanded.prefixes.push(completed.length > 0 ? word : null);
      expanded.typed.push(word);
      shown.push(completed.length > 0 ? word : (terms[0] ?? word));
    }
    if (corrected) expanded.notices.push(`Showing results for “${shown.join(' ')}”.`);
    if (dropped.length > 0 && expanded.words.length > 0) {
      expanded.notices.push(`Nothing matched “${dropped.join(' ')}”, so we left it out.`);
    }
    return { ...expanded, ...rarestWord(expanded, documents) };
  }

  /** The first query, leaving out one word at a time (the last typed first), that finds something. */
  async function leaveOneOut<T extends { total: number }>(
    expanded: ExpandedQuery,
    run: (fewer: ExpandedQuery) => Promise<T>,
  ): Promise<{ found: T; left: string } | null> {
    if (expanded.words.length < 2) return null;
    for (let index = expanded.words.length - 1; index >= 0; index--) {
      const without = <V>(list: V[]) => list.filter((_, at) => at !== index);
      const words = without(expanded.words);
      const prefixes = without(expanded.prefixes);
      const fewer = {
        ...expanded,
        words,
        prefixes,
        typed: without(expanded.typed),
        ...rarestWord({ words, prefixes }, expanded.documents),
      };
      const found = await run(fewer);
      if (found.total > 0) return { found, left: expanded.typed[index] ?? '' };
    }
    return null;
  }

  return {
    async detail(ref: string, storeId: string | undefined): Promise<TProductDetail> {
      const shelf = shelfOf(storeId, now());
      const row = await repository.findDetail(isUuid(ref) ? { id: ref } : { slug: ref }, shelf);
      if (!row) throw new AppError('NOT_FOUND', 'We could not find this product. It may have been discontinued.');
      const card = toCard(row, shelf.storeId);
      const ownUnitPrice = unitPricePaise(card.offer?.pricePaise ?? card.mrpPaise, row.packSize);
      const [categoryPath, substitutes] = await Promise.all([
        repository.categoryPath(row.categoryId),
        row.compositionKey === ''
          ? Promise.resolve([])
          : repository.substitutes(row.id, row.compositionKey, shelf, SUBSTITUTE_LIMIT),
      ]);
      const schedule = ZDrugSchedule.parse(row.schedule);
      return {
        ...card,
        composition: row.composition,
        packSize: row.packSize,
        hsnCode: row.hsnCode,
        gstRate: row.gstRate,
        isReturnable: row.isReturnable,
        description: row.description,
        uses: row.uses,
        sideEffects: row.sideEffects,
        directions: row.directions,
        safetyAdvice: row.safetyAdvice,
        images: row.images,
        categoryPath,
        scheduleNotice: SCHEDULE_NOTICES[schedule],
        substitutes: substitutes.map((substitute) => {
          const unitPrice = unitPricePaise(substitute.effectivePricePaise, substitute.packSize);
          return {
            ...toCard(substitute, shelf.storeId),
            packSize: substitute.packSize,
            unitPricePaise: unitPrice,
            savingPerUnitPaise: ownUnitPrice - unitPrice,
          };
        }),
      };
    },

    async popular(storeId: string | undefined, limit: number): Promise<TProductList> {
      const shelf = shelfOf(storeId, now());
      const rows = await repository.popular(shelf, limit);
      return { products: rows.map((row) => toCard(row, shelf.storeId)) };
    },

    /**
     * "Order again": what this customer ordered lately, latest first, as the store sells it today (its
     * price and stock, so one tap adds it at the right price). Products since withdrawn are left out.
     */
    async orderAgain(userId: string, storeId: string): Promise<TProductList> {
      const shelf = shelfOf(storeId, now());
      const ids = await orderHistory.recentlyOrderedProductIds(userId, ORDER_AGAIN_LIMIT);
      const rows = new Map((await repository.cards(ids, shelf)).map((row) => [row.id, row]));
      return {
        products: ids.flatMap((id) => {
          const row = rows.get(id);
          return row ? [toCard(row, shelf.storeId)] : [];
        }),
      };
    },

    async categories(): Promise<TCategoryList> {
      return { categories: (await repository.listCategories()).map(toCategory) };
    },

    async categoryPage(
      slug: string,
      query: { storeId?: string; page: number; pageSize: number },
    ): Promise<TCategoryPage> {
      const all = (await repository.listCategories()).map(toCategory);
      const category = all.find((candidate) => candidate.slug === slug);
      if (!category) throw new AppError('NOT_FOUND', 'There is no such category.');
      const shelf = shelfOf(query.storeId, now());
      const rows = await repository.categoryProducts(slug, shelf, query.pageSize, (query.page - 1) * query.pageSize);
      return {
        category,
        parent: all.find((candidate) => candidate.id === category.parentId) ?? null,
        children: all.filter((candidate) => candidate.parentId === category.id),
        products: rows.map((row) => toCard(row, shelf.storeId)),
        // Past the last page no row carries the total; the category's own count is the same number.
        total: rows[0]?.total ?? category.productCount,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async search(query: TSearchQuery): Promise<TSearchResults> {
      if (query.inStock && !query.storeId) {
        throw new AppError('VALIDATION_FAILED', 'Choose a delivery location to see what is in stock near you.');
      }
      const normalized = normalizeSearchQuery(query.q);
      const notices = normalized.droppedOtherScript ? [OTHER_SCRIPT_NOTICE] : [];
      const page = { page: query.page, pageSize: query.pageSize };
      const expanded = normalized.text === '' ? null : await expand(normalized.text);
      const notice = (list: string[]) => (list.length > 0 ? list.join(' ') : null);
      if (!expanded || expanded.words.length === 0) {
        return {
          query: normalized.text,
          notice: notice(notices),
          results: [],
          total: 0,
          totalIsCapped: false,
          ...page,
        };
      }
      const shelf = shelfOf(query.storeId, now());
      const filters = {
        categorySlug: query.category,
        rx: query.rx,
        inStockOnly: query.inStock ?? false,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        countAll: true,
      };
      let found = await repository.search({ ...expanded, ...filters }, shelf);
      const searched = [...notices, ...expanded.notices];
      if (found.total === 0 && query.page === 1) {
        // "omron bp monitor": no product has every word, so leave out the one word that stops it.
        const fallback = await leaveOneOut(expanded, (fewer) => repository.search({ ...fewer, ...filters }, shelf));
        if (fallback) {
          found = fallback.found;
          searched.push(`No product matched every word, so we left out “${fallback.left}”.`);
        }
      }
      return {
        query: normalized.text,
        notice: notice(searched),
        results: found.rows.map((row) => toCard(row, shelf.storeId)),
        total: found.total,
        totalIsCapped: found.totalIsCapped,
        ...page,
      };
    },

    async suggestions(q: string, storeId: string | undefined): Promise<TSuggestions> {
      const normalized = normalizeSearchQuery(q);
      if (normalized.text === '') return { query: '', products: [], categories: [] };
      const shelf = shelfOf(storeId, now());
      const expanded = await expand(normalized.text);
      const [products, categories] = await Promise.all([
        expanded.words.length === 0
          ? Promise.resolve([])
          : repository
              .search(
                {
                  ...expanded,
                  inStockOnly: false,
                  sort: 'relevance',
                  limit: SUGGEST_LIMIT,
                  offset: 0,
                  countAll: false,
                },
                shelf,
              )
              .then((found) => found.rows),
        repository.matchingCategories(normalized.text, 3),
      ]);
      return {
        query: normalized.text,
        products: products.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          brand: row.brand,
          manufacturer: row.manufacturer,
          compositionLabel: row.compositionLabel,
          dosageForm: row.dosageForm as TDosageForm,
          packLabel: row.packLabel,
          rxRequired: row.rxRequired,
          imageUrl: row.imageUrl,
        })),
        categories,
      };
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
