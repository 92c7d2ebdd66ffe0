/** The one place the API reads its environment (ARCHITECTURE §7): validated once, at start. */
import { isAbsolute, resolve } from 'node:path';
import { INDIA_BOUNDS } from '@dawanow/shared/stores';
import { z } from 'zod';
import type { RazorpayKeys } from './providers/payments/razorpay';
import type { RazorpayXKeys } from './providers/payouts/razorpayx';
import type { VapidKeys } from './providers/push/push-sender';
import type { Msg91Settings } from './providers/sms/msg91';
import type { S3Settings } from './providers/storage/file-storage';

const ZBooleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const ZPostgresUrl = z.preprocess(
  emptyAsUnset,
  z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  DATABASE_URL: ZPostgresUrl,
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // A session of its own for LISTEN and the start-up migration's lock, so that DATABASE_URL may name PgBouncer in
  // transaction mode (docs/operations.md); unset, DATABASE_URL
  DATABASE_LISTEN_URL: ZPostgresUrl,
  // Off for PgBouncer before 1.21 in transaction mode, which cannot keep a named statement between transactions
  DATABASE_PREPARED_STATEMENTS: z.preprocess(emptyAsUnset, ZBooleanFlag.default(true)),
  // A streaming replica of DATABASE_URL's server for the public catalogue, search and store locator reads
  DATABASE_READ_URL: ZPostgresUrl,
  DATABASE_READ_POOL_MAX: z.coerce.number().int().min(1).max(200).default(5),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUnset, ZBooleanFlag.default(false)),
  AUTH_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  // Google's issuer; tests and staging point it at a local OpenID Connect server
  GOOGLE_ISSUER_URL: z.preprocess(emptyAsUnset, z.url().default('https://accounts.google.com')),
  SEED_DEMO_DATA: z.preprocess(emptyAsUnset, ZBooleanFlag.optional()),
  // The GeoNames gazetteer behind offline address search (about 155,000 places, a few seconds once)
  LOAD_GAZETTEER: z.preprocess(emptyAsUnset, ZBooleanFlag.default(true)),
  // Geocoding on the server; never sent to a browser
  GOOGLE_MAPS_SERVER_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  // Maps in the browser; public by nature, so restrict it to the site's referrers in Google's console
  GOOGLE_MAPS_BROWSER_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  // The old single key was both: refused, so that a server key is never handed to browsers by mistake
  GOOGLE_MAPS_API_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  // Where approximate location points when the CDN sends no geo headers: MG Road, Bengaluru
  DEFAULT_LOCATION_LAT: z.preprocess(
    emptyAsUnset,
    z.coerce.number().min(INDIA_BOUNDS.minLat).max(INDIA_BOUNDS.maxLat).default(12.9756),
  ),
  DEFAULT_LOCATION_LNG: z.preprocess(
    emptyAsUnset,
    z.coerce.number().min(INDIA_BOUNDS.minLng).max(INDIA_BOUNDS.maxLng).default(77.6066),
  ),
  DEFAULT_LOCATION_CITY: z.preprocess(emptyAsUnset, z.string().trim().min(1).max(100).default('Bengaluru')),
  // Which gateway takes online payments; unset means Razorpay when its keys are set, else the sandbox
  // (refused in a real deployment: there the sandbox must be chosen by name)
  PAYMENTS_PROVIDER: z.preprocess(emptyAsUnset, z.enum(['sandbox', 'razorpay']).optional()),
  RAZORPAY_KEY_ID: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  // Razorpay's REST API; tests point it at a local server that speaks the same API
  RAZORPAY_API_URL: z.preprocess(emptyAsUnset, z.url().default('https://api.razorpay.com')),
  // RazorpayX Payouts: with all four set, settlements are paid through it; otherwise an administrator transfers
  // by hand and records the bank's UTR
  RAZORPAYX_KEY_ID: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  RAZORPAYX_KEY_SECRET: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  RAZORPAYX_WEBHOOK_SECRET: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  RAZORPAYX_ACCOUNT_NUMBER: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^\d{9,22}$/)
      .optional(),
  ),
  RAZORPAYX_API_URL: z.preprocess(emptyAsUnset, z.url().default('https://api.razorpay.com')),
  // Signs the sandbox gateway's webhooks; derived from AUTH_SECRET when unset
  PAYMENT_SANDBOX_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  // Prescription files in an S3-compatible bucket instead of DATA_DIR/uploads
  S3_BUCKET: z.preprocess(emptyAsUnset, z.string().min(3).max(63).optional()),
  S3_REGION: z.preprocess(emptyAsUnset, z.string().min(1).default('ap-south-1')),
  S3_ENDPOINT: z.preprocess(emptyAsUnset, z.url().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUnset, ZBooleanFlag.default(false)),
  // Mobile OTP by SMS through MSG91 (all three, or none). Unset: codes go to the embedded demo's outbox, if any
  MSG91_AUTH_KEY: z.preprocess(emptyAsUnset, z.string().min(1).optional()),
  MSG91_TEMPLATE_ID: z.preprocess(emptyAsUnset, z.string().min(1).max(100).optional()),
  // The DLT header the SMS comes from: six letters
  MSG91_SENDER_ID: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Z]{6}$/, 'must be the six-letter DLT header, e.g. DAWANW')
      .optional(),
  ),
  // MSG91's API; tests point it at a local server that speaks the same API
  MSG91_API_URL: z.preprocess(emptyAsUnset, z.url().default('https://control.msg91.com')),
  // Sign-in codes sent per client address per hour (CGNAT: many customers share one address)
  OTP_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  // Sign-in codes sent in a day to all numbers together: the ceiling on what SMS pumping can cost
  OTP_DAILY_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
  // Sign-ins per client address per 15 minutes: mobile carriers put many customers behind one address (CGNAT)
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(30),
  // Sign-in attempts at one account per 15 minutes, from anywhere: bounds guessing spread over many addresses
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(50),
  // New accounts per client address per hour (the same CGNAT: a college or office may sign up together)
  SIGN_UP_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  // Address searches, place lookups and reverse geocodes per client address per minute (each may cost Google quota)
  GEOCODING_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(300),
  // Publish the OpenAPI document and its browser at /api/docs (default: everywhere but production)
  API_DOCS: z.preprocess(emptyAsUnset, ZBooleanFlag.optional()),
  // How often each process looks for due timers (store acceptance, payment expiry)
  JOBS_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  // How long a process holds a job it started: a job of a process that died runs again after this, so it must
  // outlast the longest job (a settlement run takes seconds)
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  // Bearer token for GET /api/metrics (Prometheus); unset, only a scraper on this machine (loopback) is answered
  METRICS_TOKEN: z.preprocess(emptyAsUnset, z.string().min(16, 'must be at least 16 characters').optional()),
  // Outgoing mail (invitations, store alerts); unset means the app sends none
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).max(200).default('DawaNow <no-reply@dawanow.in>')),
  // Web Push (VAPID, RFC 8292): a P-256 key pair in base64url; unset, generated once and kept in DATA_DIR
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key in base64url (43 characters)')
      .optional(),
  ),
  // Who push services contact about our messages: a mailto: or https: address
  VAPID_SUBJECT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .default('mailto:support@dawanow.in'),
  ),
  // Push subscriptions may point anywhere over plain http (a test's own receiver); refused on a real deployment
  PUSH_LOCAL_ENDPOINTS: z.preprocess(emptyAsUnset, ZBooleanFlag.default(false)),
  META_PIXEL_ID: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^\d{6,20}$/, 'must be the numeric pixel id')
      .optional(),
  ),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Where the app is reached; http://localhost:PORT when PUBLIC_URL is not set */
  publicUrl: string;
  /** PUBLIC_URL was configured: only its origin counts as the site's (otherwise the address a request reached us at does too) */
  hasPublicUrl: boolean;
  database:
    | { kind: 'pglite'; dataDir: string | null }
    | {
        kind: 'postgres';
        url: string;
        poolMax: number;
        /** The session LISTEN and the start-up migration run on; unset or null: `url` */
        listenUrl?: string | null;
        /** A replica's read-only pool for the public catalogue reads; unset or null: they read the primary */
        read?: { url: string; poolMax: number } | null;
        /** false sends the hot statements unnamed (PgBouncer before 1.21 in transaction mode); unset: true */
        namedStatements?: boolean;
      };
  dataDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  trustProxy: boolean;
  metaPixelId: string | null;
  /** Signs session cookies; null means "generate one and keep it in DATA_DIR" (single-machine setups) */
  authSecret: string | null;
  /** Demo accounts with a published password: on for the embedded database, off for a production server */
  seedDemoData: boolean;
  /** Load the GeoNames India gazetteer into `places` at seed time (off in API tests, for speed) */
  loadGazetteer: boolean;
  /** Google Maps Platform keys: the server's switches geocoding to Google (null = offline gazetteer); the browser's is public */
  googleMaps: { serverKey: string | null; browserKey: string | null };
  /** The answer of approximate location when no CDN geo header is present */
  defaultLocation: { latitude: number; longitude: number; city: string };
  /** Google sign-in, on only when both id and secret are configured */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  /** Razorpay when it takes online payments (its three keys set, sandbox not chosen); otherwise the sandbox gateway does */
  razorpay: RazorpayKeys | null;
  /** RazorpayX when it pays settlements (its four settings set); otherwise payouts are made by hand */
  razorpayx: RazorpayXKeys | null;
  /** Private files in an S3-compatible bucket; null keeps them on local disk under DATA_DIR/uploads */
  s3: S3Settings | null;
  /** Signs sandbox webhooks; null means "derive it from the auth secret" */
  paymentSandboxSecret: string | null;
  /** Sign-in attempts allowed per client address in 15 minutes */
  signInLimitPerIp: number;
  /** Sign-in attempts allowed at one account in 15 minutes, from any address */
  signInLimitPerAccount: number;
  /** New accounts allowed per client address in an hour */
  signUpLimitPerIp: number;
  /** MSG91 when it sends the sign-in codes (its three settings set) */
  msg91: Msg91Settings | null;
  /**
   * The embedded demo's local outbox (/dev/outbox): codes and reset links that no SMS provider or mail server
   * would carry. Only on the embedded database, with no SMS provider and no https address (docs/decisions.md)
   */
  devOutbox: boolean;
  /** Sign-in codes sent per client address an hour, and to everyone in a day */
  otpLimits: { perIpPerHour: number; perDay: number };
  /** Geocoding requests allowed per client address a minute */
  geocodingLimitPerIp: number;
  /** Serve the OpenAPI document and its browser at /api/docs */
  apiDocs: boolean;
  /** Poll interval of the durable timers; null turns the poller off (tests run due jobs themselves) */
  jobsPollMs: number | null;
  /** Seconds a running job stays leased to its process; after that a job of a process that died runs again */
  jobLeaseSeconds: number;
  /** Bearer token that opens /api/metrics to a remote scraper; null: loopback only */
  metricsToken: string | null;
  /** Outgoing mail; null sends none */
  smtp: { url: string; from: string } | null;
  /**
   * Web Push: the VAPID key pair ('generate': made once and kept in DATA_DIR, like the auth secret; null: push is
   * off), the contact push services see, and whether subscriptions may name any http address (tests' receivers)
   */
  push: { vapidKeys: VapidKeys | 'generate' | null; subject: string; allowLocalEndpoints: boolean };
  /** Built web app to serve, or null when the API runs alone (development, tests) */
  webDistDir: string | null;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Relative paths are taken from the directory npm was started in (INIT_CWD), so `DATA_DIR=./data`
 * means the repository's data folder even though workspace scripts run inside apps/api.
 */
