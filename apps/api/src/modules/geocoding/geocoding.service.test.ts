import { describe, expect, it } from 'vitest';
import type { GeocodingProvider } from '../../providers/geocoding/geocoding-provider';
import { createGeocodingService } from './geocoding.service';

const config = {
  googleMaps: { serverKey: null, browserKey: null },
  defaultLocation: { latitude: 12.9756, longitude: 77.6066, city: 'Bengaluru' },
};

function serviceWith(reverse: GeocodingProvider['reverse']) {
  const warnings: string[] = [];
  const provider: GeocodingProvider = {
    name: 'google',
    autocomplete: async () => [],
    details: async () => null,
    reverse,
  };
  const service = createGeocodingService({
    provider,
    config,
    log: { warn: (_details, message) => warnings.push(message) },
  });
  return { service, warnings };
}

describe('reverse geocoding', () => {
  it('answers with the coordinates (6 decimals) when the provider fails, and logs it (SPEC §4)', async () => {
    const { service, warnings } = serviceWith(async () => {
      throw new Error('Google timed out');
    });
    expect(await service.reverse({ latitude: 12.9756, longitude: 77.6066 })).toMatchObject({
      address: '12.975600, 77.606600',
      precision: 'coordinates',
    });
    expect(warnings).toHaveLength(1);
  });

  it('names an approximate location by its coordinates when no city is known', async () => {
    const { service } = serviceWith(async () => null);
    expect(await service.approximateLocation([{ latitude: '22.5726', longitude: '88.3639', city: '%E0%A4' }])).toEqual({
      latitude: 22.5726,
      longitude: 88.3639,
      source: 'cdn',
      city: '22.572600, 88.363900',
    });
  });
});
