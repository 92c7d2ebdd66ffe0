import type { TAdminAnalytics } from '@dawanow/shared/admin-analytics';
import { rangeEndingOn } from '@dawanow/shared/analytics';
import { indianToday } from '@dawanow/shared/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { useOrderWorld } from '../../../test/order-fixtures';
import {
  createCustomer,
  deliverOrder,
  getAs,
  type PlacedOrder,
  placeOrder,
  storeStep,
} from '../../../test/store-insights-fixtures';
import { percentileOf } from './admin-analytics.service';

const setup = useOrderWorld('admin-analytics');
const today = indianToday();
const week = rangeEndingOn(today, 7);
const state = {} as { admin: TestUser; orders: Record<'first' | 'late' | 'repeat' | 'cancelled', PlacedOrder> };

/** Moves an order's clock: placed `daysAgo` days back at `placed` minutes after midnight (IST), the rest after it. */
async function timeline(
  order: PlacedOrder,
  daysAgo: number,
  minutes: { placed: number; accepted?: number; packed?: number; delivered?: number },
) {
  const at = (value: number | undefined) =>
    value === undefined
      ? sql`null::timestamptz`
      : sql`((now() at time zone 'Asia/Kolkata')::date - ${daysAgo}::int)::timestamp at time zone 'Asia/Kolkata'
          + make_interval(mins => ${value})`;
  const db = setup.app.database.db;
  await db.execute(sql`update orders set created_at = ${at(minutes.placed)},
    accepted_at = case when accepted_at is null then null else ${at(minutes.accepted)} end,
    packed_at = case when packed_at is null then null else ${at(minutes.packed)} end,
    delivered_at = case when delivered_at is null then null else ${at(minutes.delivered)} end where id = ${order.id}`);
  await db.execute(sql`update order_offers set offered_at = ${at(minutes.placed)},
    decided_at = case when outcome = 'accepted' then ${at(minutes.accepted)} else decided_at end
    where order_id = ${order.id}`);
}

async function analytics(query: string) {
  const res = await getAs(setup.app, state.admin, `/api/admin/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json<TAdminAnalytics>();
}

beforeAll(async () => {
  const { app, world } = setup;
  state.admin = await createUser(app, { role: 'admin' });
  await app.database.db.execute(
    sql`update products set composition = ${JSON.stringify([
      { name: 'Paracetamol', strength: '500', unit: 'mg' },
    ])}::jsonb where id = ${world.paracetamol}`,
  );
  await app.database.db.execute(
    sql`update products set composition = ${JSON.stringify([
      { name: 'Cetirizine', strength: '10', unit: 'mg' },
    ])}::jsonb where id = ${world.cetirizine}`,
  );
  const asha = await createCustomer(app, 'Asha', '+919876500001');
  const ravi = await createCustomer(app, 'Ravi', '+919876500002');
  const place = (by: typeof asha, items: [string, number, number][]) => placeOrder(app, world, by, world.storeA, items);
  // Yesterday 09:00: Asha's first order, accepted in 1 minute, delivered in 40 minutes (standard: on promise).
  const first = await place(asha, [
    [world.paracetamol, 2, 2700],
    [world.cetirizine, 1, 2000],
  ]);
  await deliverOrder(app, world.staffA, world.storeA, first);
  await timeline(first, 1, { placed: 9 * 60, accepted: 9 * 60 + 1, packed: 9 * 60 + 10, delivered: 9 * 60 + 40 });
  // Yesterday 10:00: Ravi's first order, accepted after 3 minutes, delivered after 90 minutes (promise missed).
  const late = await place(ravi, [[world.cetirizine, 3, 2000]]);
  await deliverOrder(app, world.staffA, world.storeA, late);
  await timeline(late, 1, { placed: 10 * 60, accepted: 10 * 60 + 3, packed: 10 * 60 + 30, delivered: 11 * 60 + 30 });
  // Today: Asha again (a returning customer's order), accepted and waiting to be packed.
  const repeat = await place(asha, [[world.paracetamol, 1, 2700]]);
  await storeStep(app, world.staffA, world.storeA, repeat.id, 'accept');
  // Today: Ravi cancels one while it waits for the pharmacy.
  const cancelled = await place(ravi, [[world.paracetamol, 1, 2700]]);
  const res = await app.inject(
    as(ravi.user, {
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel`,
      payload: { reason: 'Ordered by mistake' },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  state.orders = { first, late, repeat, cancelled };
});

