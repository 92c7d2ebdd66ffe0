/**
 * The store panel's reads and stock file (issue 14, "Performance"): a store with 5,000 products in 15,000
 * batches and 6,000 orders over two weeks. Timed in this process through the services behind the endpoints,
 * one call at a time, on a fresh database:
 *   - the inventory list (GET /api/stores/:id/inventory) over a mix of searches, filters, sorts and pages;
 *   - the dashboard (GET /api/stores/:id/dashboard);
 *   - a 5,000-row stock CSV imported into a second store (new products), then imported again as counts.
 *
 *   tsx store-panel.ts            PGlite (in memory), then PostgreSQL too when BENCH_DATABASE_URL is set
 *   tsx store-panel.ts pglite     PGlite only
 *   tsx store-panel.ts postgres   PostgreSQL only (creates and drops dawanow_bench_<random>)
 *
 * A benchmark, not a test: it reports and never fails on speed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { indianToday } from '@dawanow/shared/dates';
import { ZInventoryQuery } from '@dawanow/shared/inventory';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { stores } from '../apps/api/src/db/schema/stores';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { createPrescriptionsRepository } from '../apps/api/src/modules/prescriptions/prescriptions.repository';
import { createStoreDashboardRepository } from '../apps/api/src/modules/store-dashboard/store-dashboard.repository';
import { createStoreDashboardService } from '../apps/api/src/modules/store-dashboard/store-dashboard.service';
import { createStoreInventoryRepository } from '../apps/api/src/modules/store-inventory/store-inventory.repository';
import { createStoreInventoryService } from '../apps/api/src/modules/store-inventory/store-inventory.service';
import { createStoresRepository } from '../apps/api/src/modules/stores/stores.repository';
import { createFileStorage } from '../apps/api/src/providers/storage/create-file-storage';
import { type Kind, openFresh, percentile, round } from './support';

const settings = {
  products: Number(process.env.BENCH_PANEL_PRODUCTS ?? 5_000),
  batchesPerProduct: 3,
  orders: Number(process.env.BENCH_PANEL_ORDERS ?? 6_000),
  listCalls: Number(process.env.BENCH_PANEL_LIST_CALLS ?? 600),
  dashboardCalls: Number(process.env.BENCH_PANEL_DASHBOARD_CALLS ?? 200),
  warmup: 30,
};
const TARGETS = { listP95Ms: 30, dashboardP95Ms: 50, importSeconds: 10 };

/** What pharmacists do on the inventory screen, in rough proportion. */
const LIST_QUERIES = [
  {},
  { page: '7' },
  { q: 'ka' },
  { q: 'product 12' },
  { q: 'bench:sku-4' },
  { filter: 'low-stock' },
  { filter: 'out-of-stock' },
  { filter: 'near-expiry' },
  { filter: 'expired' },
  { sort: 'units', dir: 'desc' },
  { sort: 'expiry' },
  { rx: 'true', sort: 'price', dir: 'desc' },
  { filter: 'low-stock', q: 'ta' },
].map((query) => ZInventoryQuery.parse(query));

async function time<T>(run: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p95Ms: round(percentile(sorted, 0.95)),
    p99Ms: round(percentile(sorted, 0.99)),
  };
}

