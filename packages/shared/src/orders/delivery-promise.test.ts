import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_RADIUS_KM } from '../constants';
import { DELIVERY_PROMISE_MINUTES, deliveryPromise } from './delivery-options';

describe('deliveryPromise', () => {
  it('promises express by the on-demand estimate within its reach', () => {
    expect(deliveryPromise({ distanceKm: 2, mode: 'express' })).toEqual({
      mode: 'express',
      minutes: 21,
      label: '21 mins',
      headline: 'Delivery in 21 mins',
      expressAvailable: true,
    });
  });

  it('adds the wait for the next run to standard', () => {
    expect(deliveryPromise({ distanceKm: 2, mode: 'standard' })).toMatchObject({
      mode: 'standard',
      minutes: 51,
      headline: 'Delivery in 51 mins',
      expressAvailable: true,
    });
  });

  it('turns express beyond 3 km into standard, saying so through the mode', () => {
    expect(deliveryPromise({ distanceKm: 3.4, mode: 'express' })).toMatchObject({
      mode: 'standard',
      minutes: 55,
      expressAvailable: false,
    });
  });

  it('shows the slot for scheduled delivery', () => {
    expect(deliveryPromise({ distanceKm: 1, mode: 'scheduled', slotLabel: 'Today, 6:00 PM - 7:00 PM' })).toMatchObject({
      mode: 'scheduled',
      minutes: null,
      headline: 'Delivery Today, 6:00 PM - 7:00 PM',
    });
    expect(deliveryPromise({ distanceKm: 1, mode: 'scheduled' }).headline).toBe('Scheduled delivery');
  });

  it('falls back to the default label when the distance is unknown or unusable', () => {
    for (const distanceKm of [null, undefined, Number.NaN, -1, Number.POSITIVE_INFINITY]) {
      expect(deliveryPromise({ distanceKm, mode: 'express' })).toMatchObject({
        mode: 'standard',
        minutes: null,
        headline: 'Delivery in 30-40 min',
        expressAvailable: false,
      });
    }
  });

  it('keeps every on-demand promise within the policy bound of its mode across the 5 km radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: STORE_RADIUS_KM, noNaN: true }),
        fc.constantFrom('express' as const, 'standard' as const),
        (distanceKm, wanted) => {
          const promise = deliveryPromise({ distanceKm, mode: wanted });
          const mode = promise.mode as 'express' | 'standard';
          expect(promise.minutes).toBeLessThanOrEqual(DELIVERY_PROMISE_MINUTES[mode]);
          if (mode === 'standard') expect(promise.minutes).toBeGreaterThanOrEqual(45);
        },
      ),
    );
  });
});
