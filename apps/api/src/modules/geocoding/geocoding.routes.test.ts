/**
 * Address search, place details, reverse geocoding, maps config and approximate location on the
 * real GeoNames gazetteer, loaded once for this file (other API test files skip it).
 */
import type { TPlacePrediction } from '@dawanow/shared/geocoding';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loadGazetteer: true });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

async function autocomplete(q: string, extra = '') {
  const res = await get(`/api/geocoding/autocomplete?q=${encodeURIComponent(q)}${extra}`);
  return { res, predictions: (res.statusCode === 200 ? res.json().predictions : []) as TPlacePrediction[] };
}

async function placeCount() {
  const [row] = await queryRows<{ count: number }>(t.app, sql`select count(*)::int as count from places`);
  return row?.count ?? 0;
}

const MG_ROAD = 'lat=12.9756&lng=77.6066';

describe('the gazetteer seed step', () => {
  it('loads every GeoNames India postal code once, deduplicated on PIN code and name', async () => {
    // 155,570 GeoNames rows, of which 28 repeat a (PIN code, name) pair
    expect(await placeCount()).toBe(155_542);
    const [indiranagar] = await queryRows<{ search_text: string; district: string; accuracy: number }>(
      t.app,
      sql`select search_text, district, accuracy from places where postal_code = '560038' and name = 'Indiranagar (Bangalore)'`,
    );
    expect(indiranagar).toEqual({
      search_text: 'indiranagar (bangalore) bengaluru karnataka 560038',
      district: 'Bengaluru',
      accuracy: 4,
    });
  });

  it('leaves the search indexes in place after the bulk load', async () => {
    const indexes = await queryRows<{ indexname: string }>(
      t.app,
      sql`select indexname from pg_indexes where tablename = 'places' order by indexname`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining(['places_location_gist', 'places_postal_code_name_idx', 'places_search_trgm']),
    );
  });
});

