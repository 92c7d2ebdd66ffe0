/** The one place the API reads its environment (ARCHITECTURE §7): validated once, at start. */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const ZBooleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.preprocess(emptyAsUnset, ZBooleanFlag.default(false)),
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
  publicUrl: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax: number };
  dataDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  trustProxy: boolean;
  metaPixelId: string | null;
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
  const dataDir = resolveFromInvocation(e.DATA_DIR, env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolMax: e.DATABASE_POOL_MAX }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') },
    dataDir,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    metaPixelId: e.META_PIXEL_ID ?? null,
    webDistDir: e.NODE_ENV === 'production' ? resolve(import.meta.dirname, '../../web/dist') : null,
  };
}
