import { ZApiError } from '@dawanow/shared/errors';
import {
  ZApproximateLocation,
  ZAutocompleteQuery,
  ZAutocompleteResponse,
  ZMapsConfig,
  ZPlaceDetails,
  ZPlaceId,
  ZReverseGeocodeQuery,
  ZReverseGeocodeResponse,
} from '@dawanow/shared/geocoding';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../lib/access';
import { RATE_LIMITS, type RateLimitsService } from '../rate-limits/rate-limits.service';
import type { CdnGeoHint, GeocodingService } from './geocoding.service';

// Visitor-location headers of the CDNs we may run behind, in the order they are believed.
// Cloudflare needs the "Add visitor location headers" managed transform switched on.
const CDN_GEO_HEADERS = [
  { latitude: 'cf-iplatitude', longitude: 'cf-iplongitude', city: 'cf-ipcity' },
  { latitude: 'x-vercel-ip-latitude', longitude: 'x-vercel-ip-longitude', city: 'x-vercel-ip-city' },
  { latitude: 'cloudfront-viewer-latitude', longitude: 'cloudfront-viewer-longitude', city: 'cloudfront-viewer-city' },
] as const;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function cdnGeoHints(request: FastifyRequest): CdnGeoHint[] {
  return CDN_GEO_HEADERS.flatMap((names) => {
    const latitude = header(request, names.latitude);
    const longitude = header(request, names.longitude);
    return latitude !== null && longitude !== null ? [{ latitude, longitude, city: header(request, names.city) }] : [];
  });
}

const errors = { 400: ZApiError, 429: ZApiError, 503: ZApiError };

export const geocodingRoutes: FastifyPluginAsyncZod<{
  geocoding: GeocodingService;
  rateLimits: RateLimitsService;
  limitPerIp: number;
}> = async (app, { geocoding, rateLimits, limitPerIp }) => {
  // Each lookup may spend the operator's Google quota: counted per client address.
  const countLookup = (request: FastifyRequest) =>
    rateLimits.consume({ ...RATE_LIMITS.geocodingPerIp, max: limitPerIp }, request.ip);

  app.get(
    '/geocoding/autocomplete',
    {
      config: { access: access.public },
      schema: {
        tags: ['location'],
        summary: 'Places in India matching a search from 3 characters (localities, PIN codes, cities)',
        querystring: ZAutocompleteQuery,
        response: { 200: ZAutocompleteResponse, ...errors },
      },
    },
    async (request) => {
      await countLookup(request);
      return geocoding.autocomplete(request.query);
    },
  );

  app.get(
    '/geocoding/places/:placeId',
    {
      config: { access: access.public },
      schema: {
        tags: ['location'],
        summary: 'A place chosen from autocomplete: its address and coordinates',
        params: z.object({ placeId: ZPlaceId }),
        response: { 200: ZPlaceDetails, 404: ZApiError, ...errors },
      },
    },
    async (request) => {
      await countLookup(request);
      return geocoding.placeDetails(request.params.placeId);
    },
  );

  app.get(
    '/geocoding/reverse',
    {
      config: { access: access.public },
      schema: {
        tags: ['location'],
        summary: 'The address at a point in India (the coordinates themselves when nothing is known)',
        querystring: ZReverseGeocodeQuery,
        response: { 200: ZReverseGeocodeResponse, ...errors },
      },
    },
    async (request) => {
      await countLookup(request);
      return geocoding.reverse({ latitude: request.query.lat, longitude: request.query.lng });
    },
  );

  app.get(
    '/config/maps',
    {
      config: { access: access.public },
      schema: {
        tags: ['location'],
        summary: 'The Google Maps browser key, or null (SPEC get-maps-config)',
        response: { 200: ZMapsConfig },
      },
    },
    async () => geocoding.mapsConfig(),
  );

  app.get(
    '/location/approximate',
    {
      config: { access: access.public },
      schema: {
        tags: ['location'],
        summary: "The visitor's approximate location from CDN geo headers, else the default city",
        response: { 200: ZApproximateLocation },
      },
    },
    async (request, reply) => {
      // Differs per visitor: no shared cache may keep it
      reply.header('cache-control', 'private, no-store');
      return geocoding.approximateLocation(cdnGeoHints(request));
    },
  );
};
