import {
  AUTOCOMPLETE_LIMIT,
  coordinatesOnly,
  coordinatesText,
  type TApproximateLocation,
  type TAutocompleteResponse,
  type TMapsConfig,
  type TPlaceDetails,
  type TReverseGeocodeResponse,
} from '@dawanow/shared/geocoding';
import { ZLatitude, ZLongitude } from '@dawanow/shared/stores';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import type { Coordinates, GeocodingProvider } from '../../providers/geocoding/geocoding-provider';

/** What a CDN said about the visitor's IP address, as sent (unchecked text). */
export type CdnGeoHint = { latitude: string; longitude: string; city: string | null };

type Logger = { warn(details: object, message: string): void };

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** A CDN's city header as a label: Vercel URL-encodes it; anything odd is dropped. */
function cityLabel(raw: string | null): string | null {
  if (!raw) return null;
  let city = raw;
  try {
    city = decodeURIComponent(raw);
  } catch {
    return null;
  }
  city = city.trim();
  return city.length > 0 && city.length <= 100 && !CONTROL_CHARACTERS.test(city) ? city : null;
}

export function createGeocodingService(deps: {
  provider: GeocodingProvider;
  config: Pick<AppConfig, 'googleMaps' | 'defaultLocation'>;
  log: Logger;
}) {
  const { provider, config, log } = deps;

  /** SPEC §4: when reverse geocoding fails, the address is the coordinates with 6 decimals. */
  async function reverse(point: Coordinates): Promise<TReverseGeocodeResponse> {
    try {
      return (await provider.reverse(point)) ?? coordinatesOnly(point.latitude, point.longitude);
    } catch (error) {
      log.warn({ err: error, provider: provider.name }, 'reverse geocoding failed; answering with the coordinates');
      return coordinatesOnly(point.latitude, point.longitude);
    }
  }

  return {
    async autocomplete(input: { q: string; lat?: number; lng?: number }): Promise<TAutocompleteResponse> {
      const near =
        input.lat !== undefined && input.lng !== undefined ? { latitude: input.lat, longitude: input.lng } : null;
      return { predictions: await provider.autocomplete({ query: input.q, near, limit: AUTOCOMPLETE_LIMIT }) };
    },

    async placeDetails(placeId: string): Promise<TPlaceDetails> {
      const place = await provider.details(placeId);
      if (!place) throw new AppError('NOT_FOUND', 'There is no such place.');
      return place;
    },

    reverse,

    /** SPEC §7 get-maps-config: the browser key only; the server's key never leaves the server. */
    mapsConfig(): TMapsConfig {
      return { success: true, googleMapsApiKey: config.googleMaps.browserKey };
    },

    /**
     * SPEC §4's last fallback: where the visitor's IP address is, when a CDN in front of us says so
     * and it is in India; otherwise the configured default city.
     */
    async approximateLocation(hints: CdnGeoHint[]): Promise<TApproximateLocation> {
      for (const hint of hints) {
        const latitude = ZLatitude.safeParse(hint.latitude);
        const longitude = ZLongitude.safeParse(hint.longitude);
        if (!latitude.success || !longitude.success) continue;
        const point = { latitude: latitude.data, longitude: longitude.data };
        const city =
          cityLabel(hint.city) ?? (await reverse(point)).city ?? coordinatesText(point.latitude, point.longitude);
        return { ...point, source: 'cdn', city };
      }
      const { latitude, longitude, city } = config.defaultLocation;
      return { latitude, longitude, source: 'default', city };
    },
  };
}
export type GeocodingService = ReturnType<typeof createGeocodingService>;
