/**
 * The admin panel's order list, search, dashboard and analytics (issue 15) over a marketplace of 1,000,000 orders from
 * 200,000 customers at 200 pharmacies in five cities, a year of them (PostgreSQL; 100,000 orders and 20,000
 * customers on PGlite by default). Orders are written by SQL in the database (generate_series), as the order flow
 * leaves them: a year delivered, some cancelled or refunded, the last two hours still open; 60 % paid online
 * with their payment rows. Each case runs the statement the API runs for it, one call at a time.
 *
 *   tsx admin.ts            PGlite (in memory), then PostgreSQL too when BENCH_DATABASE_URL is set
 *   tsx admin.ts pglite     PGlite only
 *   tsx admin.ts postgres   PostgreSQL only (creates and drops dawanow_bench_<random>)
 *
 * BENCH_ADMIN_ORDERS / BENCH_ADMIN_USERS change the size. A benchmark, not a test: it reports, never fails.
 */
import { loadavg } from 'node:os';
import { parseOrderSearch } from '@dawanow/shared/admin-orders';
import { ANALYTICS_MAX_DAYS, rangeEndingOn } from '@dawanow/shared/analytics';
import { indianToday } from '@dawanow/shared/dates';
import { asc, eq, sql } from 'drizzle-orm';
import { decodeTimeCursor } from '../apps/api/src/db/keyset';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema/auth';
import { orders } from '../apps/api/src/db/schema/orders';
import { stores } from '../apps/api/src/db/schema/stores';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { createAdminAnalyticsRepository } from '../apps/api/src/modules/admin-analytics/admin-analytics.repository';
import { createAdminAnalyticsService } from '../apps/api/src/modules/admin-analytics/admin-analytics.service';
import { createAdminDashboardRepository } from '../apps/api/src/modules/admin-dashboard/admin-dashboard.repository';
import { createAdminDashboardService } from '../apps/api/src/modules/admin-dashboard/admin-dashboard.service';
import {
  type AdminOrderFilter,
  createAdminOrdersRepository,
} from '../apps/api/src/modules/admin-orders/admin-orders.repository';
import { type Kind, openFresh, requestedKinds, round, timeCases, writeReport } from './support';

const CITIES = ['Bengaluru', 'Mumbai', 'Delhi', 'Pune', 'Chennai'];
const STORES = 200;
const PAGE = 51;
const PRODUCTS = 2000;
const SALTS = 300;

function settingsFor(kind: Kind) {
  const large = kind === 'postgres';
  return {
    orders: Number(process.env.BENCH_ADMIN_ORDERS ?? (large ? 1_000_000 : 100_000)),
    users: Number(process.env.BENCH_ADMIN_USERS ?? (large ? 200_000 : 20_000)),
    stores: STORES,
    runs: Number(process.env.BENCH_ADMIN_RUNS ?? 100),
    warmup: 10,
  };
}

