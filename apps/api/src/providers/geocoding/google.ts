/**
 * The Google provider, used when GOOGLE_MAPS_SERVER_KEY is set: Places API (New) autocomplete and
 * details, and the Geocoding API for reverse geocoding. The key needs both APIs enabled and must not
 * be restricted by HTTP referrer (these are server-side calls).
 *
 * Untested against Google itself: written from Google's published request and response formats and
 * checked only against recorded-shape fakes (google.test.ts). Check it with a real key before relying on it.
 */
import type { TPlaceDetails, TPlacePrediction, TReverseGeocodeResponse } from '@dawanow/shared/geocoding';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { GeocodingProvider } from './geocoding-provider';

const PLACES_URL = 'https://places.googleapis.com/v1';
const GEOCODE_URL = 'https://maps.googleapis.com/maps/api/geocode/json';
// Autocomplete runs while the customer types: a slow answer is worse than none
const TIMEOUT_MS = 4000;
// Soft preference for places near the customer (Google's maximum bias radius is 50 km)
const BIAS_RADIUS_METRES = 50_000;

const ZText = z.object({ text: z.string() });
const ZAutocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: ZText,
            structuredFormat: z.object({ mainText: ZText, secondaryText: ZText.optional() }).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});
const ZPlaceAnswer = z.object({
  id: z.string(),
  displayName: ZText.optional(),
  formattedAddress: z.string().default(''),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  addressComponents: z.array(z.object({ longText: z.string(), types: z.array(z.string()) })).default([]),
});
const ZGeocodeAnswer = z.object({
  status: z.string(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        address_components: z.array(z.object({ long_name: z.string(), types: z.array(z.string()) })),
      }),
    )
    .default([]),
});

type Component = { name: string; types: string[] };
const componentOf = (components: Component[], type: string) =>
  components.find((component) => component.types.includes(type))?.name ?? null;

/** SPEC §7: the address text from premise or street number, route, sublocality, locality. */
export function addressFromComponents(components: Component[]): string | null {
  const parts = [
    componentOf(components, 'premise') ?? componentOf(components, 'street_number'),
    componentOf(components, 'route'),
    componentOf(components, 'sublocality'),
    componentOf(components, 'locality'),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
}

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'Address search is not available right now. Please try again.');

export function createGoogleGeocoder(options: {
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): GeocodingProvider {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  /** The parsed answer; null when Google answers with one of `missingStatuses` (no such place). */
  async function call<T>(schema: z.ZodType<T>, url: string, init: RequestInit = {}, missingStatuses = [404]) {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      throw unavailable();
    }
    if (missingStatuses.includes(response.status)) return null;
    if (!response.ok) throw unavailable();
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw unavailable();
    return parsed.data as T;
  }

  const placesHeaders = (fieldMask: string) => ({
    'content-type': 'application/json',
    'x-goog-api-key': options.apiKey,
    'x-goog-fieldmask': fieldMask,
  });

  return {
    name: 'google',

    async autocomplete({ query, near, limit }): Promise<TPlacePrediction[]> {
      const answer = await call(ZAutocompleteAnswer, `${PLACES_URL}/places:autocomplete`, {
        method: 'POST',
        headers: placesHeaders(
          'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat',
        ),
        body: JSON.stringify({
          input: query,
          includedRegionCodes: ['in'],
          languageCode: 'en',
          ...(near ? { locationBias: { circle: { center: near, radius: BIAS_RADIUS_METRES } } } : {}),
        }),
      });
      return (answer?.suggestions ?? [])
        .flatMap(({ placePrediction }) => (placePrediction ? [placePrediction] : []))
        .slice(0, limit)
        .map((prediction) => ({
          id: prediction.placeId,
          primary_text: prediction.structuredFormat?.mainText.text ?? prediction.text.text,
          secondary_text: prediction.structuredFormat?.secondaryText?.text ?? '',
          formatted_address: prediction.text.text,
        }));
    },

    async details(placeId): Promise<TPlaceDetails | null> {
      const place = await call(
        ZPlaceAnswer,
        `${PLACES_URL}/places/${encodeURIComponent(placeId)}?languageCode=en`,
        {
          headers: placesHeaders('id,displayName,formattedAddress,location,addressComponents'),
        },
        // Places (New) answers 400 to an id it cannot read
        [400, 404],
      );
      if (!place) return null;
      const components = place.addressComponents.map((c) => ({ name: c.longText, types: c.types }));
      return {
        id: place.id,
        name: place.displayName?.text ?? place.formattedAddress,
        formatted_address: place.formattedAddress,
        latitude: place.location.latitude,
        longitude: place.location.longitude,
        postal_code: componentOf(components, 'postal_code'),
        city: componentOf(components, 'locality') ?? componentOf(components, 'administrative_area_level_3'),
        state: componentOf(components, 'administrative_area_level_1'),
      };
    },

    async reverse({ latitude, longitude }): Promise<TReverseGeocodeResponse | null> {
      const url = new URL(GEOCODE_URL);
      url.searchParams.set('latlng', `${latitude},${longitude}`);
      url.searchParams.set('language', 'en');
      url.searchParams.set('key', options.apiKey);
      const answer = await call(ZGeocodeAnswer, url.toString());
      if (!answer || answer.status === 'ZERO_RESULTS') return null;
      const [result] = answer.results;
      if (answer.status !== 'OK' || !result) throw unavailable();
      const components = result.address_components.map((c) => ({ name: c.long_name, types: c.types }));
      const locality = componentOf(components, 'sublocality') ?? componentOf(components, 'locality');
      return {
        address: addressFromComponents(components) ?? result.formatted_address,
        locality,
        postal_code: componentOf(components, 'postal_code'),
        city: componentOf(components, 'locality'),
        state: componentOf(components, 'administrative_area_level_1'),
        latitude,
        longitude,
        precision: locality ? 'locality' : 'city',
      };
    },
  };
}
