/** Places and addresses in India through our API (SPEC §7), the maps key and the visitor's approximate location. */
import { z } from 'zod';
import { ZApiError } from '../errors';
import {
  ZApproximateLocation,
  ZAutocompleteQuery,
  ZAutocompleteResponse,
  ZMapsConfig,
  ZPlaceDetails,
  ZPlaceId,
  ZReverseGeocodeQuery,
  ZReverseGeocodeResponse,
} from '../geocoding';
import { access, endpoint } from './endpoint';

const tags = ['location'];
/** Lookups may be refused as bad input, counted out per client address, or find the provider down. */
const errors = { 400: ZApiError, 429: ZApiError, 503: ZApiError };

export const geocodingApi = {
  autocomplete: endpoint({
    method: 'GET',
    path: '/geocoding/autocomplete',
    access: access.public,
    tags,
    summary: 'Places in India matching a search from 3 characters (localities, PIN codes, cities)',
    query: ZAutocompleteQuery,
    responses: { 200: ZAutocompleteResponse, ...errors },
  }),
  place: endpoint({
    method: 'GET',
    path: '/geocoding/places/:placeId',
    access: access.public,
    tags,
    summary: 'A place chosen from autocomplete: its address and coordinates',
    params: z.object({ placeId: ZPlaceId }),
    responses: { 200: ZPlaceDetails, 404: ZApiError, ...errors },
  }),
  reverse: endpoint({
    method: 'GET',
    path: '/geocoding/reverse',
    access: access.public,
    tags,
    summary: 'The address at a point in India (the coordinates themselves when nothing is known)',
    query: ZReverseGeocodeQuery,
    responses: { 200: ZReverseGeocodeResponse, ...errors },
  }),
  mapsConfig: endpoint({
    method: 'GET',
    path: '/config/maps',
    access: access.public,
    tags,
    summary: 'The Google Maps browser key, or null (SPEC get-maps-config)',
    responses: { 200: ZMapsConfig },
  }),
  approximateLocation: endpoint({
    method: 'GET',
    path: '/location/approximate',
    access: access.public,
    tags,
    summary: "The visitor's approximate location from CDN geo headers, else the default city",
    responses: { 200: ZApproximateLocation },
  }),
};
