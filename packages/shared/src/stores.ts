/** Store discovery contracts and rules (SPEC §3 store fields, §7 store-locator, §9 constants). */
import { z } from 'zod';
import { STORE_LIST_LIMIT, STORE_LOCATOR_CACHE_DECIMALS, STORE_RADIUS_KM } from './constants';

// India's bounding box (with its islands); coordinates outside it cannot have a partner store.
export const INDIA_BOUNDS = { minLat: 6.5, maxLat: 37.2, minLng: 68.0, maxLng: 97.5 } as const;

export const ZLatitude = z.coerce
  .number({ error: 'Latitude must be a number' })
  .min(INDIA_BOUNDS.minLat, 'This location is outside India')
  .max(INDIA_BOUNDS.maxLat, 'This location is outside India');
export const ZLongitude = z.coerce
  .number({ error: 'Longitude must be a number' })
  .min(INDIA_BOUNDS.minLng, 'This location is outside India')
  .max(INDIA_BOUNDS.maxLng, 'This location is outside India');

export const ZNearbyStoresQuery = z.object({
  lat: ZLatitude,
  lng: ZLongitude,
  // SPEC §9: a customer's store radius is 5 km. At least a metre: a radius such as 1e-320 km
  // underflows PostgreSQL's float8 (the endpoint fuzzer's 500).
  radius: z.coerce
    .number()
    .min(0.001, 'The radius is at least 1 m')
    .max(STORE_RADIUS_KM, `The radius is at most ${STORE_RADIUS_KM} km`)
    .default(STORE_RADIUS_KM),
  limit: z.coerce.number().int().min(1).max(50).default(STORE_LIST_LIMIT),
});
export type TNearbyStoresQuery = z.input<typeof ZNearbyStoresQuery>;

export const ZStoreStatus = z.enum(['active', 'paused', 'suspended']);
export type TStoreStatus = z.infer<typeof ZStoreStatus>;

export const ZStoreSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  distance_km: z.number().nullable(),
  rating: z.number().nullable(),
  reviews: z.int().nullable(),
  /** Today's hours in India, e.g. "8:00 AM - 10:00 PM" or "24 Hours" */
  hours: z.string().nullable(),
  image: z.string().nullable(),
  drug_license_number: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string(),
  locality: z.string(),
  city: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  status: ZStoreStatus,
  is_accepting_orders: z.boolean(),
  is_open_now: z.boolean(),
  /** The holiday closure in force now, if any: why, and when the store opens again (ISO instant) */
  closure: z.object({ reason: z.string(), until: z.iso.datetime({ offset: true }) }).nullable(),
  /** Active, accepting orders and open now: a customer can order from it */
  is_serviceable: z.boolean(),
});
export type TStoreSummary = z.infer<typeof ZStoreSummary>;

export const ZNearbyStoresResponse = z.object({
  stores: z.array(ZStoreSummary),
  /** SPEC §4: serviceable once a store is found within the radius that can take orders */
  serviceable: z.boolean(),
  radius_km: z.number(),
});
export type TNearbyStoresResponse = z.infer<typeof ZNearbyStoresResponse>;

export const ZStoreDetail = ZStoreSummary.extend({
  drug_licence_form20: z.string(),
  drug_licence_form21: z.string(),
  drug_licence_valid_until: z.string(),
  pharmacist_name: z.string(),
  pharmacist_registration_number: z.string(),
  weekly_hours: z.record(z.string(), z.array(z.object({ open: z.string(), close: z.string() }))),
  email: z.string(),
  state: z.string(),
});
export type TStoreDetail = z.infer<typeof ZStoreDetail>;

/** SPEC §7: the locator is cached per coordinate pair rounded to 4 decimals (about 11 m). */
export function locatorCacheKey(latitude: number, longitude: number): string {
  return `${latitude.toFixed(STORE_LOCATOR_CACHE_DECIMALS)},${longitude.toFixed(STORE_LOCATOR_CACHE_DECIMALS)}`;
}

// A stable pseudo-random number in [0, 1) from a store id, so placeholders do not change between renders.
function unitHash(seed: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return ((hash >>> 0) % 10_000) / 10_000;
}

export const PLACEHOLDER_HOURS = '8:00 AM - 10:00 PM';
/** The picture shown for a store without a photo of its own. */
export const STORE_PHOTO_PLACEHOLDER = '/images/stores/storefront-placeholder.svg';

/**
 * SPEC §3/§9: when the server omits rating, reviews, hours, image or licence, the client fills in
 * placeholders — hours "8:00 AM - 10:00 PM" or "24 Hours" (about 20%), rating 4.5–5.0, reviews 80–180.
 */
type PlaceholderFields = 'rating' | 'reviews' | 'hours' | 'image' | 'drug_license_number';
export function withStorePlaceholders<T extends Pick<TStoreSummary, 'id' | PlaceholderFields>>(
  store: T,
): Omit<T, PlaceholderFields> & {
  rating: number;
  reviews: number;
  hours: string;
  image: string;
  drug_license_number: string;
  isPlaceholder: { rating: boolean; reviews: boolean; hours: boolean; image: boolean; licence: boolean };
} {
  return {
    ...store,
    rating: store.rating ?? Math.round((4.5 + unitHash(store.id, 1) * 0.5) * 10) / 10,
    reviews: store.reviews ?? 80 + Math.floor(unitHash(store.id, 2) * 101),
    hours: store.hours ?? (unitHash(store.id, 3) < 0.2 ? '24 Hours' : PLACEHOLDER_HOURS),
    image: store.image ?? STORE_PHOTO_PLACEHOLDER,
    drug_license_number: store.drug_license_number ?? 'Licence on file',
    isPlaceholder: {
      rating: store.rating === null,
      reviews: store.reviews === null,
      hours: store.hours === null,
      image: store.image === null,
      licence: store.drug_license_number === null,
    },
  };
}
