import { QUERY_RETRY } from '@dawanow/shared/constants';
import { SUGGEST_MIN_CHARS, ZSearchResults, ZSuggestions } from '@dawanow/shared/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { searchApiParams, type TSearchState } from './search-state';

// A request the API refused (e.g. a 300-character q) fails the same way again: show its message at once.
function retriesServerErrors(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < QUERY_RETRY;
}

const ZFieldProblems = z.array(z.object({ message: z.string() })).min(1);

/**
 * What to tell the visitor when a search fails. A refused query carries the reason per field in
 * `details` ("Search text can be at most 100 characters"), which says more than the summary.
 */
export function searchErrorMessage(error: Error): string {
  const problems = error instanceof ApiError ? ZFieldProblems.safeParse(error.details) : null;
  return problems?.success ? problems.data.map((problem) => problem.message).join(' ') : error.message;
}

/**
 * Header suggestions for an already debounced, trimmed query. When the text changes, the previous
 * request loses its last observer and TanStack Query aborts it through `signal`; the previous answer
 * stays on screen until the next one arrives so the list does not flicker while typing.
 */
export function useSuggestions(query: string, storeId: string | null, isOpen: boolean) {
  return useQuery({
    queryKey: ['search-suggestions', query, storeId],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ q: query });
      if (storeId) params.set('storeId', storeId);
      return apiRequest(`/search/suggestions?${params}`, ZSuggestions, { signal });
    },
    enabled: isOpen && query.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
    retry: retriesServerErrors,
  });
}

export function useSearchResults(state: TSearchState, storeId: string | null) {
  const params = searchApiParams(state, storeId).toString();
  return useQuery({
    queryKey: ['search', params],
    queryFn: ({ signal }) => apiRequest(`/search?${params}`, ZSearchResults, { signal }),
    enabled: state.q !== '',
    // Changing a filter keeps the old results (dimmed) in place instead of jumping to skeletons.
    placeholderData: keepPreviousData,
    retry: retriesServerErrors,
  });
}
