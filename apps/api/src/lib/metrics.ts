/**
 * What an operator watches (docs/operations.md), in Prometheus's text format at GET /api/metrics: requests and
 * their latency per route, the database pool, how late the durable jobs run, and the open event streams. Each
 * process reports its own figures; Prometheus scrapes every process and sums them.
 *
 * The figures name routes and volumes, not people, but they still map the service for an attacker: a scraper
 * on this machine (loopback, and no proxy in between) is answered, anyone else needs METRICS_TOKEN as a bearer
 * token, and everyone else is told there is nothing here.
 */
import { timingSafeEqual } from 'node:crypto';
import { healthApi } from '@dawanow/shared/api/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, selectRows } from '../db/client';
import { route } from './endpoint';
import { AppError } from './errors';

// From a cached read (a few ms) to a slow checkout or report (seconds)
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function mayScrape(request: FastifyRequest, token: string | null): boolean {
  const header = request.headers.authorization;
  if (token && header) {
    const given = Buffer.from(header);
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  // A proxy on this machine connects from loopback too, but says whom it forwards for: that caller is remote.
  return !token && isLoopback(request.socket.remoteAddress) && request.headers['x-forwarded-for'] === undefined;
}

/**
 * Counts every request from now on (call it before the routes are registered); the plugin it returns serves
 * the figures, registered under /api with the other routes so that access control knows it.
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | null): FastifyPluginAsync {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'dawanow_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'dawanow_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the path: ids in paths would make a series per order
    const pattern = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route: pattern, status: reply.statusCode });
    latency.observe({ method: request.method, route: pattern }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'dawanow_event_streams_open',
    help: 'Server-Sent Event streams open in this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('openEventStreams') ? app.openEventStreams() : 0);
    },
  });

  if (database.kind === 'postgres') {
    // The replica's pool beside the primary's: a replica that lags or stalls shows as its own waiting queries
    const pools = [
      { name: 'primary', pool: database.pool },
      ...(database.readPool ? [{ name: 'read', pool: database.readPool }] : []),
    ];
    new Gauge({
      name: 'dawanow_db_pool_connections',
      help: "This process's PostgreSQL connections by pool (primary, read replica): in use, idle, and queries waiting for one",
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const { name, pool } of pools) {
          this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        }
      },
    });
  }

  // Shared by every process: each reports the same figures, so alert on the maximum, not the sum.
  const jobsDue = new Gauge({
    name: 'dawanow_jobs_due',
    help: 'Durable jobs due and not yet taken by any process (all processes together)',
    registers: [registry],
  });
  const jobsLag = new Gauge({
    name: 'dawanow_jobs_lag_seconds',
    help: 'How long the oldest due job not yet taken has waited (0 when none waits)',
    registers: [registry],
  });
  const jobsLeased = new Gauge({
    name: 'dawanow_jobs_running',
    help: 'Durable jobs held right now: running, held by a process that died until the lease ends, or waiting to retry',
    registers: [registry],
  });

  async function readJobs(): Promise<void> {
    const [row] = await selectRows<{ due: number; lag: number; leased: number }>(
      database.db,
      sql`select
        count(*) filter (where run_at <= now() and (locked_until is null or locked_until < now()))::int as due,
        coalesce(extract(epoch from now() - min(run_at)
          filter (where run_at <= now() and (locked_until is null or locked_until < now()))), 0)::float8 as lag,
        count(*) filter (where locked_until >= now() and attempts > 0)::int as leased
      from jobs where done_at is null`,
    );
    jobsDue.set(row?.due ?? 0);
    jobsLag.set(row?.lag ?? 0);
    jobsLeased.set(row?.leased ?? 0);
  }

  return async (api) => {
    route(api, healthApi.metrics, async (request, reply) => {
      if (!mayScrape(request, token)) throw new AppError('NOT_FOUND', 'There is nothing here.');
      await readJobs();
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  };
}
