/**
 * The money side (issue 16): the weekly settlement over 5,000 pharmacies and 1,000,000 delivered orders, and the
 * pages read from the ledger — a store's earnings (a pharmacy with 50,000 orders), its payouts, the admin's payout
 * list and reconciliation (PostgreSQL; 500 pharmacies and 100,000 orders on PGlite by default).
 *
 * Orders and their ledger entries are written by SQL (generate_series) the way delivery writes them — sale,
 * commission, its GST, TCS, TDS, and cash collected for cash orders — with amounts rounded as the shared rules
 * round them; a year of deliveries, 60 % paid online, 1 % refunded with their reversals. The settlement then
 * runs as the weekly job runs it, once on the whole backlog (every order is older than the dispute window).
 *
 *   tsx money.ts            PGlite (in memory), then PostgreSQL too when BENCH_DATABASE_URL is set
 *   tsx money.ts pglite     PGlite only
 *   tsx money.ts postgres   PostgreSQL only (creates and drops dawanow_bench_<random>)
 *
 * BENCH_MONEY_ORDERS / BENCH_MONEY_STORES change the size. A benchmark, not a test: it reports, never fails.
 */
import { loadavg } from 'node:os';
import { rangeEndingOn } from '@dawanow/shared/analytics';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { nextSettlementDate } from '@dawanow/shared/payouts/rules';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { stores } from '../apps/api/src/db/schema/stores';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { createAdminPayoutsRepository } from '../apps/api/src/modules/money/admin-payouts.repository';
import { createMoneyRepository } from '../apps/api/src/modules/money/money.repository';
import { createSettlement } from '../apps/api/src/modules/money/settlement';
import { type Kind, openFresh, requestedKinds, round, timeCases, writeReport } from './support';

/** The pharmacy whose earnings page is read: it has this many of the orders. */
const BIG_STORE_ORDERS = 50_000;

function settingsFor(kind: Kind) {
  const large = kind === 'postgres';
  return {
    orders: Number(process.env.BENCH_MONEY_ORDERS ?? (large ? 1_000_000 : 100_000)),
    stores: Number(process.env.BENCH_MONEY_STORES ?? (large ? 5_000 : 500)),
    bigStoreOrders: BIG_STORE_ORDERS,
    runs: Number(process.env.BENCH_MONEY_RUNS ?? 50),
    warmup: 5,
  };
}

