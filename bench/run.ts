/**
 * HTTP throughput of the public read endpoints: the API runs as its own process on a fresh
 * embedded database (as `npm start` does), autocannon loads it from this one. Writes JSON to
 * bench/results/ and prints a table. A benchmark, not a test: it reports, it never fails on speed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const baseUrl = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const targets = [
  { name: 'health', path: '/api/health' },
  { name: 'ready (database round trip)', path: '/api/ready' },
  { name: 'categories', path: '/api/categories' },
  { name: 'policy page (~10 KB)', path: '/api/content/pages/terms' },
  { name: 'site config', path: '/api/site' },
];

function startApi(): ChildProcess {
  const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-bench-'));
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (
      await fetch(`${baseUrl}/api/ready`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error('API did not become ready');
}

const api = startApi();
try {
  await waitUntilReady();
  const results = [];
  for (const target of targets) {
    const run = await autocannon({ url: `${baseUrl}${target.path}`, connections, duration: durationSeconds });
    results.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: Math.round(run.requests.average),
      latencyMs: { p50: run.latency.p50, p99: run.latency.p99, max: run.latency.max },
      non2xx: run.non2xx,
      errors: run.errors,
    });
  }
  const report = {
    benchmark: 'http-read-endpoints',
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
    settings: { durationSeconds, connections, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    results,
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, `bench/results/http-${report.settings.database}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.latencyMs.p50,
      'p99 ms': r.latencyMs.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
} finally {
  api.kill('SIGTERM');
}
