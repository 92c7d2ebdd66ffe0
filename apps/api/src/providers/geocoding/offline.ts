/**
 * The offline provider: the GeoNames India postal-code gazetteer in `places` (db/seed/gazetteer.ts).
 * Its coordinates are coarse — many localities share a district centroid — so reverse geocoding
 * names a locality only when one lies close to the point, and otherwise only the city.
 */
import type { TPlaceDetails, TPlacePrediction, TReverseGeocodeResponse } from '@dawanow/shared/geocoding';
import type { Coordinates, GeocodingProvider } from './geocoding-provider';
import type { PlaceRow, PlacesRepository } from './places.repository';

// Reverse geocoding looks this far, widening step by step so a city point stays a small index scan.
const SEARCH_RADII_METRES = [2_000, 5_000, 15_000, 50_000];
// Beyond this the nearest gazetteer locality is a different neighbourhood, and its PIN code is wrong
const LOCALITY_MAX_METRES = 5_000;
// How many neighbours vote on the city when no locality is close enough
const CITY_NEIGHBOURS = 50;

const PIN_PREFIX = /^\d{3,6}$/;
const SEARCHABLE = /[\p{L}\p{M}\p{N}]/u;
const PLACE_ID = /^[1-9]\d{0,9}$/;

/** "Bengaluru, Karnataka 560038" — where a place is, without its name. */
function placeArea(place: PlaceRow): string {
  return [place.district, `${place.state} ${place.postalCode}`].filter(Boolean).join(', ');
}

function formattedAddress(place: PlaceRow): string {
  return `${place.name}, ${placeArea(place)}`;
}

function toPrediction(place: PlaceRow): TPlacePrediction {
  return {
    id: String(place.id),
    primary_text: place.name,
    secondary_text: placeArea(place),
    formatted_address: formattedAddress(place),
  };
}

/** Lower-cased and single-spaced, commas dropped, as search_text is stored. */
export function normaliseSearchText(query: string): string {
  return query.toLowerCase().replace(/[,;]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The district most of the neighbours lie in (ties go to the nearer one), with its state. */
function prevailingDistrict(neighbours: PlaceRow[]): { district: string | null; state: string } | null {
  const votes = new Map<string, { district: string | null; state: string; count: number }>();
  for (const place of neighbours) {
    const key = `${place.district ?? ''}|${place.state}`;
    const entry = votes.get(key) ?? { district: place.district, state: place.state, count: 0 };
    entry.count += 1;
    votes.set(key, entry);
  }
  let best: { district: string | null; state: string; count: number } | null = null;
  for (const entry of votes.values()) if (!best || entry.count > best.count) best = entry;
  return best;
}

export function createOfflineGeocoder(repository: PlacesRepository): GeocodingProvider {
  return {
    name: 'offline',

    async autocomplete({ query, near, limit }) {
      const text = normaliseSearchText(query);
      const digits = text.replace(/\s/g, '');
      if (PIN_PREFIX.test(digits)) {
        const rows =
          digits.length === 6
            ? await repository.findByPostalCode(digits, limit)
            : await repository.findByPostalCodePrefix(digits, limit);
        return rows.map(toPrediction);
      }
      // Nothing to look up (punctuation, wildcards): pg_trgm would have to read the whole index
      if (!SEARCHABLE.test(text)) return [];
      // SPEC: prefix matches first; typo-tolerant matches only fill what is left
      const byPrefix = await repository.searchByWordPrefixes(text, { limit, near });
      const bySimilarity =
        byPrefix.length < limit
          ? await repository.searchBySimilarity(text, {
              limit: limit - byPrefix.length,
              near,
              excludeIds: byPrefix.map((place) => place.id),
            })
          : [];
      return [...byPrefix, ...bySimilarity].map(toPrediction);
    },

    async details(placeId): Promise<TPlaceDetails | null> {
      if (!PLACE_ID.test(placeId) || Number(placeId) > 2_147_483_647) return null;
      const place = await repository.findById(Number(placeId));
      if (!place) return null;
      return {
        id: String(place.id),
        name: place.name,
        formatted_address: formattedAddress(place),
        latitude: place.latitude,
        longitude: place.longitude,
        postal_code: place.postalCode,
        city: place.district,
        state: place.state,
      };
    },

    async reverse({ latitude, longitude }: Coordinates): Promise<TReverseGeocodeResponse | null> {
      let neighbours: Awaited<ReturnType<PlacesRepository['findNearest']>> = [];
      for (const radius of SEARCH_RADII_METRES) {
        neighbours = await repository.findNearest(latitude, longitude, radius, CITY_NEIGHBOURS);
        if (neighbours.length > 0) break;
      }
      const [nearest] = neighbours;
      if (!nearest) return null;
      if (nearest.distanceMetres <= LOCALITY_MAX_METRES) {
        return {
          address: formattedAddress(nearest),
          locality: nearest.name,
          postal_code: nearest.postalCode,
          city: nearest.district,
          state: nearest.state,
          latitude,
          longitude,
          precision: 'locality',
        };
      }
      const area = prevailingDistrict(neighbours) ?? nearest;
      return {
        address: [area.district, area.state].filter(Boolean).join(', '),
        locality: null,
        postal_code: null,
        city: area.district,
        state: area.state,
        latitude,
        longitude,
        precision: 'city',
      };
    },
  };
}
