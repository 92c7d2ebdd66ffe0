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

  it('leases a started job for a minute and answers metrics on loopback only, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ jobLeaseSeconds: 60, metricsToken: null });
    const config = loadConfig({ JOBS_LEASE_SECONDS: '5', METRICS_TOKEN: 'scrape-me-0123456789' });
    expect(config).toMatchObject({ jobLeaseSeconds: 5, metricsToken: 'scrape-me-0123456789' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ JOBS_LEASE_SECONDS: '1' })).toThrow(/JOBS_LEASE_SECONDS/);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@db.internal:5432/dawanow', DATABASE_POOL_MAX: '20' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@db.internal:5432/dawanow',
      poolMax: 20,
      listenUrl: null,
      read: null,
      namedStatements: true,
    });
  });

  it('takes a session URL for LISTEN and migrations, a replica for public reads, and unnamed statements', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@pgbouncer.internal:6432/dawanow',
      DATABASE_LISTEN_URL: 'postgres://app@pgbouncer.internal:6433/dawanow',
      DATABASE_READ_URL: 'postgresql://reader@replica.internal:5432/dawanow',
      DATABASE_READ_POOL_MAX: '3',
      DATABASE_PREPARED_STATEMENTS: 'false',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://app@pgbouncer.internal:6432/dawanow',
      poolMax: 10,
      listenUrl: 'postgres://app@pgbouncer.internal:6433/dawanow',
      read: { url: 'postgresql://reader@replica.internal:5432/dawanow', poolMax: 3 },
      namedStatements: false,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/dawanow', DATABASE_READ_URL: 'postgres://replica/dawanow' }),
    ).toMatchObject({ database: { read: { url: 'postgres://replica/dawanow', poolMax: 5 } } });
  });

  it('refuses a listen or read URL without DATABASE_URL, or one that is not PostgreSQL', () => {
    let caught: unknown;
    try {
      loadConfig({ DATABASE_LISTEN_URL: 'postgres://db/dawanow', DATABASE_READ_URL: 'postgres://replica/dawanow' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toEqual([
      'DATABASE_LISTEN_URL: only with DATABASE_URL (the embedded database has no second connection)',
      'DATABASE_READ_URL: only with DATABASE_URL (the embedded database has no second connection)',
    ]);
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db/dawanow', DATABASE_READ_URL: 'mysql://replica/dawanow' }),
    ).toThrow(/DATABASE_READ_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/dawanow', DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(
      /DATABASE_PREPARED_STATEMENTS/,
    );
  });

  it('treats empty optional values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', META_PIXEL_ID: '', PUBLIC_URL: '' });
    expect(config.database.kind).toBe('pglite');
    expect(config.metaPixelId).toBeNull();
  });

  it('loads the gazetteer, geocodes offline and defaults approximate location to MG Road, Bengaluru', () => {
    const config = loadConfig({ GOOGLE_MAPS_SERVER_KEY: '' });
    expect(config.loadGazetteer).toBe(true);
    expect(config.googleMaps).toEqual({ serverKey: null, browserKey: null });
    expect(config.defaultLocation).toEqual({ latitude: 12.9756, longitude: 77.6066, city: 'Bengaluru' });
  });

  it('reads the geocoding settings and refuses a default location outside India', () => {
    const config = loadConfig({
      LOAD_GAZETTEER: 'false',
      GOOGLE_MAPS_SERVER_KEY: 'AIza-server',
      GOOGLE_MAPS_BROWSER_KEY: 'AIza-browser',
      DEFAULT_LOCATION_LAT: '28.6315',
      DEFAULT_LOCATION_LNG: '77.2167',
      DEFAULT_LOCATION_CITY: 'New Delhi',
    });
    expect(config.loadGazetteer).toBe(false);
    expect(config.googleMaps).toEqual({ serverKey: 'AIza-server', browserKey: 'AIza-browser' });
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

  it('refuses the old single Maps key, which would hand the server key to browsers', () => {
    expect(() => loadConfig({ GOOGLE_MAPS_API_KEY: 'AIza-key' })).toThrow(
      /GOOGLE_MAPS_API_KEY: replaced by two keys; set GOOGLE_MAPS_SERVER_KEY/,
    );
  });

  describe('payments in a real deployment', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app@db.internal:5432/dawanow',
      AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
    };
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };

    it('refuses to start without Razorpay keys, naming what is missing, unless the sandbox is chosen', () => {
      expect(() => loadConfig(production)).toThrow(
        /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: required in production[\s\S]*PAYMENTS_PROVIDER=sandbox/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://dawanow.in' })).toThrow(/RAZORPAY_KEY_ID/);
      expect(loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' }).razorpay).toBeNull();
      expect(loadConfig({ ...production, ...razorpay }).razorpay).toMatchObject({ keyId: 'rzp_live_x' });
    });

    it('keeps the embedded demo on the sandbox, and takes an explicit choice over the keys', () => {
      expect(loadConfig({ NODE_ENV: 'production' }).razorpay).toBeNull();
      expect(loadConfig({ ...razorpay, PAYMENTS_PROVIDER: 'sandbox' }).razorpay).toBeNull();
      expect(() => loadConfig({ PAYMENTS_PROVIDER: 'razorpay' })).toThrow(/required with PAYMENTS_PROVIDER=razorpay/);
    });
  });

  describe('demo accounts', () => {
    it('are seeded on the embedded database and never on a public https address', () => {
      expect(loadConfig({}).seedDemoData).toBe(true);
      expect(loadConfig({ PUBLIC_URL: 'https://dawanow.in' }).seedDemoData).toBe(false);
      expect(() => loadConfig({ PUBLIC_URL: 'https://dawanow.in', SEED_DEMO_DATA: 'true' })).toThrow(
        /SEED_DEMO_DATA: demo accounts have a published password/,
      );
    });
  });

  describe('mobile sign-in codes (issue 17)', () => {
    it('sends them through MSG91 when all three of its settings are given', () => {
      const config = loadConfig({
        MSG91_AUTH_KEY: 'auth-key',
        MSG91_TEMPLATE_ID: '6650f1c2d6fc0549a27c2b13',
        MSG91_SENDER_ID: 'DAWANW',
      });
      expect(config.msg91).toEqual({
        authKey: 'auth-key',
        templateId: '6650f1c2d6fc0549a27c2b13',
        senderId: 'DAWANW',
        apiUrl: 'https://control.msg91.com',
      });
      expect(config.devOutbox).toBe(false);
      expect(config.otpLimits).toEqual({ perIpPerHour: 20, perDay: 10_000 });
    });

    it('refuses some of the MSG91 settings without the others, and a sender id that is no DLT header', () => {
      expect(() => loadConfig({ MSG91_AUTH_KEY: 'auth-key' })).toThrow(/set all three/);
      expect(() => loadConfig({ MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_SENDER_ID: 'DawaNow' })).toThrow(
        /MSG91_SENDER_ID: must be the six-letter DLT header/,
      );
    });

    it('reads the limits per address and per day', () => {
      const config = loadConfig({ OTP_LIMIT_PER_IP: '1000', OTP_DAILY_LIMIT: '50000' });
      expect(config.otpLimits).toEqual({ perIpPerHour: 1000, perDay: 50_000 });
      expect(() => loadConfig({ OTP_LIMIT_PER_IP: '0' })).toThrow(ConfigError);
    });
  });

  it('allows 50 sign-in attempts at an account per 15 minutes unless told otherwise', () => {
    expect(loadConfig({}).signInLimitPerAccount).toBe(50);
    expect(loadConfig({ SIGN_IN_LIMIT_PER_ACCOUNT: '2000' }).signInLimitPerAccount).toBe(2000);
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_ACCOUNT: '-1' })).toThrow(ConfigError);
  });

  it('allows 10 new accounts an hour from one address unless told otherwise', () => {
    expect(loadConfig({}).signUpLimitPerIp).toBe(10);
    expect(loadConfig({ SIGN_UP_LIMIT_PER_IP: '500' }).signUpLimitPerIp).toBe(500);
    expect(() => loadConfig({ SIGN_UP_LIMIT_PER_IP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGN_UP_LIMIT_PER_IP: 'many' })).toThrow(ConfigError);
  });

  it('publishes the API documentation everywhere but production, unless told', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('knows whether PUBLIC_URL was set, which decides the origins it trusts', () => {
    expect(loadConfig({}).hasPublicUrl).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).hasPublicUrl).toBe(true);
  });
});
