import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database under ./data on port 3000', () => {
    const config = loadConfig({ INIT_CWD: '/srv/dawanow' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/dawanow/data/pglite' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.metaPixelId).toBeNull();
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/dawanow', DATABASE_POOL_MAX: '20' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/dawanow', poolMax: 20 });
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', META_PIXEL_ID: '', PUBLIC_URL: '' });
    expect(config.database.kind).toBe('pglite');
    expect(config.metaPixelId).toBeNull();
  });

  it('loads the gazetteer, geocodes offline and defaults approximate location to MG Road, Bengaluru', () => {
    const config = loadConfig({ GOOGLE_MAPS_API_KEY: '' });
    expect(config.loadGazetteer).toBe(true);
    expect(config.googleMapsApiKey).toBeNull();
    expect(config.defaultLocation).toEqual({ latitude: 12.9756, longitude: 77.6066, city: 'Bengaluru' });
  });

  it('reads the geocoding settings and refuses a default location outside India', () => {
    const config = loadConfig({
      LOAD_GAZETTEER: 'false',
      GOOGLE_MAPS_API_KEY: 'AIza-key',
      DEFAULT_LOCATION_LAT: '28.6315',
      DEFAULT_LOCATION_LNG: '77.2167',
      DEFAULT_LOCATION_CITY: 'New Delhi',
    });
    expect(config.loadGazetteer).toBe(false);
    expect(config.googleMapsApiKey).toBe('AIza-key');
    expect(config.defaultLocation).toEqual({ latitude: 28.6315, longitude: 77.2167, city: 'New Delhi' });
    expect(() => loadConfig({ DEFAULT_LOCATION_LAT: '51.5', DEFAULT_LOCATION_LNG: '-0.12' })).toThrow(
      /DEFAULT_LOCATION_LAT[\s\S]*DEFAULT_LOCATION_LNG/,
    );
  });

  it('lists every problem at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', META_PIXEL_ID: 'abc' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL');
    expect(problems).toContain('NODE_ENV');
    expect(problems).toContain('META_PIXEL_ID');
  });
});