function resolveFromInvocation(path: string, env: NodeJS.ProcessEnv): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither');
  }
  // Several processes sharing a server must sign cookies with the same secret.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required in production with DATABASE_URL (every API process must share it)');
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    problems.push('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: set all three, or none');
  }
  const hasRazorpay = razorpayKeys.every(Boolean);
  const razorpayxKeys = [
    e.RAZORPAYX_KEY_ID,
    e.RAZORPAYX_KEY_SECRET,
    e.RAZORPAYX_WEBHOOK_SECRET,
    e.RAZORPAYX_ACCOUNT_NUMBER,
  ];
  if (razorpayxKeys.some(Boolean) && !razorpayxKeys.every(Boolean)) {
    problems.push(
      'RAZORPAYX_KEY_ID, RAZORPAYX_KEY_SECRET, RAZORPAYX_WEBHOOK_SECRET and RAZORPAYX_ACCOUNT_NUMBER: set all four, or none',
    );
  }
  const isHttps = e.PUBLIC_URL?.startsWith('https:') ?? false;
  // A deployment others reach: a database server, or a public https address.
  const isRealDeployment = e.NODE_ENV === 'production' && (e.DATABASE_URL !== undefined || isHttps);
  if (e.PAYMENTS_PROVIDER === 'razorpay' && !hasRazorpay) {
    problems.push(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: required with PAYMENTS_PROVIDER=razorpay',
    );
  }
  if (isRealDeployment && !e.PAYMENTS_PROVIDER && !hasRazorpay) {
    problems.push(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: required in production, where customers pay real money; for a test deployment where no money moves, set PAYMENTS_PROVIDER=sandbox',
    );
  }
  if (e.GOOGLE_MAPS_API_KEY) {
    problems.push(
      'GOOGLE_MAPS_API_KEY: replaced by two keys; set GOOGLE_MAPS_SERVER_KEY (geocoding, never sent to browsers) and GOOGLE_MAPS_BROWSER_KEY (referrer-restricted, for maps in the browser)',
    );
  }
  // The demo accounts' password is published in the README: never on a public address.
  if (isHttps && e.SEED_DEMO_DATA === true) {
    problems.push('SEED_DEMO_DATA: demo accounts have a published password and are refused when PUBLIC_URL is https');
  }
  if (e.S3_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: required with S3_BUCKET');
  }
  const msg91Settings = [e.MSG91_AUTH_KEY, e.MSG91_TEMPLATE_ID, e.MSG91_SENDER_ID];
  if (msg91Settings.some(Boolean) && !msg91Settings.every(Boolean)) {
    problems.push('MSG91_AUTH_KEY, MSG91_TEMPLATE_ID and MSG91_SENDER_ID: set all three to send codes by SMS, or none');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither (then a pair is kept in DATA_DIR)');
  }
  // A push endpoint is an address the server posts to: anywhere but a known push service is a way in (SSRF).
  if (e.PUSH_LOCAL_ENDPOINTS && (isRealDeployment || isHttps)) {
    problems.push(
      'PUSH_LOCAL_ENDPOINTS: only for tests; refused in production with DATABASE_URL or an https PUBLIC_URL',
    );
  }
  // The embedded database has one connection and no replica: these only split a PostgreSQL server's connections.
  for (const [name, value] of [
    ['DATABASE_LISTEN_URL', e.DATABASE_LISTEN_URL],
    ['DATABASE_READ_URL', e.DATABASE_READ_URL],
  ] as const) {
    if (value && !e.DATABASE_URL)
      problems.push(`${name}: only with DATABASE_URL (the embedded database has no second connection)`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = resolveFromInvocation(e.DATA_DIR, env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    hasPublicUrl: e.PUBLIC_URL !== undefined,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolMax: e.DATABASE_POOL_MAX,
          listenUrl: e.DATABASE_LISTEN_URL ?? null,
          read: e.DATABASE_READ_URL ? { url: e.DATABASE_READ_URL, poolMax: e.DATABASE_READ_POOL_MAX } : null,
          namedStatements: e.DATABASE_PREPARED_STATEMENTS,
        }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metaPixelId: e.META_PIXEL_ID ?? null,
    authSecret: e.AUTH_SECRET ?? null,
    seedDemoData: e.SEED_DEMO_DATA ?? !(isRealDeployment || isHttps),
    loadGazetteer: e.LOAD_GAZETTEER,
    googleMaps: { serverKey: e.GOOGLE_MAPS_SERVER_KEY ?? null, browserKey: e.GOOGLE_MAPS_BROWSER_KEY ?? null },
    defaultLocation: {
      latitude: e.DEFAULT_LOCATION_LAT,
      longitude: e.DEFAULT_LOCATION_LNG,
      city: e.DEFAULT_LOCATION_CITY,
    },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : null,
    razorpay:
      e.PAYMENTS_PROVIDER !== 'sandbox' && e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
          }
        : null,
    razorpayx:
      e.RAZORPAYX_KEY_ID && e.RAZORPAYX_KEY_SECRET && e.RAZORPAYX_WEBHOOK_SECRET && e.RAZORPAYX_ACCOUNT_NUMBER
        ? {
            keyId: e.RAZORPAYX_KEY_ID,
            keySecret: e.RAZORPAYX_KEY_SECRET,
            webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET,
            accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER,
            apiUrl: e.RAZORPAYX_API_URL,
          }
        : null,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? null,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT ?? null,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    jobsPollMs: e.JOBS_POLL_MS,
    jobLeaseSeconds: e.JOBS_LEASE_SECONDS,
    metricsToken: e.METRICS_TOKEN ?? null,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    signInLimitPerIp: e.SIGN_IN_LIMIT_PER_IP,
    signInLimitPerAccount: e.SIGN_IN_LIMIT_PER_ACCOUNT,
    signUpLimitPerIp: e.SIGN_UP_LIMIT_PER_IP,
    msg91:
      e.MSG91_AUTH_KEY && e.MSG91_TEMPLATE_ID && e.MSG91_SENDER_ID
        ? {
            authKey: e.MSG91_AUTH_KEY,
            templateId: e.MSG91_TEMPLATE_ID,
            senderId: e.MSG91_SENDER_ID,
            apiUrl: e.MSG91_API_URL,
          }
        : null,
    // Whoever opens the outbox reads every code in it: only where nobody else can be signing in, a demo on the
    // embedded database at a plain-http address with no SMS provider
    devOutbox: !e.MSG91_AUTH_KEY && !isHttps && e.DATABASE_URL === undefined,
    otpLimits: { perIpPerHour: e.OTP_LIMIT_PER_IP, perDay: e.OTP_DAILY_LIMIT },
    geocodingLimitPerIp: e.GEOCODING_LIMIT_PER_IP,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : null,
    push: {
      vapidKeys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : // Every process behind a load balancer must sign with the pair the browsers subscribed with: a pair
            // of one machine's own would not do, so push stays off there until the keys are set
            e.NODE_ENV === 'production' && e.DATABASE_URL
            ? null
            : 'generate',
      subject: e.VAPID_SUBJECT,
      allowLocalEndpoints: e.PUSH_LOCAL_ENDPOINTS,
    },
    webDistDir: e.NODE_ENV === 'production' ? resolve(import.meta.dirname, '../../web/dist') : null,
  };
}
