import { catalogApi } from '@dawanow/shared/api/catalog';
import { SUGGEST_MIN_CHARS } from '@dawanow/shared/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';
import { errorMessage, validationMessage } from '@/lib/i18n/error-message';
import { searchApiQuery, type TSearchState } from './search-state';

const ZFieldProblems = z.array(z.object({ message: z.string() })).min(1);

/**
 * What to tell the visitor when a search fails. A refused query carries the reason per field in
 * `details` ("Search text can be at most 100 characters"), which says more than the summary; both in the
 * reader's language.
 */
export function searchErrorMessage(error: Error): string {
  const problems = error instanceof ApiError ? ZFieldProblems.safeParse(error.details) : null;
  return problems?.success
    ? problems.data.map((problem) => validationMessage(problem.message)).join(' ')
    : errorMessage(error);
}

/**
 * Header suggestions for an already debounced, trimmed query. When the text changes, the previous
 * request loses its last observer and TanStack Query aborts it through `signal`; the previous answer
 * stays on screen until the next one arrives so the list does not flicker while typing.
 */
export function useSuggestions(query: string, storeId: string | null, isOpen: boolean) {
  return useQuery({
    ...apiQueryOptions(catalogApi.searchSuggestions, { query: { q: query, storeId: storeId ?? undefined } }),
    enabled: isOpen && query.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

/** `enabled` false while the store is still being found: results priced nowhere would be replaced at once. */
export function useSearchResults(state: TSearchState, storeId: string | null, enabled = true) {
  return useQuery({
    ...apiQueryOptions(catalogApi.search, { query: searchApiQuery(state, storeId) }),
    enabled: enabled && state.q !== '',
    // Changing a filter keeps the old results (dimmed) in place instead of jumping to skeletons.
    placeholderData: keepPreviousData,
  });
}
