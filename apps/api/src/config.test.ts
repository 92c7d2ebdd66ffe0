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
