import { storesApi } from '@dawanow/shared/api/stores';
import {
  STORE_LIST_LIMIT,
  STORE_LOCATOR_CACHE_DECIMALS,
  STORE_LOCATOR_CACHE_MS,
  STORE_RADIUS_KM,
} from '@dawanow/shared/constants';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-query';

export type Coordinates = { latitude: number; longitude: number };

/**
 * SPEC §7 store-locator: asked with 6 decimals, but cached on the client per coordinate pair rounded to
 * 4 (about 11 m) for 5 minutes, like the server: the key is the address at the cache's precision.
 */
export function nearbyStoresQuery(coords: Coordinates) {
  const at = (decimals: number) => ({
    lat: coords.latitude.toFixed(decimals),
    lng: coords.longitude.toFixed(decimals),
    radius: STORE_RADIUS_KM,
    limit: STORE_LIST_LIMIT,
  });
  return queryOptions({
    queryKey: queryKeyOf(storesApi.nearby, { query: at(STORE_LOCATOR_CACHE_DECIMALS) }),
    // No abort signal: the location provider awaits this fetch even when no screen is watching it.
    queryFn: () => callApi(storesApi.nearby, { query: at(6) }),
    staleTime: STORE_LOCATOR_CACHE_MS,
  });
}

export function fetchNearbyStores(queryClient: QueryClient, coords: Coordinates) {
  return queryClient.fetchQuery(nearbyStoresQuery(coords));
}
