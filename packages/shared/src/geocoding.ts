/**
 * Address search, place details, reverse geocoding, maps configuration and approximate location
 * (SPEC §4 "Location", §7 get-maps-config / maps geocoder / places calls). The same answers come
 * from the offline gazetteer and from Google.
 */
import { z } from 'zod';
import { AUTOCOMPLETE_MIN_CHARS } from './constants';
import { ZLatitude, ZLongitude } from './stores';
import { plainText } from './text';

export const AUTOCOMPLETE_MAX_CHARS = 100;
/** Predictions per autocomplete answer (Google's own maximum is 5; the gazetteer gives a few more). */
export const AUTOCOMPLETE_LIMIT = 8;

const tooShort = `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters to search`;

/**
 * SPEC §5: at least 3 characters, India only. The optional coordinates (where the customer is)
 * rank nearer places first.
 */
export const ZAutocompleteQuery = z
  .object({
    q: plainText({
      label: 'The search',
      required: tooShort,
      min: AUTOCOMPLETE_MIN_CHARS,
      max: AUTOCOMPLETE_MAX_CHARS,
      tooLong: `Search with at most ${AUTOCOMPLETE_MAX_CHARS} characters`,
    }),
    lat: ZLatitude.optional(),
    lng: ZLongitude.optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Send both lat and lng, or neither',
    path: ['lat'],
  });
export type TAutocompleteQuery = z.input<typeof ZAutocompleteQuery>;

/** Gazetteer row ids and Google place ids: letters, digits, '-' and '_'. */
export const ZPlaceId = z.string().regex(/^[A-Za-z0-9_-]{1,512}$/, 'Not a place id');

export const ZPlacePrediction = z.object({
  /** Pass to the place details call */
  id: z.string(),
  /** The locality, e.g. "Indiranagar (Bangalore)" */
  primary_text: z.string(),
  /** Where it is, e.g. "Bengaluru, Karnataka 560038" */
  secondary_text: z.string(),
  formatted_address: z.string(),
});
export type TPlacePrediction = z.infer<typeof ZPlacePrediction>;

export const ZAutocompleteResponse = z.object({ predictions: z.array(ZPlacePrediction) });
export type TAutocompleteResponse = z.infer<typeof ZAutocompleteResponse>;

/** SPEC §7 places details: formatted_address, geometry and name, plus what an address form needs. */
export const ZPlaceDetails = z.object({
  id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  postal_code: z.string().nullable(),
  /** City or, in the gazetteer, the district (e.g. "Bengaluru") */
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type TPlaceDetails = z.infer<typeof ZPlaceDetails>;

export const ZReverseGeocodeQuery = z.object({ lat: ZLatitude, lng: ZLongitude });
export type TReverseGeocodeQuery = z.input<typeof ZReverseGeocodeQuery>;

/**
 * How much of the answer to trust: `locality` names the place itself; `city` only the city or
 * district (the nearest known locality is too far away to name); `coordinates` found nothing.
 */
export const ZReversePrecision = z.enum(['locality', 'city', 'coordinates']);
export type TReversePrecision = z.infer<typeof ZReversePrecision>;

export const ZReverseGeocodeResponse = z.object({
  /** Text to show for the location; the coordinates with 6 decimals when nothing was found (SPEC §4) */
  address: z.string(),
  locality: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  precision: ZReversePrecision,
});
export type TReverseGeocodeResponse = z.infer<typeof ZReverseGeocodeResponse>;

/** SPEC §4: "If reverse geocoding fails, the address falls back to the coordinates with 6 decimals". */
export function coordinatesText(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** The answer when nothing is known about a point. */
export function coordinatesOnly(latitude: number, longitude: number): TReverseGeocodeResponse {
  return {
    address: coordinatesText(latitude, longitude),
    locality: null,
    postal_code: null,
    city: null,
    state: null,
    latitude,
    longitude,
    precision: 'coordinates',
  };
}

/** SPEC §7 get-maps-config: the browser key, or null when Google Maps is not configured. */
export const ZMapsConfig = z.object({
  success: z.literal(true),
  googleMapsApiKey: z.string().nullable(),
});
export type TMapsConfig = z.infer<typeof ZMapsConfig>;

/** SPEC §4: the last fallback of the location flow ("Using approximate location"). */
export const ZApproximateLocation = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** `cdn`: from the visitor's IP, as the CDN located it; `default`: the configured default city */
  source: z.enum(['cdn', 'default']),
  /** A label for the header: the city, else what reverse geocoding knows, else the coordinates */
  city: z.string(),
});
export type TApproximateLocation = z.infer<typeof ZApproximateLocation>;
