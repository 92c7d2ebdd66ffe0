import { STORE_LOCATOR_CACHE_MS } from '@dawanow/shared/constants';
import { locatorCacheKey, ZNearbyStoresResponse } from '@dawanow/shared/stores';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type Coordinates = { latitude: number; longitude: number };

/** SPEC §7 store-locator: cached on the client per coordinate pair (4 decimals) for 5 minutes, like the server. */
export function nearbyStoresQuery(coords: Coordinates) {
  return {
    queryKey: ['stores-nearby', locatorCacheKey(coords.latitude, coords.longitude)],
    queryFn: () =>
      apiRequest(
        `/stores/nearby?lat=${coords.latitude.toFixed(6)}&lng=${coords.longitude.toFixed(6)}&radius=5&limit=10`,
        ZNearbyStoresResponse,
      ),
    staleTime: STORE_LOCATOR_CACHE_MS,
  };
}

export function fetchNearbyStores(queryClient: QueryClient, coords: Coordinates) {
  return queryClient.fetchQuery(nearbyStoresQuery(coords));
}
