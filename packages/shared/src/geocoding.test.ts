import { describe, expect, it } from 'vitest';
import {
  coordinatesOnly,
  coordinatesText,
  ZApproximateLocation,
  ZAutocompleteQuery,
  ZMapsConfig,
  ZPlaceId,
  ZReverseGeocodeQuery,
} from './geocoding';

describe('ZAutocompleteQuery', () => {
  it('accepts 3 to 100 characters, trimmed', () => {
    expect(ZAutocompleteQuery.parse({ q: '  Indira  ' })).toEqual({ q: 'Indira' });
    expect(ZAutocompleteQuery.safeParse({ q: 'x'.repeat(100) }).success).toBe(true);
  });

  it('refuses fewer than 3 characters once trimmed (SPEC §5), and more than 100', () => {
    for (const q of ['', 'a', 'ab', '  ab  ']) {
      const result = ZAutocompleteQuery.safeParse({ q });
      expect(result.success, q).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Type at least 3 characters to search');
    }
    expect(ZAutocompleteQuery.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(ZAutocompleteQuery.safeParse({ q: 'x'.repeat(500) }).success).toBe(false);
  });

  it('counts Devanagari as text, so Hindi searches are allowed', () => {
    expect(ZAutocompleteQuery.safeParse({ q: 'बेंगलुरु' }).success).toBe(true);
  });

  it('refuses control characters such as NUL, which PostgreSQL cannot store', () => {
    expect(ZAutocompleteQuery.safeParse({ q: 'Indira\u0000nagar' }).success).toBe(false);
    expect(ZAutocompleteQuery.safeParse({ q: 'Indira\nnagar' }).success).toBe(false);
  });

  it('takes an optional location bias as a pair inside India', () => {
    expect(ZAutocompleteQuery.parse({ q: 'Indira', lat: '12.97', lng: '77.6' })).toEqual({
      q: 'Indira',
      lat: 12.97,
      lng: 77.6,
    });
    expect(ZAutocompleteQuery.safeParse({ q: 'Indira', lat: '12.97' }).success).toBe(false);
    expect(ZAutocompleteQuery.safeParse({ q: 'Indira', lat: '51.5', lng: '-0.12' }).success).toBe(false);
  });
});

describe('ZReverseGeocodeQuery', () => {
  it("accepts coordinates inside India's bounding box only", () => {
    expect(ZReverseGeocodeQuery.parse({ lat: '12.9756', lng: '77.6066' })).toEqual({ lat: 12.9756, lng: 77.6066 });
    expect(ZReverseGeocodeQuery.safeParse({ lat: '0', lng: '60' }).success).toBe(false);
    expect(ZReverseGeocodeQuery.safeParse({ lat: 'north', lng: '77' }).success).toBe(false);
  });
});

describe('ZPlaceId', () => {
  it('accepts gazetteer ids and Google place ids, nothing that could leave the path', () => {
    expect(ZPlaceId.safeParse('15342').success).toBe(true);
    expect(ZPlaceId.safeParse('ChIJbU60yXAWrjsR4E9-UejD3_g').success).toBe(true);
    for (const id of ['', '../etc', '1;drop', 'a b', 'x'.repeat(513)])
      expect(ZPlaceId.safeParse(id).success).toBe(false);
  });
});

describe('coordinatesText', () => {
  it('writes the coordinates with 6 decimals (SPEC §4 fallback)', () => {
    expect(coordinatesText(12.9756, 77.6066)).toBe('12.975600, 77.606600');
    expect(coordinatesText(15, 88.1234567)).toBe('15.000000, 88.123457');
  });

  it('makes an answer that names nothing but the point', () => {
    expect(coordinatesOnly(15, 88)).toEqual({
      address: '15.000000, 88.000000',
      locality: null,
      postal_code: null,
      city: null,
      state: null,
      latitude: 15,
      longitude: 88,
      precision: 'coordinates',
    });
  });
});

describe('answers', () => {
  it('maps config is SPEC get-maps-config: success and a key or null', () => {
    expect(ZMapsConfig.parse({ success: true, googleMapsApiKey: null }).googleMapsApiKey).toBeNull();
    expect(ZMapsConfig.safeParse({ success: false, googleMapsApiKey: 'k' }).success).toBe(false);
  });

  it('approximate location says where it came from', () => {
    const answer = { latitude: 12.9756, longitude: 77.6066, source: 'default', city: 'Bengaluru' };
    expect(ZApproximateLocation.parse(answer)).toEqual(answer);
    expect(ZApproximateLocation.safeParse({ ...answer, source: 'gps' }).success).toBe(false);
  });
});
