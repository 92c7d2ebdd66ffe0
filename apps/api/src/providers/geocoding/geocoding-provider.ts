/**
 * Address search and reverse geocoding behind one interface (CONVENTIONS "Providers behind
 * interfaces"): the offline GeoNames gazetteer by default, Google when GOOGLE_MAPS_SERVER_KEY is set.
 */
import type { TPlaceDetails, TPlacePrediction, TReverseGeocodeResponse } from '@dawanow/shared/geocoding';

export type Coordinates = { latitude: number; longitude: number };

export type AutocompleteInput = {
  /** Trimmed, 3–100 characters, no control characters (ZAutocompleteQuery) */
  query: string;
  /** Where the customer is, to rank nearer places first */
  near: Coordinates | null;
  limit: number;
};

export interface GeocodingProvider {
  readonly name: 'offline' | 'google';
  /** Places in India matching what was typed; an empty list when nothing matches. */
  autocomplete(input: AutocompleteInput): Promise<TPlacePrediction[]>;
  /** null when there is no such place. */
  details(placeId: string): Promise<TPlaceDetails | null>;
  /** null when nothing is known near the point. */
  reverse(point: Coordinates): Promise<TReverseGeocodeResponse | null>;
}
