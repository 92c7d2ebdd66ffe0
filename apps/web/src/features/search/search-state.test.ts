import { catalogApi } from '@dawanow/shared/api/catalog';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { readSearchState, searchApiQuery, searchStateParams, withFilters } from './search-state';

const STORE_ID = '4f0b6a3e-7d1c-4a55-9b3e-2f6d8c1a9e01';

describe('search state in the URL', () => {
  it('reads every filter and writes back the same URL', () => {
    const url = 'q=pan+40&category=acidity&inStock=true&rx=rx&sort=price_asc&page=3';
    const state = readSearchState(new URLSearchParams(url));
    expect(state).toEqual({
      q: 'pan 40',
      category: 'acidity',
      inStock: true,
      rx: 'rx',
      sort: 'price_asc',
      page: 3,
    });
    expect(searchStateParams(state).toString()).toBe(url);
  });

  it('falls back to the defaults for hand-edited values and leaves defaults out of the URL', () => {
    const state = readSearchState(new URLSearchParams('q=dolo&rx=maybe&sort=cheapest&page=-2&inStock=yes'));
    expect(state).toEqual({ q: 'dolo', category: null, inStock: false, rx: null, sort: 'relevance', page: 1 });
    expect(searchStateParams(state).toString()).toBe('q=dolo');
  });

  it('keeps an over-long query as typed so the API can say what is wrong', () => {
    const long = 'a'.repeat(300);
    expect(readSearchState(new URLSearchParams({ q: long })).q).toBe(long);
  });

  it('goes back to the first page when a filter or the sort changes', () => {
    const state = readSearchState(new URLSearchParams('q=dolo&page=4'));
    expect(withFilters(state, { rx: 'otc' })).toMatchObject({ rx: 'otc', page: 1 });
    expect(withFilters(state, { sort: 'price_desc' })).toMatchObject({ sort: 'price_desc', page: 1 });
  });

  it('asks the API for stock at the selected store only when one is selected', () => {
    const state = readSearchState(new URLSearchParams('q=dolo&inStock=true&page=2'));
    expect(apiUrl(catalogApi.search, { query: searchApiQuery(state, STORE_ID) })).toBe(
      `/api/search?q=dolo&storeId=${STORE_ID}&inStock=true&page=2`,
    );
    expect(apiUrl(catalogApi.search, { query: searchApiQuery(state, null) })).toBe('/api/search?q=dolo&page=2');
  });
});
