import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { defaultBrowser } from './browsers';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = resolve(import.meta.dirname, '.data');
const oidcPort = Number(process.env.OIDC_PORT ?? 3101);
const oidcIssuer = `http://localhost:${oidcPort}`;

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  // A journey crosses several pages, each a fresh JavaScript load on two busy cores; on CI's slower days the
  // checkout journey ran past 30 s on both tries while the app answered every step. Longer journeys set their own.
  timeout: 60_000,
  // A step that loads a library on first use (pdf.js, charts, the map) once took just over 10 s there
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed journey keeps its trace of DOM snapshots, network and console, and one screenshot of where it stopped.
    // The trace's own screencast is left out: capturing and encoding every frame took over half the processor
    // time of the suite, mostly in Chromium's GPU and browser processes (docs/decisions.md, session 15).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Every test opens a fresh browser, which would install the service worker and precache the shell each
    // time: on two cores that work made journeys miss their timeouts. The worker is tested where it matters
    // (offline.spec.ts and push.spec.ts allow it). Journeys that rewrite API answers in flight need it blocked
    // too: a controlling worker would answer a cached read itself and Playwright's routes would never see it.
    serviceWorkers: 'block',
    launchOptions: defaultBrowser(),
  },
  projects: [
    // Tests tagged @mobile-only / @desktop-only are about one screen size and run only there.
    {
      name: 'desktop',
      grepInvert: /@mobile-only|@platform-settings|@demo-store-alone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop-only|@platform-settings|@demo-store-alone/,
      use: { ...devices['Pixel 7'] },
    },
    // Journeys that change a platform-wide setting (the acceptance window) would upset orders placed by
    // the others at the same time: they run alone, after the rest.
    {
      name: 'platform-settings',
      grep: /@platform-settings/,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Journeys that need the demo pharmacy to themselves (the one store the demo owner runs, where every
    // other journey orders): closing it, raising its minimum order, counting its unread notifications. They
    // run last, one at a time; each spec picks its own screen sizes.
    {
      name: 'demo-store-alone',
      grep: /@demo-store-alone/,
      dependencies: ['platform-settings'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    // A local OpenID Connect provider that plays Google.
    {
      command: 'tsx oidc-server.ts',
      cwd: import.meta.dirname,
      env: { OIDC_PORT: String(oidcPort) },
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // The production build on a fresh embedded database with demo data, exactly what `npm start` serves.
    {
      command: `rm -rf "${dataDir}" && npm run serve -w @dawanow/api`,
      cwd: resolve(import.meta.dirname, '..'),
      env: {
        PORT: String(port),
        // No PUBLIC_URL, as `npm start`: the app answers at localhost and at 127.0.0.1 alike (auth.spec)
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every browser signs in from 127.0.0.1: the whole suite is one crowded address
        SIGN_IN_LIMIT_PER_IP: '1000',
        // …and the demo customer signs in there dozens of times within a few minutes
        SIGN_IN_LIMIT_PER_ACCOUNT: '1000',
        SIGN_UP_LIMIT_PER_IP: '1000',
        OTP_LIMIT_PER_IP: '1000',
        GOOGLE_CLIENT_ID: 'dawanow-e2e',
        GOOGLE_CLIENT_SECRET: 'dawanow-e2e-secret',
        GOOGLE_ISSUER_URL: oidcIssuer,
        // push.spec subscribes a device whose push service is the test's own receiver on 127.0.0.1
        PUSH_LOCAL_ENDPOINTS: 'true',
      },
      url: `${baseURL}/api/ready`,
      reuseExistingServer: false,
      // Stop it the way production stops it, so the embedded database closes cleanly.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      timeout: 120_000,
    },
  ],
});
