/**
 * A fresh application on a fresh database for each test file: in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again afterwards).
 */
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import webPush from 'web-push';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database on TEST_DATABASE_URL's server (global-setup.ts); null on embedded PGlite */
    databaseTemplate: string | null;
  }
}

const TEST_VAPID_KEYS = webPush.generateVAPIDKeys();

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    // As in production: only the configured address is the site's (same-origin.test.ts tries without)
    hasPublicUrl: true,
    database: { kind: 'pglite', dataDir: null },
    dataDir: '/nonexistent',
    logLevel: 'silent',
    trustProxy: false,
    metaPixelId: null,
    authSecret: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    google: null,
    seedDemoData: false,
    // The gazetteer takes seconds to load; the geocoding tests ask for it
    loadGazetteer: false,
    googleMaps: { serverKey: null, browserKey: null },
    defaultLocation: { latitude: 12.9756, longitude: 77.6066, city: 'Bengaluru' },
    webDistDir: null,
    razorpay: null,
    razorpayx: null,
    paymentSandboxSecret: null,
    s3: null,
    smtp: null,
    // Tests move time along by running due jobs themselves
    jobsPollMs: null,
    jobLeaseSeconds: 60,
    metricsToken: null,
    signInLimitPerIp: 30,
    signInLimitPerAccount: 50,
    signUpLimitPerIp: 10,
    msg91: null,
    // The demo's outbox carries the sign-in codes, as on `npm start` (the matrix and the fuzzer reach its route)
    devOutbox: true,
    otpLimits: { perIpPerHour: 20, perDay: 10_000 },
    apiDocs: true,
    geocodingLimitPerIp: 300,
    // A pair of this run's own (the test's DATA_DIR does not exist); push.test.ts lets subscriptions name its receiver
    push: { vapidKeys: TEST_VAPID_KEYS, subject: 'mailto:test@dawanow.in', allowLocalEndpoints: false },
    ...overrides,
  };
}

/** One statement on the server itself (creating or dropping a database needs no pool). */
export async function runOnServer(serverUrl: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type TestApp = { app: FastifyInstance; close(): Promise<void> };

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const app = await buildApp(testConfig(overrides));
    return { app, close: () => app.close() };
  }
  const name = `dawanow_test_${randomUUID().replaceAll('-', '')}`;
  // A copy of the database the global setup migrated and seeded (database-template.ts)
  const template = inject('databaseTemplate');
  await runOnServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const app = await buildApp(
    testConfig({ database: { kind: 'postgres', url: databaseUrlOn(serverUrl, name), poolMax: 5 }, ...overrides }),
  );
  return {
    app,
    close: async () => {
      await app.close();
      await runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Rows of a raw query, for assertions on what was stored (both drivers answer with `rows`). The query may be a
 * write: like the API's own writes, it returns once this process's read cache has heard of it, so the next
 * request reads it (on a PostgreSQL server the change arrives by NOTIFY, after the statement returns).
 */
export async function queryRows<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  const result = (await app.database.db.execute(query)) as unknown as { rows: T[] };
  await app.readCache.settle();
  return result.rows;
}
