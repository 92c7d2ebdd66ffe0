/**
 * The /search page keeps its whole state in the URL (shareable, back button works). These functions
 * read it leniently — a hand-edited value falls back to the default — except `q` and `category`,
 * which go to the API as typed so it can say what is wrong with them.
 */
import type { catalogApi } from '@dawanow/shared/api/catalog';
import type { TEndpointInput } from '@dawanow/shared/api/endpoint';
import { RX_FILTERS, SEARCH_SORTS, type TSearchSort } from '@dawanow/shared/search';

export type TRxFilter = (typeof RX_FILTERS)[number];
type TSearchApiQuery = NonNullable<TEndpointInput<typeof catalogApi.search>['query']>;

export type TSearchState = {
  q: string;
  category: string | null;
  inStock: boolean;
  rx: TRxFilter | null;
  sort: TSearchSort;
  page: number;
};

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

export function readSearchState(params: URLSearchParams): TSearchState {
  const rx = params.get('rx');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    category: params.get('category') || null,
    inStock: params.get('inStock') === 'true',
    rx: isOneOf(RX_FILTERS, rx) ? rx : null,
    sort: isOneOf(SEARCH_SORTS, sort) ? sort : 'relevance',
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL of a state, leaving defaults out so links stay short. */
export function searchStateParams(state: TSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.inStock) params.set('inStock', 'true');
  if (state.rx) params.set('rx', state.rx);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export const NO_FILTERS = { category: null, inStock: false, rx: null } satisfies Partial<TSearchState>;

/** A filter or sort change shows its first page: page 7 of the old results means nothing in the new. */
export function withFilters(state: TSearchState, changes: Partial<Omit<TSearchState, 'page'>>): TSearchState {
  return { ...state, ...changes, page: 1 };
}

/**
 * The API query for a state. "In stock" means in stock at the selected store, so it is only sent
 * with one; prices and stock are the selected store's. Defaults are left out of the address.
 */
export function searchApiQuery(state: TSearchState, storeId: string | null): TSearchApiQuery {
  return {
    q: state.q,
    storeId: storeId ?? undefined,
    category: state.category ?? undefined,
    inStock: state.inStock && storeId ? 'true' : undefined,
    rx: state.rx ?? undefined,
    sort: state.sort !== 'relevance' ? state.sort : undefined,
    page: state.page > 1 ? state.page : undefined,
  };
}
