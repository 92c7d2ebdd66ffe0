/**
 * On a PostgreSQL server every test app gets a database of its own. Migrating and seeding one took ~3 s, and the
 * suite makes about seventy; copying a database already migrated and seeded (`create database … template …`) takes
 * a tenth of that. The template is made once, before the test files start (vitest's global setup), and named by a
 * hash of what decides its contents (contentHash), so a change to any of it makes a new one and an unchanged tree
 * reuses the last run's. Templates a day old that a newer one replaced are dropped.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';

const apiDir = resolve(import.meta.dirname, '..');
const PREFIX = 'dawanow_template_';
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
/** Any constant: runs sharing a server make the template one after another */
const TEMPLATE_LOCK_ID = 4_120_727;

/**
 * Every file that decides what a fresh test database holds: the migrations, the schema, the seed and the shared
 * rules and texts the seed reads (the agreement's version, the content pages' names).
 */
function contentHash(): string {
  const hash = createHash('sha256');
  for (const dir of ['drizzle', 'src/db/seed', 'src/db/schema', '../../packages/shared/src']) {
    const files = readdirSync(join(apiDir, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(relative(apiDir, file)).update('\0').update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template for this tree on the server, made if it is not there yet. */
export async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = `${PREFIX}${contentHash()}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  try {
    await server.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    const { rows } = await server.query<{ datname: string; description: string | null }>(
      `select datname, shobj_description(oid, 'pg_database') as description from pg_database where datname like $1`,
      [`${PREFIX}%`],
    );
    for (const row of rows) {
      const madeAt = Number(row.description ?? 0);
      if (row.datname !== name && Date.now() - madeAt > STALE_AFTER_MS) {
        await server.query(`drop database if exists ${row.datname} with (force)`);
      }
    }
    if (rows.some((row) => row.datname === name)) return name;
    // Made under a name of its own and renamed once complete: a run stopped half-way leaves no broken template
    const making = `${name}_making`;
    await server.query(`drop database if exists ${making} with (force)`);
    await server.query(`create database ${making}`);
    // Loaded only now: the app's modules take seconds to load, and most runs find the template made
    const { buildApp } = await import('../src/app');
    const { databaseUrlOn, testConfig } = await import('./test-app');
    const url = databaseUrlOn(serverUrl, making);
    const app = await buildApp(testConfig({ database: { kind: 'postgres', url, poolMax: 2 } }));
    await app.close();
    await server.query(`alter database ${making} rename to ${name}`);
    await server.query(`comment on database ${name} is '${Date.now()}'`);
    return name;
  } finally {
    await server.end();
  }
}
