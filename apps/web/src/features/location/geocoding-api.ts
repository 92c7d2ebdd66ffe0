/** Address search, place details, reverse geocoding and approximate location (SPEC §7), through our API. */
import { AUTOCOMPLETE_MIN_CHARS } from '@dawanow/shared/constants';
import {
  coordinatesText,
  ZApproximateLocation,
  ZAutocompleteResponse,
  ZPlaceDetails,
  ZReverseGeocodeResponse,
} from '@dawanow/shared/geocoding';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiRequest } from '@/lib/api-client';
import type { Coordinates } from './api';

/** The address text for a point, for the header ("Unknown location" when even that fails). */
export async function describePlace(coords: Coordinates): Promise<string> {
  try {
    const place = await apiRequest(
      `/geocoding/reverse?lat=${coords.latitude.toFixed(6)}&lng=${coords.longitude.toFixed(6)}`,
      ZReverseGeocodeResponse,
    );
    return place.address || 'Unknown location';
  } catch {
    // SPEC §4: when reverse geocoding fails, the coordinates with 6 decimals
    return coordinatesText(coords.latitude, coords.longitude);
  }
}

export async function approximateLocation(): Promise<{ coords: Coordinates; label: string }> {
  const place = await apiRequest('/location/approximate', ZApproximateLocation);
  return { coords: { latitude: place.latitude, longitude: place.longitude }, label: place.city };
}

/** Autocomplete from 3 characters (SPEC §5), India only; `choose` resolves a suggestion to coordinates. */
export function usePlaceSearch(query: string) {
  const trimmed = useDeferredValue(query.trim());
  const search = useQuery({
    queryKey: ['place-search', trimmed.toLowerCase()],
    queryFn: ({ signal }) =>
      apiRequest(`/geocoding/autocomplete?q=${encodeURIComponent(trimmed)}`, ZAutocompleteResponse, { signal }),
    enabled: trimmed.length >= AUTOCOMPLETE_MIN_CHARS,
    select: (data) => data.predictions,
  });
  return {
    ...search,
    data: trimmed.length >= AUTOCOMPLETE_MIN_CHARS ? search.data : undefined,
    choose: (placeId: string) => apiRequest(`/geocoding/places/${encodeURIComponent(placeId)}`, ZPlaceDetails),
  };
}
