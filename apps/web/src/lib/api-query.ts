/**
 * TanStack Query options from an endpoint's contract. The cache key is the endpoint's address as a list —
 * `['orders', id, 'invoice']`, then the query or body when there is one — so one read has one key wherever it
 * is used, and invalidating `['orders']` or `['orders', id]` reaches everything beneath it.
 */
import type { TEndpoint, TEndpointInput } from '@dawanow/shared/api/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { callApi, type InputArgument } from './api-client';

/** The cache key of a read: path segments with parameters filled in, then the query and body if any. */
export function queryKeyOf<E extends TEndpoint>(definition: E, ...[input]: InputArgument<E>): readonly unknown[] {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, string>; query?: unknown; body?: unknown };
  const segments = definition.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? (params?.[segment.slice(1)] ?? segment) : segment));
  return [...segments, ...[query, body].filter((part) => part !== undefined)];
}

/** `useQuery(apiQueryOptions(catalogApi.categories))`, with any option beside it overriding. */
export function apiQueryOptions<E extends TEndpoint>(definition: E, ...[input]: InputArgument<E>) {
  const parts = (input ?? {}) as TEndpointInput<E>;
  return queryOptions({
    queryKey: queryKeyOf(definition, ...([parts] as InputArgument<E>)),
    queryFn: ({ signal }) => callApi(definition, parts, { signal }),
  });
}
