/**
 * Soak (issue 20): the multi-process test's mixed load — browsing, search, cart quotes, cash and online orders,
 * payment webhooks, pharmacies accepting — against two API processes on one PostgreSQL database for
 * BENCH_SOAK_SECONDS (default 600), one process killed with SIGKILL and started again every
 * BENCH_SOAK_KILL_EVERY seconds (default 120; a third of the run when that is shorter), the two in turn.
 * Then the audit: every acknowledged order and payment is in the database, the stock adds up, every captured
 * payment is exactly its order's total, and no job is stuck.
 *
 *   tsx soak.ts     creates a database through BENCH_DATABASE_URL (default: the local server as postgres),
 *                   and drops it afterwards
 *
 * BENCH_SOAK_CLIENTS (shoppers, default 16) and BENCH_PORT change the run. A benchmark, not a test: it
 * reports, and exits non-zero only when the audit finds something lost.
 */
import { loadavg } from 'node:os';
import {
  type ApiProcess,
  audit,
  createBalancer,
  createDatabase,
  kill,
  killAll,
  LOAD_KINDS,
  prepareWorld,
  signIn,
  startApi,
  startMixedLoad,
} from '../apps/api/test/multi-process/cluster';
import { percentile, round, writeReport } from './support';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const settings = {
  seconds,
  killEverySeconds: Math.min(Number(process.env.BENCH_SOAK_KILL_EVERY ?? 120), Math.max(10, seconds / 3)),
  clients: Number(process.env.BENCH_SOAK_CLIENTS ?? 16),
  processes: 2,
  stores: 3,
  productsPerStore: 40,
  unitsPerProduct: 5000,
  customers: 120,
  // Counters accept within a second; an offer that lapses anyway moves on, as in production
  acceptanceWindowSeconds: 60,
  jobLeaseSeconds: 10,
};
const basePort = Number(process.env.BENCH_PORT ?? 3960);
// Due jobs left when the load stops must be taken within this long, or they count as stuck
const DRAIN_SECONDS = 180;
const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

const loadBefore = loadavg()[0] ?? 0;
const database = await createDatabase(serverUrl);
const processes: (ApiProcess | null)[] = [];
try {
  console.log(`preparing ${settings.customers} customers and ${settings.stores} stores`);
  const world = await prepareWorld(database.url, settings);
  const env = { JOBS_LEASE_SECONDS: String(settings.jobLeaseSeconds), LOG_LEVEL: 'error' };
  const start = (index: number) => startApi(world, basePort + index, basePort, env);
  processes.push(...(await Promise.all(Array.from({ length: settings.processes }, (_, index) => start(index)))));
  const balancer = createBalancer(basePort);
  const running = () => processes.filter((api): api is ApiProcess => api !== null);
  balancer.live.push(...running().map((api) => api.baseUrl));

  const cookies = new Map<string, string>();
  const people = [...world.customers.map((customer) => customer.email), ...world.stores.map((s) => s.ownerEmail)];
  for (let index = 0; index < people.length; index += 8) {
    await Promise.all(
      people.slice(index, index + 8).map(async (email) => {
        const session = await signIn(running()[index % 2]?.baseUrl ?? '', balancer.origin, email);
        if (session.status !== 200) throw new Error(`sign-in of ${email} answered ${session.status}`);
        cookies.set(email, session.cookie);
      }),
    );
  }

  console.log(`soaking for ${seconds} s, one process killed every ${settings.killEverySeconds} s`);
  const load = startMixedLoad(world, balancer, cookies, settings.clients);
  const startedAt = performance.now();
  const restarts: { atSeconds: number; process: number; downSeconds: number }[] = [];
  let victim = 0;
  while ((performance.now() - startedAt) / 1000 + settings.killEverySeconds <= seconds) {
    await sleep(
      settings.killEverySeconds * 1000 - ((performance.now() - startedAt) % (settings.killEverySeconds * 1000) || 0),
    );
    const api = processes[victim];
    if (!api) break;
    const atSeconds = round((performance.now() - startedAt) / 1000, 1);
    balancer.live.splice(balancer.live.indexOf(api.baseUrl), 1);
    await kill(api);
    processes[victim] = null;
    const down = performance.now();
    processes[victim] = await start(victim);
    balancer.live.push(api.baseUrl);
    restarts.push({ atSeconds, process: victim + 1, downSeconds: round((performance.now() - down) / 1000, 1) });
    console.log(`killed process ${victim + 1} at ${atSeconds} s; it was back after ${restarts.at(-1)?.downSeconds} s`);
    victim = (victim + 1) % settings.processes;
  }
  await sleep(Math.max(0, seconds * 1000 - (performance.now() - startedAt)));
  const record = await load.stop();
  const elapsed = (performance.now() - startedAt) / 1000;

  // Jobs a killed process held run again once their lease has ended; a backlog the load left must drain
  const drainStarted = performance.now();
  await sleep((settings.jobLeaseSeconds + 3) * 1000);
  let books = await audit(world, record);
  while (books.jobsStuck > 0 && performance.now() - drainStarted < DRAIN_SECONDS * 1000) {
    console.log(`waiting for ${books.jobsStuck} due jobs`, books.stuckKinds);
    await sleep(5000);
    books = await audit(world, record);
  }
  const drainSeconds = round((performance.now() - drainStarted) / 1000, 1);
  const lost =
    books.missingOrders > 0 ||
    books.ordersOut - books.ordersIn > record.unanswered.size ||
    books.stockAfter !== books.stockBefore ||
    books.missingPayments > 0 ||
    books.paymentMismatches > 0 ||
    books.unpaidButPlaced > 0 ||
    books.jobsStuck > 0 ||
    books.jobsFailing > 0;

  const results = LOAD_KINDS.map((kind) => {
    const sorted = [...record.latencies[kind]].sort((a, b) => a - b);
    return {
      kind,
      answered: sorted.length,
      perSecond: round(sorted.length / elapsed, 1),
      p50Ms: round(percentile(sorted, 0.5), 1),
      p95Ms: round(percentile(sorted, 0.95), 1),
      refused: record.refused[kind],
      errors: record.errors[kind],
    };
  });
  const total = results.reduce((sum, row) => sum + row.answered, 0);
  console.table(results);
  console.log({
    requestsPerSecond: round(total / elapsed, 1),
    ordersPerSecond: round(record.orders.size / elapsed, 1),
  });
  console.log('audit', books);
  if (record.errorSamples.length > 0) console.log('error samples', record.errorSamples);
  writeReport('soak', 'postgres', {
    settings,
    setup: {
      elapsedSeconds: round(elapsed, 1),
      restarts,
      requestsPerSecond: round(total / elapsed, 1),
      ordersPerSecond: round(record.orders.size / elapsed, 1),
      unansweredPlacements: record.unanswered.size,
      jobsDrainedAfterSeconds: drainSeconds,
      audit: books,
      lost,
    },
    results,
    loadBefore,
  });
  if (lost) process.exitCode = 1;
} finally {
  await killAll();
  await database.drop();
}