async function bench(kind: Kind) {
  console.log(`\n== store panel on ${kind}: ${settings.products} products, ${settings.orders} orders ==`);
  const { database, cleanup } = await openFresh(kind);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false, gazetteer: false });
    const db = database.db;
    const [template] = buildDemoStores();
    if (!template) throw new Error('no store template');
    const [store, other] = await db
      .insert(stores)
      .values([
        { ...template, slug: 'bench-panel-a' },
        { ...template, slug: 'bench-panel-b' },
      ])
      .returning({ id: stores.id });
    if (!store || !other) throw new Error('stores not made');
    const today = indianToday();

    const setupStart = performance.now();
    await db.execute(sql`
      with category as (insert into categories (slug, name) values ('bench-panel', 'Bench') returning id)
      insert into products (sku, slug, name, manufacturer, dosage_form, pack_size, pack_label, mrp_paise, schedule,
        hsn_code, gst_rate, category_id, composition_label)
      select 'bench:sku-' || n, 'bench-product-' || n, 'Bench ' || (array['Kalo','Tari','Mova','Zeta','Pana'])[1 + n % 5]
          || ' Product ' || n, 'Bench Labs', 'tablet', 10, 'strip of 10 tablets', 2000 + (n % 300) * 10,
        case when n % 4 = 0 then 'H' else 'OTC' end, '30049099', 12, id,
        (array['Paracetamol 500 mg','Cetirizine 10 mg','Metformin 500 mg','Amlodipine 5 mg'])[1 + n % 4]
      from category, generate_series(1, ${settings.products}) n`);
    await db.execute(sql`
      insert into store_inventory (store_id, product_id, price_paise, low_stock_threshold)
      select ${store.id}, id, mrp_paise - 100, 10 from products where sku like 'bench:%'`);
    // Three batches a product: one near or past expiry for some, two later; a few products sold out
    await db.execute(sql`
      insert into inventory_batches (store_id, product_id, batch_number, expiry_date, quantity)
      select ${store.id}, p.id, 'B' || b, ${today}::date + ((case b when 1 then (n % 200) - 20 else 120 + b * 200 end) || ' days')::interval,
        case when n % 17 = 0 then 0 else (n * b) % 40 end
      from (select id, row_number() over (order by sku) n from products where sku like 'bench:%') p,
        generate_series(1, ${settings.batchesPerProduct}) b`);
    // Two weeks of orders at the store: most delivered, some cancelled, a few waiting or being packed
    await db.execute(
      sql`insert into users (id, name, email) values ('bench-customer', 'Bench Customer', 'bench@example.in')`,
    );
    await db.execute(sql`
      with made as (
        insert into orders (number, user_id, idempotency_key, store_id, status, delivery_mode, payment_method,
          payment_provider, customer_name, address, supply, mrp_total_paise, items_total_paise, delivery_fee_paise,
          total_paise, delivery_otp, rx_required, created_at, accepted_at, packed_at, delivered_at, cancelled_at)
        select 'DN-B-' || n, 'bench-customer', gen_random_uuid(), ${store.id},
          s.status, 'standard', 'cod', 'cod', 'Bench Customer', '{}'::jsonb, 'intra_state', 60000, 50000, 0, 50000, '1234',
          false, t.at, case when s.status <> 'placed' then t.at + interval '2 minutes' end,
          case when s.status in ('packed', 'delivered') then t.at + interval '12 minutes' end,
          case when s.status = 'delivered' then t.at + interval '40 minutes' end,
          case when s.status = 'cancelled' then t.at + interval '5 minutes' end
        from generate_series(1, ${settings.orders}) n,
          lateral (select now() - ((n % 14) || ' days')::interval - ((n % 600) || ' minutes')::interval as at) t,
          lateral (select case when n % 50 = 0 then 'placed' when n % 40 = 0 then 'packed' when n % 9 = 0 then 'cancelled'
            else 'delivered' end as status) s
        returning id, status, created_at)
      insert into order_offers (order_id, store_id, offered_at, expires_at, outcome, decided_at)
      select id, ${store.id}, created_at, created_at + interval '3 minutes',
        case when status = 'placed' then 'pending' when status = 'cancelled' then 'rejected' else 'accepted' end,
        case when status <> 'placed' then created_at + interval '2 minutes' end
      from made`);
    console.log(`made the store's data in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`);
    await db.execute(sql`analyze`);

    const inventoryRepository = createStoreInventoryRepository();
    const inventory = createStoreInventoryService({
      db,
      repository: inventoryRepository,
      storage: createFileStorage({ dataDir: '/nonexistent', s3: null }),
    });
    const dashboard = createStoreDashboardService({
      db,
      repository: createStoreDashboardRepository(),
      storesRepository: createStoresRepository(db),
      prescriptionsRepository: createPrescriptionsRepository(),
      inventoryRepository,
    });

    const first = await inventory.list(store.id, LIST_QUERIES[0] ?? ZInventoryQuery.parse({}));
    console.log(`inventory: ${first.total} products on the shelf`);
    for (let i = 0; i < settings.warmup; i++) {
      await inventory.list(store.id, LIST_QUERIES[i % LIST_QUERIES.length] ?? ZInventoryQuery.parse({}));
      await dashboard.dashboard(store.id);
    }
    const listTimes: number[] = [];
    for (let i = 0; i < settings.listCalls; i++) {
      const query = LIST_QUERIES[i % LIST_QUERIES.length] ?? ZInventoryQuery.parse({});
      listTimes.push(await time(() => inventory.list(store.id, query)));
    }
    const dashboardTimes: number[] = [];
    for (let i = 0; i < settings.dashboardCalls; i++) {
      dashboardTimes.push(await time(() => dashboard.dashboard(store.id)));
    }

    const skus = await db.execute(sql`select sku, mrp_paise from products where sku like 'bench:%' order by sku`);
    const rows = (skus as unknown as { rows: { sku: string; mrp_paise: number }[] }).rows;
    const csvOf = (quantity: (i: number) => number) =>
      `sku,batch,expiry,quantity,price\n${rows
        .map((row, i) => `${row.sku},IMP-${i},2028-06-30,${quantity(i)},${((row.mrp_paise - 50) / 100).toFixed(2)}`)
        .join('\n')}\n`;
    const importNew = await time(async () => {
      const result = await inventory.importStock(
        other.id,
        csvOf((i) => (i % 30) + 1),
        false,
        'bench-customer',
      );
      if (!result.applied) throw new Error(`import refused: ${JSON.stringify(result.errors.slice(0, 3))}`);
    });
    const importRecount = await time(async () => {
      const result = await inventory.importStock(
        other.id,
        csvOf((i) => (i % 30) + 2),
        false,
        'bench-customer',
      );
      if (result.counts.updatedBatches !== rows.length) throw new Error('the recount did not change every batch');
    });

    const report = {
      database: kind,
      measuredAt: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg().map((load) => round(load, 2)) },
      settings,
      inventoryList: { ...summary(listTimes), targetP95Ms: TARGETS.listP95Ms },
      dashboard: { ...summary(dashboardTimes), targetP95Ms: TARGETS.dashboardP95Ms },
      stockImport: {
        rows: rows.length,
        newProductsSeconds: round(importNew / 1000, 2),
        recountSeconds: round(importRecount / 1000, 2),
        targetSeconds: TARGETS.importSeconds,
      },
    };
    console.log(JSON.stringify(report, null, 2));
    const folder = resolve(import.meta.dirname, 'results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(resolve(folder, `store-panel-${kind}.json`), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await cleanup();
  }
}

const only = process.argv[2] as Kind | undefined;
const kinds: Kind[] = only ? [only] : process.env.BENCH_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const kind of kinds) await bench(kind);
