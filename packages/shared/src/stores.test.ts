import { describe, expect, it } from 'vitest';
import { locatorCacheKey, withStorePlaceholders, ZNearbyStoresQuery } from './stores';

describe('locatorCacheKey', () => {
  it('rounds coordinates to 4 decimals', () => {
    expect(locatorCacheKey(12.97561234, 77.60664999)).toBe('12.9756,77.6066');
    expect(locatorCacheKey(12.97565, 77.60665)).toBe(locatorCacheKey(12.975649, 77.606651));
    expect(locatorCacheKey(28.6315, 77.2167)).toBe('28.6315,77.2167');
  });

  it('keeps points more than about 11 m apart apart', () => {
    expect(locatorCacheKey(12.9756, 77.6066)).not.toBe(locatorCacheKey(12.9757, 77.6066));
  });
});

describe('ZNearbyStoresQuery', () => {
  it('defaults to 5 km and 10 stores', () => {
    expect(ZNearbyStoresQuery.parse({ lat: '12.9756', lng: '77.6066' })).toEqual({
      lat: 12.9756,
      lng: 77.6066,
      radius: 5,
      limit: 10,
    });
  });

  it('refuses points outside India, radii over 5 km or under a metre, and junk', () => {
    expect(ZNearbyStoresQuery.safeParse({ lat: 51.5, lng: -0.12 }).success).toBe(false);
    expect(ZNearbyStoresQuery.safeParse({ lat: 12.97, lng: 77.6, radius: 6 }).success).toBe(false);
    expect(ZNearbyStoresQuery.safeParse({ lat: 12.97, lng: 77.6, radius: '2e-323' }).success).toBe(false);
    expect(ZNearbyStoresQuery.safeParse({ lat: 12.97, lng: 77.6, radius: 0 }).success).toBe(false);
    expect(ZNearbyStoresQuery.safeParse({ lat: 'abc', lng: 77.6 }).success).toBe(false);
    expect(ZNearbyStoresQuery.safeParse({ lat: 12.97, lng: 77.6, limit: 500 }).success).toBe(false);
  });
});

describe('withStorePlaceholders', () => {
  const bare = { id: 'a1b2', rating: null, reviews: null, hours: null, image: null, drug_license_number: null };

  it('fills SPEC §9 placeholders within their ranges, the same way every time', () => {
    const filled = withStorePlaceholders(bare);
    expect(filled.rating).toBeGreaterThanOrEqual(4.5);
    expect(filled.rating).toBeLessThanOrEqual(5);
    expect(filled.reviews).toBeGreaterThanOrEqual(80);
    expect(filled.reviews).toBeLessThanOrEqual(180);
    expect(['8:00 AM - 10:00 PM', '24 Hours']).toContain(filled.hours);
    expect(withStorePlaceholders(bare)).toEqual(filled);
    expect(filled.isPlaceholder.rating).toBe(true);
  });

  it('shows "24 Hours" for about a fifth of stores', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `store-${i}`);
    const share = ids.filter((id) => withStorePlaceholders({ ...bare, id }).hours === '24 Hours').length / ids.length;
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.25);
  });

  it('keeps real values', () => {
    const store = {
      ...bare,
      rating: 4.2,
      reviews: 12,
      hours: '24 Hours',
      image: '/x.svg',
      drug_license_number: 'KA-1',
    };
    expect(withStorePlaceholders(store)).toMatchObject({ rating: 4.2, reviews: 12, image: '/x.svg' });
  });
});
