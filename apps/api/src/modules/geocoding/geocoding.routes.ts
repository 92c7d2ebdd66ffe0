import { geocodingApi } from '@dawanow/shared/api/geocoding';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/endpoint';
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

export const geocodingRoutes: FastifyPluginAsync<{
  geocoding: GeocodingService;
  rateLimits: RateLimitsService;
  limitPerIp: number;
}> = async (app, { geocoding, rateLimits, limitPerIp }) => {
  // Each lookup may spend the operator's Google quota: counted per client address.
  const countLookup = (request: { ip: string }) =>
    rateLimits.consume({ ...RATE_LIMITS.geocodingPerIp, max: limitPerIp }, request.ip);

  route(app, geocodingApi.autocomplete, async (request) => {
    await countLookup(request);
    return geocoding.autocomplete(request.query);
  });

  route(app, geocodingApi.place, async (request) => {
    await countLookup(request);
    return geocoding.placeDetails(request.params.placeId);
  });

  route(app, geocodingApi.reverse, async (request) => {
    await countLookup(request);
    return geocoding.reverse({ latitude: request.query.lat, longitude: request.query.lng });
  });

  route(app, geocodingApi.mapsConfig, () => geocoding.mapsConfig());

  route(app, geocodingApi.approximateLocation, (request, reply) => {
    // Differs per visitor: no shared cache may keep it
    reply.header('cache-control', 'private, no-store');
    return geocoding.approximateLocation(cdnGeoHints(request));
  });
};
