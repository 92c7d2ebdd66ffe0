import { STORE_LOCATOR_CACHE_MS } from '@dawanow/shared/constants';
import { closureAt, hoursLabel, isStoreOpenAt, WEEKDAYS } from '@dawanow/shared/opening-hours';
import {
  locatorCacheKey,
  type TNearbyStoresResponse,
  type TStoreDetail,
  type TStoreSummary,
  type ZNearbyStoresQuery,
} from '@dawanow/shared/stores';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { jsonBytes, type ReadCache } from '../../lib/read-cache';
import type { ClosureSpan, StoreRow, StoresRepository } from './stores.repository';

type NearbyQuery = z.output<typeof ZNearbyStoresQuery>;

/**
 * SPEC §7: answers are kept per coordinate pair (4 decimals) for 5 minutes, and no longer than until a store or a
 * closure changes, in any process (read-cache.ts): a pharmacy that pauses, closes for a holiday or is approved
 * shows so in the next answer everywhere.
 */
const LOCATOR_TABLES = ['stores', 'store_closures'] as const;
// Enough for a city's worth of distinct customer locations (~7 KB an answer); the oldest go first
const LOCATOR_KEPT = { maxEntries: 20_000, maxBytes: 32 * 1024 * 1024 };

function toSummary(store: StoreRow, closures: ClosureSpan[], distanceMetres: number | null, now: Date): TStoreSummary {
  const isOpenNow = isStoreOpenAt(store.openingHours, closures, now);
  const closure = closureAt(closures, now);
  return {
    id: store.id,
    name: store.name,
    distance_km: distanceMetres === null ? null : Math.round(distanceMetres) / 1000,
    rating: store.rating,
    reviews: store.reviewCount,
    hours: hoursLabel(store.openingHours, now),
    image: store.imageUrl,
    drug_license_number: store.drugLicenceForm20,
    gstin: store.gstin,
    address: [store.addressLine1, store.addressLine2, store.locality].filter(Boolean).join(', '),
    locality: store.locality,
    city: store.city,
    postal_code: store.postalCode,
    phone: store.phone,
    latitude: store.latitude,
    longitude: store.longitude,
    status: store.status === 'paused' ? 'paused' : 'active',
    is_accepting_orders: store.isAcceptingOrders,
    is_open_now: isOpenNow,
    closure: closure && { reason: closure.reason, until: closure.endsAt.toISOString() },
    is_serviceable: store.status === 'active' && store.isAcceptingOrders && isOpenNow,
  };
}

export function createStoresService(
  repository: StoresRepository,
  readCache: Pick<ReadCache, 'partition'>,
  clock: () => Date = () => new Date(),
) {
  const kept = readCache.partition(LOCATOR_KEPT);

  return {
    nearby(query: NearbyQuery): Promise<TNearbyStoresResponse> {
      const key = `${locatorCacheKey(query.lat, query.lng)}|${query.radius}|${query.limit}`;
      return kept.read(
        key,
        LOCATOR_TABLES,
        STORE_LOCATOR_CACHE_MS,
        async () => {
          const now = clock();
          const rows = await repository.findNearby(query.lat, query.lng, query.radius, query.limit, now);
          const stores = rows.map(({ store, closures, distanceMetres }) =>
            toSummary(store, closures, distanceMetres, now),
          );
          return { stores, serviceable: stores.some((store) => store.is_serviceable), radius_km: query.radius };
        },
        jsonBytes,
      );
    },

    async detail(storeId: string): Promise<TStoreDetail> {
      const now = clock();
      const found = await repository.findListed(storeId, now);
      if (!found) throw new AppError('NOT_FOUND', 'This pharmacy is not on DawaNow.');
      const { store, closures } = found;
      return {
        ...toSummary(store, closures, null, now),
        drug_licence_form20: store.drugLicenceForm20,
        drug_licence_form21: store.drugLicenceForm21,
        drug_licence_valid_until: store.drugLicenceValidUntil,
        pharmacist_name: store.pharmacistName,
        pharmacist_registration_number: store.pharmacistRegistrationNumber,
        // Monday first (the database keeps JSON keys in its own order)
        weekly_hours: Object.fromEntries(WEEKDAYS.map((day) => [day, store.openingHours[day]])),
        email: store.email,
        state: store.state,
      };
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;
