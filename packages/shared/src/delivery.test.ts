import { describe, expect, it } from 'vitest';
import { distanceKm, estimateDeliveryMinutes, formatDeliveryMinutes, formatDistance } from './delivery';

describe('estimateDeliveryMinutes', () => {
  it('is round(distance × 3) + 15', () => {
    expect(estimateDeliveryMinutes(0)).toBe(15);
    expect(estimateDeliveryMinutes(2.5)).toBe(23); // 7.5 rounds up
    expect(estimateDeliveryMinutes(5)).toBe(30);
    expect(estimateDeliveryMinutes(0.999)).toBe(18);
  });

  it('rejects a negative or missing distance', () => {
    expect(() => estimateDeliveryMinutes(-1)).toThrow(RangeError);
    expect(() => estimateDeliveryMinutes(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatDeliveryMinutes', () => {
  it('shows minutes below an hour', () => {
    expect(formatDeliveryMinutes(15)).toBe('15 mins');
    expect(formatDeliveryMinutes(59)).toBe('59 mins');
  });

  it('falls back to the default label for unusable values', () => {
    expect(formatDeliveryMinutes(Number.NaN)).toBe('30-40 min');
    expect(formatDeliveryMinutes(-5)).toBe('30-40 min');
  });

  it('shows hours and minutes from 60 minutes', () => {
    expect(formatDeliveryMinutes(60)).toBe('1 hr');
    expect(formatDeliveryMinutes(61)).toBe('1 hr 1 min');
    expect(formatDeliveryMinutes(135)).toBe('2 hr 15 mins');
  });
});

describe('formatDistance', () => {
  it('shows metres under 1 km', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(0.35)).toBe('350 m');
    expect(formatDistance(0.999)).toBe('999 m');
  });

  it('shows km with one decimal from 1 km, including values that round up to 1000 m', () => {
    expect(formatDistance(0.9996)).toBe('1.0 km');
    expect(formatDistance(1)).toBe('1.0 km');
    expect(formatDistance(4.96)).toBe('5.0 km');
  });

  it('says the distance is unknown when it is absent or nonsense', () => {
    expect(formatDistance(undefined)).toBe('Unknown distance');
    expect(formatDistance(null)).toBe('Unknown distance');
    expect(formatDistance(-0.5)).toBe('Unknown distance');
    expect(formatDistance(Number.POSITIVE_INFINITY)).toBe('Unknown distance');
  });
});

describe('distanceKm', () => {
  it('measures the great-circle distance: MG Road to Indiranagar is about 3.8 km, a point to itself 0', () => {
    const mgRoad = { latitude: 12.9756, longitude: 77.6066 };
    expect(distanceKm(mgRoad, { latitude: 12.9719, longitude: 77.6412 })).toBeCloseTo(3.77, 1);
    expect(distanceKm(mgRoad, mgRoad)).toBe(0);
  });
});