describe('GET /api/geocoding/autocomplete', () => {
  it('finds Indiranagar, Bengaluru from "Indira", and first when searching from near MG Road', async () => {
    const { res, predictions } = await autocomplete('Indira');
    expect(res.statusCode).toBe(200);
    expect(predictions.length).toBeGreaterThan(0);
    expect(predictions.length).toBeLessThanOrEqual(8);
    expect(predictions.map((p) => p.formatted_address)).toContain(
      'Indiranagar (Bangalore), Bengaluru, Karnataka 560038',
    );

    const near = await autocomplete('indira', `&${MG_ROAD}`);
    expect(near.predictions[0]).toMatchObject({
      primary_text: 'Indiranagar (Bangalore)',
      secondary_text: 'Bengaluru, Karnataka 560038',
    });
  });

  it('ranks names starting with the search before names that only contain it', async () => {
    const { predictions } = await autocomplete('Indira');
    const startsWith = predictions.map((p) => p.primary_text.toLowerCase().startsWith('indira'));
    expect(startsWith.indexOf(false) === -1 || !startsWith.slice(startsWith.indexOf(false)).includes(true)).toBe(true);
  });

  it('finds Bengaluru PIN codes from "5600", one suggestion per PIN code in order', async () => {
    const { res, predictions } = await autocomplete('5600');
    expect(res.statusCode).toBe(200);
    expect(predictions).toHaveLength(8);
    const pins = predictions.map((p) => p.secondary_text.slice(-6));
    expect(pins.every((pin) => pin.startsWith('5600'))).toBe(true);
    expect(new Set(pins).size).toBe(pins.length);
    expect([...pins].sort()).toEqual(pins);
    expect(predictions.every((p) => p.secondary_text.includes('Bengaluru, Karnataka'))).toBe(true);
  });

  it('lists the localities of a complete PIN code', async () => {
    const { predictions } = await autocomplete('560038');
    expect(predictions.length).toBeGreaterThan(0);
    expect(predictions.every((p) => p.secondary_text.endsWith('560038'))).toBe(true);
    expect(predictions.map((p) => p.primary_text)).toContain('Indiranagar (Bangalore)');
  });

  it('forgives a typo: "Koramangla" still finds Koramangala, Bengaluru', async () => {
    const { res, predictions } = await autocomplete('Koramangla');
    expect(res.statusCode).toBe(200);
    expect(predictions.map((p) => p.formatted_address)).toContain('Koramangala, Bengaluru, Karnataka 560034');
  });

  it('finds places by city and by several words in any order', async () => {
    const city = await autocomplete('Bengaluru');
    expect(city.predictions.length).toBeGreaterThan(0);
    expect(city.predictions.every((p) => p.secondary_text.startsWith('Bengaluru, Karnataka'))).toBe(true);

    const words = await autocomplete('karnataka koramangala');
    expect(words.predictions.map((p) => p.primary_text)).toContain('Koramangala');
  });

  it('refuses fewer than 3 characters, a missing query and more than 100 characters', async () => {
    for (const url of [
      '/api/geocoding/autocomplete?q=a',
      '/api/geocoding/autocomplete?q=ab',
      '/api/geocoding/autocomplete?q=%20%20ab%20',
      '/api/geocoding/autocomplete?q=',
      '/api/geocoding/autocomplete',
      `/api/geocoding/autocomplete?q=${'a'.repeat(500)}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('answers a Hindi search cleanly (the gazetteer is in English)', async () => {
    const { res, predictions } = await autocomplete('बेंगलुरु');
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(predictions)).toBe(true);
  });

  it('treats SQL, LIKE wildcards and markup as plain text, changing nothing', async () => {
    const before = await placeCount();
    for (const q of [
      "'; DROP TABLE places; --",
      "%' OR '1'='1",
      'Indira%',
      '%%%',
      '___',
      '\\\\\\',
      '<script>alert(1)</script>',
      '"); select pg_sleep(5); --',
    ]) {
      const { res, predictions } = await autocomplete(q);
      expect(res.statusCode, q).toBe(200);
      expect(res.body, q).not.toContain('<script>');
      if (/^[%_\\]+$/.test(q)) expect(predictions, q).toEqual([]);
    }
    expect(await placeCount()).toBe(before);
  });

  it('refuses control characters and a half-given location bias', async () => {
    expect((await get('/api/geocoding/autocomplete?q=Indira%00nagar')).statusCode).toBe(400);
    expect((await get('/api/geocoding/autocomplete?q=Indira&lat=12.97')).statusCode).toBe(400);
    expect((await get('/api/geocoding/autocomplete?q=Indira&lat=51.5&lng=-0.12')).statusCode).toBe(400);
  });
});

describe('GET /api/geocoding/places/:placeId', () => {
  it('gives the address and coordinates of a suggestion', async () => {
    const { predictions } = await autocomplete('560038');
    const suggestion = predictions.find((p) => p.primary_text === 'Indiranagar (Bangalore)');
    const res = await get(`/api/geocoding/places/${suggestion?.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: suggestion?.id,
      name: 'Indiranagar (Bangalore)',
      formatted_address: 'Indiranagar (Bangalore), Bengaluru, Karnataka 560038',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      postal_code: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
  });

  it('answers 404 for a place that does not exist and 400 for something that is no place id', async () => {
    for (const id of ['999999999', '99999999999', 'ChIJbU60yXAWrjsR4E9-UejD3_g', '0']) {
      const res = await get(`/api/geocoding/places/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    for (const id of ['1%3Bdrop', '..%2F1', 'a%20b']) {
      expect((await get(`/api/geocoding/places/${id}`)).statusCode, id).toBe(400);
    }
  });
});

describe('GET /api/geocoding/reverse', () => {
  it('names the locality and PIN code when a gazetteer place is close to the point', async () => {
    // Hoskote's GeoNames point, 100 m away
    const res = await get('/api/geocoding/reverse?lat=13.0716&lng=77.7981');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      address: 'Hoskote, Bangalore Rural, Karnataka 562114',
      locality: 'Hoskote',
      postal_code: '562114',
      city: 'Bangalore Rural',
      state: 'Karnataka',
      precision: 'locality',
    });
  });

  it('says Bengaluru near MG Road, where the nearest GeoNames locality is too far to name', async () => {
    const res = await get(`/api/geocoding/reverse?${MG_ROAD}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      address: 'Bengaluru, Karnataka',
      locality: null,
      postal_code: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9756,
      longitude: 77.6066,
      precision: 'city',
    });
  });

  it('falls back to the coordinates with 6 decimals where nothing is known (SPEC §4)', async () => {
    // The Bay of Bengal, inside India's bounding box
    const res = await get('/api/geocoding/reverse?lat=15&lng=88');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ address: '15.000000, 88.000000', locality: null, precision: 'coordinates' });
  });

  it('refuses points outside India and coordinates that are not numbers', async () => {
    for (const query of ['lat=0&lng=60', 'lat=-33.86&lng=151.2', 'lat=12.97', 'lat=north&lng=77.6', 'lat=&lng=']) {
      const res = await get(`/api/geocoding/reverse?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/location/approximate', () => {
  it('answers the configured default city without CDN headers', async () => {
    const res = await get('/api/location/approximate');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ latitude: 12.9756, longitude: 77.6066, source: 'default', city: 'Bengaluru' });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("uses Cloudflare's, Vercel's or CloudFront's visitor location headers", async () => {
    const cloudflare = await get('/api/location/approximate', {
      'cf-iplatitude': '19.0760',
      'cf-iplongitude': '72.8777',
      'cf-ipcity': 'Mumbai',
    });
    expect(cloudflare.json()).toEqual({ latitude: 19.076, longitude: 72.8777, source: 'cdn', city: 'Mumbai' });

    const vercel = await get('/api/location/approximate', {
      'x-vercel-ip-latitude': '28.6315',
      'x-vercel-ip-longitude': '77.2167',
      'x-vercel-ip-city': 'New%20Delhi',
    });
    expect(vercel.json()).toMatchObject({ source: 'cdn', city: 'New Delhi' });

    // No city header: the gazetteer names it
    const cloudfront = await get('/api/location/approximate', {
      'cloudfront-viewer-latitude': '13.0707',
      'cloudfront-viewer-longitude': '77.7981',
    });
    expect(cloudfront.json()).toEqual({
      latitude: 13.0707,
      longitude: 77.7981,
      source: 'cdn',
      city: 'Bangalore Rural',
    });
  });

  it('ignores CDN locations outside India and header values that are not coordinates', async () => {
    const unusable: Record<string, string>[] = [
      { 'cf-iplatitude': '51.5072', 'cf-iplongitude': '-0.1276', 'cf-ipcity': 'London' },
      { 'cf-iplatitude': 'abc', 'cf-iplongitude': '77.6' },
      { 'x-vercel-ip-latitude': '', 'x-vercel-ip-longitude': '' },
      { 'cloudfront-viewer-latitude': '12.97' },
    ];
    for (const headers of unusable) {
      const res = await get('/api/location/approximate', headers);
      expect(res.json(), JSON.stringify(headers)).toMatchObject({ source: 'default', city: 'Bengaluru' });
    }
  });
});

describe('GET /api/config/maps', () => {
  it('answers like get-maps-config, with no key when Google Maps is not configured', async () => {
    const res = await get('/api/config/maps');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, googleMapsApiKey: null });
  });

  it('hands out the browser key and never the server key', async () => {
    const withKeys = await createTestApp({
      googleMaps: { serverKey: 'AIza-test-server-key', browserKey: 'AIza-test-browser-key' },
    });
    try {
      const res = await withKeys.app.inject({ method: 'GET', url: '/api/config/maps' });
      expect(res.json()).toEqual({ success: true, googleMapsApiKey: 'AIza-test-browser-key' });
      const serverOnly = await createTestApp({ googleMaps: { serverKey: 'AIza-test-server-key', browserKey: null } });
      try {
        const answer = await serverOnly.app.inject({ method: 'GET', url: '/api/config/maps' });
        expect(answer.json()).toEqual({ success: true, googleMapsApiKey: null });
        expect(answer.body).not.toContain('AIza-test-server-key');
      } finally {
        await serverOnly.close();
      }
    } finally {
      await withKeys.close();
    }
  });
});

describe("limits on the operator's geocoding quota", () => {
  it('counts address search, place details and reverse geocoding per client address', async () => {
    const limited = await createTestApp({ geocodingLimitPerIp: 3 });
    try {
      const from = (remoteAddress: string, url: string) => limited.app.inject({ method: 'GET', url, remoteAddress });
      expect((await from('203.0.113.7', '/api/geocoding/autocomplete?q=indiranagar')).statusCode).toBe(200);
      expect((await from('203.0.113.7', '/api/geocoding/reverse?lat=12.97&lng=77.6')).statusCode).toBe(200);
      expect((await from('203.0.113.7', '/api/geocoding/autocomplete?q=koramangala')).statusCode).toBe(200);
      const refused = await from('203.0.113.7', '/api/geocoding/reverse?lat=12.97&lng=77.6');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: /^Too many attempts/ });
      // Another address has its own allowance.
      expect((await from('198.51.100.4', '/api/geocoding/autocomplete?q=indiranagar')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