describe('GET /api/admin/analytics', () => {
  it('adds up GMV, orders, customers, acceptance, delivery, losses, top sellers and the pharmacies', async () => {
    const { first, late, repeat, cancelled } = state.orders;
    const data = await analytics(`from=${week.from}&to=${week.to}`);
    const gmv = first.totalPaise + late.totalPaise + repeat.totalPaise;
    expect(data.totals).toEqual({
      orders: 3,
      cancelled: 1,
      gmvPaise: gmv,
      averageOrderPaise: Math.round(gmv / 3),
      newCustomers: 2,
      returningOrders: 1,
      refunded: 0,
      refundedPaise: 0,
    });
    expect(data.byDay).toHaveLength(7);
    expect(data.byDay.at(-2)).toEqual({
      date: rangeEndingOn(today, 2).from,
      orders: 2,
      gmvPaise: first.totalPaise + late.totalPaise,
      newCustomers: 2,
    });
    expect(data.byDay.at(-1)).toMatchObject({ date: today, orders: 1, gmvPaise: repeat.totalPaise, newCustomers: 0 });
    // Three offers accepted (the cancelled one was withdrawn, never answered): 1 and 3 minutes, and today's.
    expect(data.acceptance).toMatchObject({ decided: 3, accepted: 3, rate: 1 });
    // Two deliveries: 40 and 90 minutes after ordering, read at the middle of each minute.
    expect(data.delivery).toEqual({
      delivered: 2,
      medianSeconds: 40.5 * 60,
      p90Seconds: 90.5 * 60,
      promiseHitRate: 0.5,
    });
    expect(data.losses).toEqual([
      { kind: 'cancelled', reason: 'Ordered by mistake', orders: 1, amountPaise: cancelled.totalPaise },
    ]);
    // Sales of accepted orders not cancelled: paracetamol 3 × ₹27, cetirizine 4 × ₹20.
    expect(data.topMedicines.map((row) => [row.name, row.units, row.salesPaise])).toEqual([
      ['Paracip 500 Tablet', 3, 8100],
      ['Cetzine 10 Tablet', 4, 8000],
    ]);
    expect(data.topSalts).toEqual([
      { salt: 'Paracetamol', units: 3, salesPaise: 8100 },
      { salt: 'Cetirizine', units: 4, salesPaise: 8000 },
    ]);
    expect(data.stores).toEqual([
      expect.objectContaining({
        storeId: setup.world.storeA,
        name: 'Residency Road Medicals',
        city: 'Bengaluru',
        orders: 3,
        gmvPaise: gmv,
        acceptanceRate: 1,
        promiseHitRate: 0.5,
        cancelled: 1,
      }),
    ]);
    expect(data.asOf).not.toBeNull();
  });

  it("reads one city's figures, and none for a city without pharmacies", async () => {
    const bengaluru = await analytics(`from=${week.from}&to=${week.to}&city=Bengaluru`);
    expect(bengaluru.totals.orders).toBe(3);
    const pune = await analytics(`from=${week.from}&to=${week.to}&city=Pune`);
    expect(pune.city).toBe('Pune');
    expect(pune.totals).toMatchObject({ orders: 0, gmvPaise: 0, averageOrderPaise: null });
    expect(pune.stores).toEqual([]);
    expect(pune.delivery).toEqual({ delivered: 0, medianSeconds: null, p90Seconds: null, promiseHitRate: null });
  });

  it('picks up a change to a day already built when the refresh job runs', async () => {
    const { app, world } = setup;
    const before = await analytics(`from=${today}&to=${today}`);
    // The accepted order of today is packed, sent and delivered after the day was built.
    const { repeat } = state.orders;
    await storeStep(app, world.staffA, world.storeA, repeat.id, 'status', { status: 'packed' });
    await storeStep(app, world.staffA, world.storeA, repeat.id, 'status', { status: 'out_for_delivery' });
    await storeStep(app, world.staffA, world.storeA, repeat.id, 'deliver', { otp: repeat.deliveryOtp });
    expect((await analytics(`from=${today}&to=${today}`)).delivery.delivered).toBe(before.delivery.delivered);
    await app.jobs.schedule(app.database.db, 'analytics-refresh', 'test-run', new Date(), {});
    expect(await app.jobs.runDue()).toBeGreaterThan(0);
    const after = await analytics(`from=${today}&to=${today}`);
    expect(after.delivery.delivered).toBe(before.delivery.delivered + 1);
    expect(Date.parse(after.asOf ?? '')).toBeGreaterThan(Date.parse(before.asOf ?? ''));
  });

  it('refuses a backwards, too long or future range and a city name past 80 characters', async () => {
    for (const query of [
      `from=${today}&to=${week.from}`,
      'from=2020-01-01&to=2021-06-01',
      `from=${today}&to=2999-01-01`,
      `from=${week.from}&to=${today}&city=${'x'.repeat(81)}`,
      'from=yesterday&to=today',
      '',
    ]) {
      const res = await getAs(setup.app, state.admin, `/api/admin/analytics?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/analytics/export', () => {
  it("downloads a chart's table as CSV in rupees, percentages and minutes", async () => {
    const res = await getAs(
      setup.app,
      state.admin,
      `/api/admin/analytics/export?from=${week.from}&to=${week.to}&table=stores`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`marketplace-stores-${week.from}-to-${week.to}.csv`);
    const [header, row] = res.body.trim().split('\r\n');
    expect(header).toBe(
      'Pharmacy,City,Orders,GMV (₹),Acceptance rate (%),Average time to accept (minutes),Packed within 15 min (%),Delivered on promise (%),Cancelled,Refunded',
    );
    expect(row).toMatch(/^Residency Road Medicals,Bengaluru,3,[\d.]+,100,/);
  });

  it('refuses a table it does not have', async () => {
    const res = await getAs(
      setup.app,
      state.admin,
      `/api/admin/analytics/export?from=${week.from}&to=${week.to}&table=users`,
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('percentileOf', () => {
  it('reads the bucket where the share of counts is reached, at its middle', () => {
    const buckets = [
      { bucket: 2, orders: 5 },
      { bucket: 0, orders: 4 },
      { bucket: 10, orders: 1 },
    ];
    expect(percentileOf(buckets, 0.5, 60)).toBe(2.5 * 60);
    expect(percentileOf(buckets, 0.9, 60)).toBe(2.5 * 60);
    expect(percentileOf(buckets, 1, 60)).toBe(10.5 * 60);
    expect(percentileOf(buckets, 0.4, 5)).toBe(2.5);
    expect(percentileOf([], 0.5, 60)).toBeNull();
  });
});
