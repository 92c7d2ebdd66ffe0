/**
 * A store's customers list and analytics (issue 14) on a store with a year of realistic volume: 20,000 orders
 * from 3,000 customers over 365 days, each with 1–3 lines and its offer, as the order flow leaves them
 * (delivered, cancelled, turned down, refunded). The API's own service calls are timed in this process, one at a
 * time, on a fresh database, as GET /api/stores/:storeId/customers and /analytics run them.
 *
 *   tsx store-insights.ts            PGlite (in memory), then PostgreSQL too when BENCH_DATABASE_URL is set
 *   tsx store-insights.ts pglite     PGlite only
 *   tsx store-insights.ts postgres   PostgreSQL only (creates and drops dawanow_bench_<random>)
 *
 * A benchmark, not a test: it reports and never fails on speed.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { rangeEndingOn } from '@dawanow/shared/analytics';
import { indianToday } from '@dawanow/shared/dates';
import { sql } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema/auth';
import { categories, products } from '../apps/api/src/db/schema/catalog';
import { orderItems, orderOffers, orders } from '../apps/api/src/db/schema/orders';
import { stores } from '../apps/api/src/db/schema/stores';
import { planDemoCatalogue } from '../apps/api/src/db/seed/catalog/seed-steps';
import { buildDemoStores } from '../apps/api/src/db/seed/demo-stores';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { createStoreAnalyticsRepository } from '../apps/api/src/modules/store-analytics/store-analytics.repository';
import { createStoreAnalyticsService } from '../apps/api/src/modules/store-analytics/store-analytics.service';
import { createStoreCustomersRepository } from '../apps/api/src/modules/store-customers/store-customers.repository';
import { createStoreCustomersService } from '../apps/api/src/modules/store-customers/store-customers.service';
import { type Kind, openFresh, random, requestedKinds, round, timeCases, writeReport } from './support';

const settings = {
  orders: Number(process.env.BENCH_INSIGHTS_ORDERS ?? 20_000),
  customers: Number(process.env.BENCH_INSIGHTS_CUSTOMERS ?? 3_000),
  products: 80,
  days: 365,
  runs: Number(process.env.BENCH_INSIGHTS_RUNS ?? 100),
  warmup: 10,
  seed: Number(process.env.BENCH_SEED ?? 20_261_125),
};
const INSERT_BATCH = 500;
const MINUTE = 60_000;
const REJECT_REASONS = ['Items out of stock', 'Store closing', 'Too many orders right now'];
const CANCEL_REASONS = ['Ordered by mistake', 'Delivery is taking too long', 'Found it cheaper elsewhere'];

async function bench(kind: Kind) {
  console.log(`\n== store customers and analytics on ${kind}: ${settings.orders.toLocaleString('en')} orders ==`);
  const { database, cleanup } = await openFresh(kind);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db, { demo: false, gazetteer: false });
    const { db } = database;
    const next = random(settings.seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;

    const [template] = buildDemoStores();
    if (!template) throw new Error('no demo store template');
    const [store] = await db
      .insert(stores)
      .values({ ...template, slug: 'bench-store' })
      .returning({ id: stores.id });
    // Where the orders this store turns down go: they stay offers of this store, orders of the next.
    const [nextStore] = await db
      .insert(stores)
      .values({ ...template, slug: 'bench-next-store' })
      .returning({ id: stores.id });
    if (!store || !nextStore) throw new Error('no store');
    const categoryIds = new Map((await db.select().from(categories)).map((row) => [row.slug, row.id]));
    const catalogue = planDemoCatalogue().products.slice(0, settings.products);
    const shelf = await db
      .insert(products)
      .values(
        catalogue.map(({ line: _line, categorySlug, ...fields }) => ({
          ...fields,
          schedule: fields.schedule ?? 'OTC',
          popularity: fields.popularity ?? 0,
          categoryId: categoryIds.get(categorySlug) ?? [...categoryIds.values()][0] ?? '',
        })),
      )
      .returning();
    const people = Array.from({ length: settings.customers }, (_, index) => ({
      id: randomUUID(),
      name: `${pick(['Asha', 'Ravi', 'Meera', 'Imran', 'Kavya', 'Arjun', 'Fatima', 'Vikram'])} ${pick(['Menon', 'Rao', 'Iyer', 'Khan', 'Reddy', 'Shah', 'Das'])} ${index}`,
      phone: `+9198${String(index).padStart(8, '0')}`,
    }));
    for (let start = 0; start < people.length; start += INSERT_BATCH) {
      await db.insert(users).values(
        people.slice(start, start + INSERT_BATCH).map((person) => ({
          id: person.id,
          name: person.name,
          email: `${person.id}@bench.example`,
        })),
      );
    }

    const insertStart = process.hrtime.bigint();
    const now = Date.now();
    for (let start = 0; start < settings.orders; start += INSERT_BATCH) {
      const batch = Array.from({ length: Math.min(INSERT_BATCH, settings.orders - start) }, (_, offset) => {
        const index = start + offset;
        // Regulars order often: a squared draw gives a long tail of one-off customers.
        const person = people[Math.floor(next() ** 2 * people.length)] ?? people[0];
        if (!person) throw new Error('no customers');
        const createdAt = new Date(now - Math.floor(next() * settings.days * 24 * 60) * MINUTE);
        const roll = next();
        const outcome: 'rejected' | 'cancelled' | 'refunded' | 'delivered' =
          roll < 0.08 ? 'rejected' : roll < 0.12 ? 'cancelled' : roll < 0.14 ? 'refunded' : 'delivered';
        const accepted = outcome !== 'rejected' && (outcome !== 'cancelled' || next() < 0.3);
        const acceptedAt = accepted ? new Date(createdAt.getTime() + Math.floor(30_000 + next() * 240_000)) : null;
        const packedAt =
          acceptedAt && outcome !== 'cancelled'
            ? new Date(acceptedAt.getTime() + Math.floor(next() * 25 * MINUTE))
            : null;
        const lines = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(shelf)))].map(
          (product) => ({
            product,
            quantity: 1 + Math.floor(next() * 3),
            unitPricePaise: Math.max(1, Math.floor(product.mrpPaise * 0.9)),
          }),
        );
        const itemsTotalPaise = lines.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0);
        return {
          id: randomUUID(),
          createdAt,
          acceptedAt,
          outcome,
          lines,
          order: {
            number: `DN-BENCH-${index}`,
            userId: person.id,
            idempotencyKey: randomUUID(),
            storeId: outcome === 'rejected' ? nextStore.id : store.id,
            status: outcome === 'rejected' ? ('placed' as const) : outcome,
            deliveryMode: 'standard' as const,
            paymentMethod: 'cod' as const,
            paymentProvider: 'cod' as const,
            customerName: person.name,
            customerPhone: person.phone,
            address: {
              name: 'Home',
              line1: '12, 4th Cross',
              line2: null,
              city: 'Bengaluru',
              state: 'Karnataka',
              postalCode: '560025',
              latitude: 12.97,
              longitude: 77.59,
            },
            supply: 'intra_state' as const,
            mrpTotalPaise: lines.reduce((sum, line) => sum + line.quantity * line.product.mrpPaise, 0),
            itemsTotalPaise,
            deliveryFeePaise: 2500,
            totalPaise: itemsTotalPaise + 2500,
            deliveryOtp: '1234',
            rxRequired: false,
            cancelReason: outcome === 'cancelled' ? pick(CANCEL_REASONS) : null,
            acceptedAt,
            packedAt,
            deliveredAt: outcome === 'delivered' && packedAt ? new Date(packedAt.getTime() + 20 * MINUTE) : null,
            cancelledAt: outcome === 'cancelled' ? new Date(createdAt.getTime() + 10 * MINUTE) : null,
            createdAt,
          },
        };
      });
      await db.insert(orders).values(batch.map(({ id, order }) => ({ id, ...order })));
      await db.insert(orderItems).values(
        batch.flatMap(({ id, lines }) =>
          lines.map((line) => ({
            orderId: id,
            productId: line.product.id,
            name: line.product.name,
            packLabel: line.product.packLabel,
            manufacturer: line.product.manufacturer,
            schedule: line.product.schedule,
            hsnCode: line.product.hsnCode,
            gstRate: line.product.gstRate,
            mrpPaise: line.product.mrpPaise,
            unitPricePaise: line.unitPricePaise,
            quantity: line.quantity,
            batchNumber: 'BENCH1',
            expiryDate: '2029-12-31',
          })),
        ),
      );
      await db.insert(orderOffers).values(
        batch.map(({ id, createdAt, acceptedAt, outcome }) => ({
          orderId: id,
          storeId: store.id,
          offeredAt: createdAt,
          expiresAt: new Date(createdAt.getTime() + 5 * MINUTE),
          outcome: acceptedAt
            ? ('accepted' as const)
            : outcome === 'rejected'
              ? ('rejected' as const)
              : ('withdrawn' as const),
          reason: outcome === 'rejected' ? pick(REJECT_REASONS) : null,
          decidedAt: acceptedAt ?? new Date(createdAt.getTime() + MINUTE),
        })),
      );
    }
    const insertSeconds = Number(process.hrtime.bigint() - insertStart) / 1e9;
    await db.execute(sql`analyze`);
    console.log(`inserted ${settings.orders.toLocaleString('en')} orders in ${insertSeconds.toFixed(1)} s`);

    const customers = createStoreCustomersService({ db, repository: createStoreCustomersRepository() });
    const analyticsParts = createStoreAnalyticsRepository();
    const analytics = createStoreAnalyticsService({ db, repository: analyticsParts });
    const today = indianToday();
    const regular = people[0]?.id ?? '';
    const cases: [string, () => Promise<unknown>][] = [
      [
        'customers: latest order first',
        () => customers.list(store.id, { sort: 'lastOrder', direction: 'desc', page: 1 }),
      ],
      [
        'customers: most spent, page 10',
        () => customers.list(store.id, { sort: 'totalSpent', direction: 'desc', page: 10 }),
      ],
      [
        'customers: search name "meera"',
        () => customers.list(store.id, { q: 'meera', sort: 'name', direction: 'asc', page: 1 }),
      ],
      [
        'customers: search phone "0042"',
        () => customers.list(store.id, { q: '0042', sort: 'lastOrder', direction: 'desc', page: 1 }),
      ],
      ['customer: one regular', () => customers.detail(store.id, regular)],
      ['analytics: today', () => analytics.analytics(store.id, rangeEndingOn(today, 1))],
      ['analytics: 7 days', () => analytics.analytics(store.id, rangeEndingOn(today, 7))],
      ['analytics: 30 days', () => analytics.analytics(store.id, rangeEndingOn(today, 30))],
      ['analytics: 366 days', () => analytics.analytics(store.id, rangeEndingOn(today, 366))],
      ['CSV: top medicines, 30 days', () => analytics.exportTable(store.id, rangeEndingOn(today, 30), 'top-medicines')],
      // Each analytics query alone over 30 days: where the time goes.
      ...Object.entries(analyticsParts).map(
        ([part, query]) =>
          [`  30 days, ${part} alone`, () => query(db, store.id, rangeEndingOn(today, 30))] as [
            string,
            () => Promise<unknown>,
          ],
      ),
    ];
    const loadBefore = loadavg()[0] ?? 0;
    const results = await timeCases(cases, settings);
    writeReport('store-insights', kind, {
      settings,
      setup: { insertSeconds: round(insertSeconds, 1) },
      results,
      loadBefore,
    });
  } finally {
    await cleanup();
  }
}

const kinds = requestedKinds();
for (const kind of kinds) await bench(kind);
