/**
 * The Google provider against fakes shaped like Google's documented answers (Places API (New),
 * Geocoding API). Nothing here reaches Google; see google.ts.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { addressFromComponents, createGoogleGeocoder } from './google';

type Sent = { url: string; init: RequestInit };

function fakeGoogle(answer: (url: string) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (async (input: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(input), init });
    return answer(String(input));
  }) as typeof globalThis.fetch;
  return { sent, geocoder: createGoogleGeocoder({ apiKey: 'server-key', fetch, timeoutMs: 200 }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Google autocomplete', () => {
  it('asks for places in India only and turns suggestions into predictions', async () => {
    const { sent, geocoder } = fakeGoogle(() =>
      json({
        suggestions: [
          {
            placePrediction: {
              placeId: 'ChIJbU60yXAWrjsR4E9-UejD3_g',
              text: { text: 'Indiranagar, Bengaluru, Karnataka, India' },
              structuredFormat: {
                mainText: { text: 'Indiranagar' },
                secondaryText: { text: 'Bengaluru, Karnataka, India' },
              },
            },
          },
          { queryPrediction: { text: { text: 'indira canteen' } } },
        ],
      }),
    );
    const predictions = await geocoder.autocomplete({
      query: 'Indira',
      near: { latitude: 12.9756, longitude: 77.6066 },
      limit: 8,
    });
    expect(predictions).toEqual([
      {
        id: 'ChIJbU60yXAWrjsR4E9-UejD3_g',
        primary_text: 'Indiranagar',
        secondary_text: 'Bengaluru, Karnataka, India',
        formatted_address: 'Indiranagar, Bengaluru, Karnataka, India',
      },
    ]);
    const [request] = sent;
    expect(request?.url).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(request?.init.headers).toMatchObject({ 'x-goog-api-key': 'server-key' });
    expect(JSON.parse(String(request?.init.body))).toMatchObject({
      input: 'Indira',
      includedRegionCodes: ['in'],
      locationBias: { circle: { center: { latitude: 12.9756, longitude: 77.6066 } } },
    });
  });

  it('reports Google being down or slow as SERVICE_UNAVAILABLE', async () => {
    for (const answer of [
      () => json({ error: { code: 403, message: 'API key not valid' } }, 403),
      () => new Response('not json', { status: 200 }),
      () => Promise.reject(new TypeError('fetch failed')),
    ]) {
      const { geocoder } = fakeGoogle(answer);
      const failure = await geocoder.autocomplete({ query: 'Indira', near: null, limit: 8 }).catch((error) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).code).toBe('SERVICE_UNAVAILABLE');
    }
  });
});

describe('Google place details', () => {
  it('gives the address, coordinates, PIN code, city and state', async () => {
    const { sent, geocoder } = fakeGoogle(() =>
      json({
        id: 'ChIJbU60yXAWrjsR4E9-UejD3_g',
        displayName: { text: 'Indiranagar', languageCode: 'en' },
        formattedAddress: 'Indiranagar, Bengaluru, Karnataka 560038, India',
        location: { latitude: 12.9783692, longitude: 77.6408356 },
        addressComponents: [
          { longText: 'Indiranagar', shortText: 'Indiranagar', types: ['sublocality_level_1', 'sublocality'] },
          { longText: 'Bengaluru', shortText: 'Bengaluru', types: ['locality', 'political'] },
          { longText: 'Karnataka', shortText: 'KA', types: ['administrative_area_level_1', 'political'] },
          { longText: '560038', shortText: '560038', types: ['postal_code'] },
        ],
      }),
    );
    expect(await geocoder.details('ChIJbU60yXAWrjsR4E9-UejD3_g')).toEqual({
      id: 'ChIJbU60yXAWrjsR4E9-UejD3_g',
      name: 'Indiranagar',
      formatted_address: 'Indiranagar, Bengaluru, Karnataka 560038, India',
      latitude: 12.9783692,
      longitude: 77.6408356,
      postal_code: '560038',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(sent[0]?.url).toBe('https://places.googleapis.com/v1/places/ChIJbU60yXAWrjsR4E9-UejD3_g?languageCode=en');
  });

  it('answers null for an id Google does not know', async () => {
    const { geocoder } = fakeGoogle(() => json({ error: { code: 400, status: 'INVALID_ARGUMENT' } }, 400));
    expect(await geocoder.details('not-a-place')).toBeNull();
  });
});

describe('Google reverse geocoding', () => {
  it('builds the address from premise or street number, route, sublocality and locality (SPEC §7)', async () => {
    const { sent, geocoder } = fakeGoogle(() =>
      json({
        status: 'OK',
        results: [
          {
            formatted_address: '1, Mahatma Gandhi Rd, Shanthala Nagar, Ashok Nagar, Bengaluru, Karnataka 560001, India',
            address_components: [
              { long_name: '1', types: ['street_number'] },
              { long_name: 'Mahatma Gandhi Road', types: ['route'] },
              { long_name: 'Ashok Nagar', types: ['sublocality_level_1', 'sublocality', 'political'] },
              { long_name: 'Bengaluru', types: ['locality', 'political'] },
              { long_name: 'Karnataka', types: ['administrative_area_level_1', 'political'] },
              { long_name: '560001', types: ['postal_code'] },
            ],
          },
        ],
      }),
    );
    expect(await geocoder.reverse({ latitude: 12.9756, longitude: 77.6066 })).toEqual({
      address: '1, Mahatma Gandhi Road, Ashok Nagar, Bengaluru',
      locality: 'Ashok Nagar',
      postal_code: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
      latitude: 12.9756,
      longitude: 77.6066,
      precision: 'locality',
    });
    const url = new URL(sent[0]?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/geocode/json');
    expect(url.searchParams.get('latlng')).toBe('12.9756,77.6066');
  });

  it('answers null when Google knows nothing there, and fails on a refused request', async () => {
    expect(
      await fakeGoogle(() => json({ status: 'ZERO_RESULTS', results: [] })).geocoder.reverse({
        latitude: 15,
        longitude: 88,
      }),
    ).toBeNull();
    const denied = fakeGoogle(() => json({ status: 'REQUEST_DENIED', error_message: 'key' })).geocoder;
    await expect(denied.reverse({ latitude: 15, longitude: 88 })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('prefers the premise to the street number', () => {
    expect(
      addressFromComponents([
        { name: 'Prestige Tower', types: ['premise'] },
        { name: '99', types: ['street_number'] },
        { name: 'Residency Road', types: ['route'] },
      ]),
    ).toBe('Prestige Tower, Residency Road');
    expect(addressFromComponents([{ name: 'India', types: ['country'] }])).toBeNull();
  });
});