async function bench(kind: Kind) {
  const settings = settingsFor(kind);
  console.log(`\n== admin orders on ${kind}: ${settings.orders.toLocaleString('en')} orders ==`);
  const { database, cleanup } = await openFresh(kind);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false, gazetteer: false });
    const { db } = database;
    const start = process.hrtime.bigint();
    const [template] = buildDemoStores();
    if (!template) throw new Error('no demo store template');
    await db.insert(stores).values(
      Array.from({ length: STORES }, (_, index) => ({
        ...template,
        name: `Bench Pharmacy ${index + 1}`,
        slug: `bench-${index + 1}`,
        city: CITIES[index % CITIES.length] ?? 'Bengaluru',
      })),
    );
    await db.execute(sql`select setseed(0.2611)`);
    await db.execute(sql`
      insert into users (id, name, email, email_verified, role, created_at, updated_at)
      select 'bench-u-' || g, 'Customer ' || g, 'customer' || g || '@bench.dawanow.in', true, 'customer',
        now() - make_interval(days => (g % 400)), now()
      from generate_series(1, ${settings.users}) g`);
    await db.execute(sql`
      update profiles set phone = '+91' || (9000000000 + substr(id, 9)::bigint)::text where id like 'bench-u-%'`);
    // A year of orders, newest in the last two hours still open; most delivered, some cancelled or refunded
    await db.execute(sql`
      with store_ids as (select array_agg(id order by slug) as ids from stores where slug like 'bench-%'),
      drawn as (
        select g, now() - random() * interval '365 days' as at,
          random() as fate, random() as pay, 1 + floor(random() * ${settings.users})::int as customer,
          1 + floor(random() * ${STORES})::int as shop, 100 + floor(random() * 300000)::int as items
        from generate_series(1, ${settings.orders}) g)
      insert into orders (number, user_id, idempotency_key, store_id, status, delivery_mode, payment_method,
        payment_provider, customer_name, customer_phone, address, supply, mrp_total_paise, items_total_paise,
        delivery_fee_paise, total_paise, delivery_otp, rx_required, created_at, updated_at, accepted_at, delivered_at,
        cancelled_at)
      select 'DN-' || to_char(at at time zone 'Asia/Kolkata', 'YYMM') || '-' || lpad(g::text, 6, '0'),
        'bench-u-' || customer, gen_random_uuid(), (select ids from store_ids)[shop], status,
        case when pay < 0.4 then 'express' else 'standard' end, case when pay < 0.6 then 'online' else 'cod' end,
        case when pay < 0.6 then 'sandbox' else 'cod' end,
        'Customer ' || customer, '+91' || (9000000000 + customer)::text,
        '{"name":"Home","line1":"1 MG Road","line2":null,"city":"Bengaluru","state":"Karnataka","postalCode":"560001","latitude":12.97,"longitude":77.59}'::jsonb,
        'intra_state', items + items / 10, items, 2500, items + 2500, '1234', false, at, at,
        case when status in ('placed', 'cancelled') then null else at + interval '2 minutes' end,
        case when status in ('delivered', 'refunded') then at + make_interval(mins => 12 + floor(fate * 600)::int % 60) end,
        case when status = 'cancelled' then at + interval '5 minutes' end
      from (select *, case
          when at > now() - interval '2 hours' then (array['placed', 'processing', 'packed', 'out_for_delivery'])[1 + floor(fate * 4)::int]
          when fate < 0.06 then 'cancelled' when fate < 0.07 then 'refunded' else 'delivered' end as status
        from drawn) o`);
    await db.execute(sql`
      insert into payments (order_id, provider, provider_order_id, amount_paise, status, created_at, updated_at)
      select id, 'sandbox', 'bench_' || id, total_paise,
        case when status in ('cancelled', 'refunded') then 'refunded' else 'paid' end, created_at, created_at
      from orders where payment_method = 'online'`);
    // What the analytics read besides the orders: a shelf of products with salts, 1–3 lines per order, and
    // the offer each order went through (answered in 10 seconds to 3 minutes)
    await db.execute(sql`
      insert into products (sku, slug, name, manufacturer, dosage_form, pack_size, pack_label, mrp_paise, schedule,
        hsn_code, gst_rate, category_id, composition)
      select 'bench:' || g, 'bench-product-' || g, 'Bench Medicine ' || g, 'Bench Labs', 'tablet', 10,
        'strip of 10 tablets', 2000 + g * 7 % 50000, 'OTC', '30049099', 12, (select id from categories order by slug limit 1),
        jsonb_build_array(jsonb_build_object('name', 'Salt ' || (g % ${SALTS}), 'strength', '500', 'unit', 'mg'))
      from generate_series(1, ${PRODUCTS}) g`);
    await db.execute(sql`
      with shelf as (select array_agg(id order by sku) as ids from products where sku like 'bench:%')
      insert into order_items (order_id, product_id, name, pack_label, manufacturer, schedule, hsn_code, gst_rate,
        mrp_paise, unit_price_paise, quantity, batch_number, expiry_date)
      select o.id, p.id, p.name, p.pack_label, p.manufacturer, p.schedule, p.hsn_code, p.gst_rate, p.mrp_paise,
        p.mrp_paise * 9 / 10, 1 + (line + o.total_paise) % 3, 'B-1', '2028-01-01'
      from orders o cross join generate_series(0, 2) line
        join products p on p.id = (select ids from shelf)[1 + (abs(hashtext(o.id::text || line)) % ${PRODUCTS})]
      where line < 1 + o.total_paise % 3
      on conflict do nothing`);
    await db.execute(sql`
      insert into order_offers (order_id, store_id, offered_at, expires_at, outcome, decided_at)
      select id, store_id, created_at, created_at + interval '3 minutes',
        case when accepted_at is not null then 'accepted' when status = 'placed' then 'pending' else 'withdrawn' end,
        case when accepted_at is not null then created_at + make_interval(secs => 10 + total_paise % 170) end
      from orders`);
    await db.execute(sql`analyze`);
    const insertSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    console.log(`inserted in ${insertSeconds.toFixed(1)} s`);

    // Every day's roll-up, built once as a new install's first year-long view builds them
    const analytics = createAdminAnalyticsService({ db, repository: createAdminAnalyticsRepository() });
    const indianDay = indianToday();
    const year = rangeEndingOn(indianDay, ANALYTICS_MAX_DAYS);
    const buildStart = process.hrtime.bigint();
    await analytics.analytics(year);
    const buildSeconds = Number(process.hrtime.bigint() - buildStart) / 1e9;
    console.log(`analytics roll-ups for ${ANALYTICS_MAX_DAYS} days built in ${buildSeconds.toFixed(1)} s`);

    const repository = createAdminOrdersRepository();
    const dashboard = createAdminDashboardService({ db, repository: createAdminDashboardRepository() });
    const [someStore] = await db.select({ id: stores.id }).from(stores).where(sql`${stores.slug} = 'bench-7'`);
    // An order from the middle of the year, found by its number, its customer's phone and e-mail
    const [sample] = await db
      .select({ number: orders.number, email: users.email, phone: orders.customerPhone })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .orderBy(asc(orders.createdAt))
      .limit(1)
      .offset(Math.floor(settings.orders / 2));
    if (!sample?.phone) throw new Error('no sample order');
    const firstPages = await repository.list(db, { search: null }, { after: null, limit: 1000, sort: 'newest' });
    const deep = firstPages.at(-1);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const list =
      (filter: Partial<AdminOrderFilter>, after: string | null = null) =>
      () =>
        repository.list(
          db,
          { search: null, ...filter },
          { after: decodeTimeCursor(after ?? undefined), limit: PAGE, sort: 'newest' },
        );
    const cases: [string, () => Promise<unknown>][] = [
      ['list: newest first', list({})],
      ['list: page 20 (cursor)', list({}, deep ? `${deep.micros}_${deep.id}` : null)],
      ['search: order number', list({ search: parseOrderSearch(sample.number) || null })],
      ['search: customer phone', list({ search: parseOrderSearch(sample.phone.slice(3)) || null })],
      ['search: customer e-mail', list({ search: parseOrderSearch(sample.email) || null })],
      ['filter: state placed (open)', list({ status: 'placed' })],
      ['filter: state cancelled', list({ status: 'cancelled' })],
      ['filter: one pharmacy', list({ storeId: someStore?.id })],
      ['filter: city', list({ city: 'Pune' })],
      ['filter: cash on delivery', list({ paymentMethod: 'cod' })],
      ['filter: payment refunded', list({ paymentStatus: 'refunded' })],
      ['filter: last 7 days', list({ from: weekAgo, to: today })],
      ['filter: pharmacy + delivered + 7 days', list({ storeId: someStore?.id, status: 'delivered', from: weekAgo })],
      ['dashboard', () => dashboard.dashboard()],
      ['analytics: 30 days', () => analytics.analytics(rangeEndingOn(indianDay, 30))],
      ['analytics: 30 days, one city', () => analytics.analytics({ ...rangeEndingOn(indianDay, 30), city: 'Pune' })],
      ['analytics: a year', () => analytics.analytics(year)],
      ['analytics: refresh (today)', () => analytics.refresh()],
    ];
    const loadBefore = loadavg()[0] ?? 0;
    const results = await timeCases(cases, settings);
    writeReport('admin', kind, {
      settings,
      setup: {
        insertSeconds: round(insertSeconds, 1),
        rollupBuildSeconds: round(buildSeconds, 1),
        rollupMsPerDay: round((buildSeconds * 1000) / ANALYTICS_MAX_DAYS, 1),
      },
      results,
      loadBefore,
    });
  } finally {
    await cleanup();
  }
}

for (const kind of requestedKinds()) await bench(kind);
