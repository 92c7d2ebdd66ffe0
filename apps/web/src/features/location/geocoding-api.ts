/** Address search, place details, reverse geocoding and approximate location (SPEC §7), through our API. */
import { geocodingApi } from '@dawanow/shared/api/geocoding';
import { AUTOCOMPLETE_MIN_CHARS } from '@dawanow/shared/constants';
import { coordinatesText } from '@dawanow/shared/geocoding';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { callApi } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-query';
import type { Coordinates } from './api';

/** The address text for a point, for the header (`unknown`, in the reader's words, when it has none). */
export async function describePlace(coords: Coordinates, unknown: string): Promise<string> {
  try {
    const place = await callApi(geocodingApi.reverse, {
      query: { lat: coords.latitude.toFixed(6), lng: coords.longitude.toFixed(6) },
    });
    return place.address || unknown;
  } catch {
    // SPEC §4: when reverse geocoding fails, the coordinates with 6 decimals
    return coordinatesText(coords.latitude, coords.longitude);
  }
}

export async function approximateLocation(): Promise<{ coords: Coordinates; label: string }> {
  const place = await callApi(geocodingApi.approximateLocation, {});
  return { coords: { latitude: place.latitude, longitude: place.longitude }, label: place.city };
}

/** Autocomplete from 3 characters (SPEC §5), India only; `choose` resolves a suggestion to coordinates. */
export function usePlaceSearch(query: string) {
  const trimmed = useDeferredValue(query.trim());
  const search = useQuery({
    // Place names match whatever their case, so "pune" and "Pune" share one cached answer.
    queryKey: queryKeyOf(geocodingApi.autocomplete, { query: { q: trimmed.toLowerCase() } }),
    queryFn: ({ signal }) => callApi(geocodingApi.autocomplete, { query: { q: trimmed } }, { signal }),
    enabled: trimmed.length >= AUTOCOMPLETE_MIN_CHARS,
    select: (data) => data.predictions,
  });
  return {
    ...search,
    data: trimmed.length >= AUTOCOMPLETE_MIN_CHARS ? search.data : undefined,
    choose: (placeId: string) => callApi(geocodingApi.place, { params: { placeId } }),
  };
}