async function bench(kind: Kind) {
  const settings = settingsFor(kind);
  console.log(
    `\n== money on ${kind}: ${settings.orders.toLocaleString('en')} delivered orders, ${settings.stores} stores ==`,
  );
  const { database, cleanup } = await openFresh(kind);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false, gazetteer: false });
    const { db } = database;
    const start = process.hrtime.bigint();
    const [template] = buildDemoStores();
    if (!template) throw new Error('no demo store template');
    for (let from = 0; from < settings.stores; from += 1000) {
      await db.insert(stores).values(
        Array.from({ length: Math.min(1000, settings.stores - from) }, (_, offset) => ({
          ...template,
          name: `Bench Pharmacy ${from + offset + 1}`,
          slug: `bench-${String(from + offset + 1).padStart(5, '0')}`,
        })),
      );
    }
    await db.execute(sql`select setseed(0.1611)`);
    await db.execute(sql`
      insert into users (id, name, email, email_verified, role, created_at, updated_at)
      values ('bench-customer', 'Bench Customer', 'customer@bench.dawanow.in', true, 'customer', now(), now())`);
    // A year of deliveries; the first pharmacy has BIG_STORE_ORDERS of them, the rest share the others
    await db.execute(sql`
      with store_ids as (select array_agg(id order by slug) as ids from stores where slug like 'bench-%'),
      drawn as (
        select g, now() - interval '8 days' - random() * interval '357 days' as at, random() as pay, random() as fate,
          case when g <= ${settings.bigStoreOrders} then 1 else 2 + floor(random() * ${settings.stores - 1})::int end as shop,
          100 + floor(random() * 300000)::int as items
        from generate_series(1, ${settings.orders}) g)
      insert into orders (number, user_id, idempotency_key, store_id, status, delivery_mode, payment_method,
        payment_provider, customer_name, customer_phone, address, supply, mrp_total_paise, items_total_paise,
        delivery_fee_paise, total_paise, delivery_otp, rx_required, created_at, updated_at, accepted_at, delivered_at)
      select 'DN-' || to_char(at at time zone 'Asia/Kolkata', 'YYMM') || '-' || lpad(g::text, 7, '0'),
        'bench-customer', gen_random_uuid(), (select ids from store_ids)[shop],
        case when fate < 0.01 then 'refunded' else 'delivered' end, 'standard',
        case when pay < 0.6 then 'online' else 'cod' end, case when pay < 0.6 then 'sandbox' else 'cod' end,
        'Bench Customer', '+919000000000',
        '{"name":"Home","line1":"1 MG Road","line2":null,"city":"Bengaluru","state":"Karnataka","postalCode":"560001","latitude":12.97,"longitude":77.59}'::jsonb,
        'intra_state', items + items / 10, items, 2500, items + 2500, '1234', false, at, at,
        at + interval '2 minutes', at + interval '25 minutes'
      from drawn`);
    // The entries delivery writes (12% GST on items, 18% on delivery): taxable values, then 10% commission,
    // 18% GST on it, 0.5% TCS (two halves), 0.1% TDS; cash orders also the cash the store took
    await db.execute(sql`
      with money as (
        select o.id, o.store_id, o.delivered_at, o.payment_method, o.status, o.total_paise,
          round(o.items_total_paise / 1.12) as items_taxable,
          round(o.items_total_paise / 1.12) + round(o.delivery_fee_paise / 1.18) as taxable
        from orders o),
      figures as (
        select *, round(items_taxable * 0.10) as commission, round(taxable * 0.0025) * 2 as tcs,
          round(taxable * 0.001) as tds from money)
      insert into ledger_entries (store_id, order_id, kind, amount_paise, base_paise, created_at)
      select store_id, id, kind, amount, base, delivered_at from figures
      cross join lateral (values
        ('sale', total_paise, null),
        ('commission', -commission, items_taxable),
        ('commission_gst', -round(commission * 0.18), commission),
        ('tcs', -tcs, taxable),
        ('tds', -tds, taxable),
        ('cash_collected', case when payment_method = 'cod' then -total_paise end, null)
      ) e(kind, amount, base)
      where amount is not null`);
    await db.execute(sql`
      insert into ledger_entries (store_id, order_id, kind, amount_paise, base_paise, created_at)
      select e.store_id, e.order_id, r.kind, r.amount, r.base, o.delivered_at + interval '1 day'
      from orders o join ledger_entries e on e.order_id = o.id and e.kind = 'commission'
      cross join lateral (values ('refund', -o.total_paise, null::bigint), ('commission_reversal', -e.amount_paise, e.base_paise)) r(kind, amount, base)
      where o.status = 'refunded'`);
    await db.execute(sql`analyze`);
    const insertSeconds = Number(process.hrtime.bigint() - start) / 1e9;
    const [{ entries } = { entries: 0 }] = (
      (await db.execute(sql`select count(*)::int as entries from ledger_entries`)) as unknown as {
        rows: { entries: number }[];
      }
    ).rows;
    console.log(`inserted ${entries.toLocaleString('en')} ledger entries in ${insertSeconds.toFixed(1)} s`);

    const repository = createMoneyRepository();
    const settlement = createSettlement({ db, repository, provider: 'manual' });
    const settlementDate = nextSettlementDate(indianToday());
    const settleStart = process.hrtime.bigint();
    const run = await settlement.run(settlementDate, null);
    const settleSeconds = Number(process.hrtime.bigint() - settleStart) / 1e9;
    console.log(`settlement: ${run.payoutCount} payouts in ${settleSeconds.toFixed(1)} s`);
    const againStart = process.hrtime.bigint();
    const again = await settlement.run(settlementDate, null);
    const againSeconds = Number(process.hrtime.bigint() - againStart) / 1e9;
    // The next week's run, with one new week of entries for every store left to settle, is what a Tuesday costs
    await db.execute(sql`
      insert into ledger_entries (store_id, kind, amount_paise, reason, request_key)
      select id, 'adjustment', 100, 'bench week', gen_random_uuid() from stores where slug like 'bench-%'`);
    const weekStart = process.hrtime.bigint();
    await settlement.run(addDays(settlementDate, 7), null);
    const weekSeconds = Number(process.hrtime.bigint() - weekStart) / 1e9;

    const [big] = await db.select({ id: stores.id }).from(stores).where(sql`${stores.slug} = 'bench-00001'`);
    if (!big) throw new Error('no big store');
    const today = indianToday();
    const month = rangeEndingOn(today, 30);
    const year = rangeEndingOn(today, 366);
    const admin = createAdminPayoutsRepository();
    const earnings = (range: { from: string; to: string }) => () =>
      Promise.all([
        repository.totals(db, big.id, range.from, range.to),
        repository.months(db, big.id, range.from, range.to),
        repository.earningsOrders(db, big.id, range.from, range.to, null, 51),
      ]);
    const cases: [string, () => Promise<unknown>][] = [
      ['earnings: 30 days (50k-order store)', earnings(month)],
      ['earnings: a year (50k-order store)', earnings(year)],
      [
        'payouts: balance and history',
        () =>
          Promise.all([repository.balance(db, big.id, addDays(today, -7)), repository.payouts(db, big.id, null, 21)]),
      ],
      ['admin: payouts list', () => admin.list(db, {}, null, 51)],
      ['admin: payouts summary', () => admin.summary(db, {})],
      [
        'admin: reconciliation page',
        () => admin.reconciliation(db, { city: undefined, afterStoreId: undefined, deliveredBefore: today }, 51),
      ],
      ['admin: reconciliation totals', () => admin.reconciliationTotals(db, undefined, today)],
    ];
    const loadBefore = loadavg()[0] ?? 0;
    const results = await timeCases(cases, settings);
    writeReport('money', kind, {
      settings,
      setup: {
        insertSeconds: round(insertSeconds, 1),
        ledgerEntries: entries,
        settlementSeconds: round(settleSeconds, 1),
        payouts: run.payoutCount,
        repeatRunSeconds: round(againSeconds, 2),
        repeatRunNewPayouts: again.payoutCount - run.payoutCount,
        nextWeekSeconds: round(weekSeconds, 2),
      },
      results,
      loadBefore,
    });
  } finally {
    await cleanup();
  }
}

for (const kind of requestedKinds()) await bench(kind);
