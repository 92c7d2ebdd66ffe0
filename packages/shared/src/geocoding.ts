/** Geocoding contracts (SPEC §7: places autocomplete and details, reverse geocoder, maps config, IP location). */
import { z } from 'zod';
import { AUTOCOMPLETE_MIN_CHARS } from './constants';
import { ZLatitude, ZLongitude } from './stores';
import { plainText } from './text';

export const ZAutocompleteQuery = z.object({
  q: plainText(`Type at least ${AUTOCOMPLETE_MIN_CHARS} characters`, 100, 'Search text is too long').refine(
    (value) => value.length >= AUTOCOMPLETE_MIN_CHARS,
    `Type at least ${AUTOCOMPLETE_MIN_CHARS} characters`,
  ),
});

export const ZPlacePrediction = z.object({
  id: z.string(),
  primary_text: z.string(),
  secondary_text: z.string(),
  formatted_address: z.string(),
});
export const ZAutocompleteResponse = z.object({ predictions: z.array(ZPlacePrediction) });
export type TPlacePrediction = z.infer<typeof ZPlacePrediction>;

export const ZPlaceDetails = z.object({
  id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type TPlaceDetails = z.infer<typeof ZPlaceDetails>;

export const ZReverseGeocodeQuery = z.object({ lat: ZLatitude, lng: ZLongitude });
export const ZReverseGeocodeResponse = z.object({
  /** SPEC §4: the coordinates with 6 decimals when no place is known */
  address: z.string(),
  locality: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type TReverseGeocodeResponse = z.infer<typeof ZReverseGeocodeResponse>;

/** SPEC §7 get-maps-config */
export const ZMapsConfig = z.object({ success: z.literal(true), googleMapsApiKey: z.string().nullable() });

export const ZApproximateLocation = z.object({
  latitude: z.number(),
  longitude: z.number(),
  source: z.enum(['cdn', 'default']),
  city: z.string(),
});
export type TApproximateLocation = z.infer<typeof ZApproximateLocation>;
