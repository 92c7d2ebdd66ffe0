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
import type { ClosureSpan, StoreRow, StoresRepository } from './stores.repository';

type NearbyQuery = z.output<typeof ZNearbyStoresQuery>;

// Enough keys for a city's worth of distinct customer locations; the oldest go first.
const CACHE_MAX_ENTRIES = 20_000;

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

export function createStoresService(repository: StoresRepository, clock: () => Date = () => new Date()) {
  // SPEC §7: answers are cached per coordinate pair (4 decimals) for 5 minutes. In process memory:
  // each API process keeps its own, which is what a locator cache of minutes needs.
  const cache = new Map<string, { expiresAt: number; value: TNearbyStoresResponse }>();

  return {
    async nearby(query: NearbyQuery): Promise<TNearbyStoresResponse> {
      const now = clock();
      const key = `${locatorCacheKey(query.lat, query.lng)}|${query.radius}|${query.limit}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now.getTime()) return cached.value;

      const rows = await repository.findNearby(query.lat, query.lng, query.radius, query.limit, now);
      const stores = rows.map(({ store, closures, distanceMetres }) => toSummary(store, closures, distanceMetres, now));
      const value = { stores, serviceable: stores.some((store) => store.is_serviceable), radius_km: query.radius };

      cache.delete(key);
      cache.set(key, { expiresAt: now.getTime() + STORE_LOCATOR_CACHE_MS, value });
      if (cache.size > CACHE_MAX_ENTRIES) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return value;
    },

    /**
     * Forgets the cached answers, after a store's closures changed: this process's customers see the store
     * closed at once (other processes within the cache's 5 minutes; checkout always reads afresh).
     */
    forgetNearby(): void {
      cache.clear();
    },

    /**
     * Forgets the cached answers that list this store, after something they show of it changed (a new rating):
     * this process's next locator answer reads it afresh, while answers about other places stay cached.
     */
    forgetStore(storeId: string): void {
      for (const [key, entry] of cache) {
        if (entry.value.stores.some((store) => store.id === storeId)) cache.delete(key);
      }
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
