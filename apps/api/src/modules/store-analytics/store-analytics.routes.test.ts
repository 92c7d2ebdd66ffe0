import { rangeEndingOn } from '@dawanow/shared/analytics';
import { indianToday } from '@dawanow/shared/dates';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TStoreAnalytics } from '@dawanow/shared/store-analytics';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createStore, type TestUser } from '../../../test/factories';
import { createProduct, shelve, useOrderWorld } from '../../../test/order-fixtures';
import {
  createCustomer,
  deliverOrder,
  getAs,
  memberOf,
  type PlacedOrder,
  placeOrder,
  storeStep,
} from '../../../test/store-insights-fixtures';

const setup = useOrderWorld('store-analytics');

const get = (user: TestUser, url: string) => getAs(setup.app, user, url);

async function analytics(user: TestUser, storeId: string, range: { from: string; to: string }) {
  const res = await get(user, `/api/stores/${storeId}/analytics?from=${range.from}&to=${range.to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TStoreAnalytics>();
}

/** Sets when an order was placed, accepted and packed, in minutes after midnight in India `daysAgo` days back. */
async function timeline(
  order: PlacedOrder,
  daysAgo: number,
  minutes: { placed: number; accepted?: number; packed?: number },
) {
  const at = (value: number | undefined) =>
    value === undefined
      ? sql`null::timestamptz`
      : sql`((now() at time zone 'Asia/Kolkata')::date - ${daysAgo}::int)::timestamp at time zone 'Asia/Kolkata'
          + make_interval(mins => ${value})`;
  await setup.app.database.db.execute(sql`update orders set created_at = ${at(minutes.placed)},
    accepted_at = case when accepted_at is null then null else ${at(minutes.accepted)} end,
    packed_at = case when packed_at is null then null else ${at(minutes.packed)} end where id = ${order.id}`);
  await setup.app.database.db.execute(sql`update order_offers set offered_at = ${at(minutes.placed)},
    decided_at = case when outcome = 'accepted' then ${at(minutes.accepted)} else decided_at end
    where order_id = ${order.id}`);
}

const today = indianToday();
const week = rangeEndingOn(today, 7);
const state = {} as { store: string; owner: TestUser; orders: PlacedOrder[] };

beforeAll(async () => {
  const { app, world } = setup;
  // A store of its own, so the other tests' orders do not move its figures.
  const { storeA, ...rest } = world;
  state.store = storeA;
  state.owner = world.staffA;
  const asha = await createCustomer(app, 'Asha', '+919876543321');
  const place = (items: [string, number, number][]) => placeOrder(app, { storeA, ...rest }, asha, storeA, items);
  // Yesterday 09:10, accepted after 2 minutes, packed 10 minutes later, delivered: ₹54 + ₹20 items.
  const first = await place([
    [world.paracetamol, 2, 2700],
    [world.cetirizine, 1, 2000],
  ]);
  await deliverOrder(app, world.staffA, storeA, first);
  await timeline(first, 1, { placed: 9 * 60 + 10, accepted: 9 * 60 + 12, packed: 9 * 60 + 22 });
  // Today 18:30, accepted after 4 minutes, packed 30 minutes later (late).
  const second = await place([[world.paracetamol, 1, 2700]]);
  await storeStep(app, world.staffA, storeA, second.id, 'accept');
  await storeStep(app, world.staffA, storeA, second.id, 'status', { status: 'packed' });
  await timeline(second, 0, { placed: 18 * 60 + 30, accepted: 18 * 60 + 34, packed: 19 * 60 + 4 });
  // Turned down today (it moves to store B): a rejection with its reason.
  const rejected = await place([[world.cetirizine, 5, 2000]]);
  await storeStep(app, world.staffA, storeA, rejected.id, 'reject', { reason: 'Items out of stock' });
  // Cancelled by the customer while it waited for the store: not a sale, counted as a cancellation.
  const cancelled = await place([[world.cetirizine, 1, 2000]]);
  const res = await app.inject(
    as(asha.user, {
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel`,
      payload: { reason: 'Ordered by mistake' },
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  await timeline(cancelled, 0, { placed: 18 * 60 + 45 });
  state.orders = [first, second, rejected, cancelled];
});

describe('GET /api/stores/:storeId/analytics', () => {
  it('counts sales, orders, hours, top medicines, acceptance, fulfilment and losses from real orders', async () => {
    const [first, second] = state.orders as [PlacedOrder, PlacedOrder];
    const data = await analytics(state.owner, state.store, week);
    expect(data.range).toEqual(week);
    expect(data.totals).toEqual({
      orders: 2,
      salesPaise: first.totalPaise + second.totalPaise,
      averageOrderPaise: Math.round((first.totalPaise + second.totalPaise) / 2),
    });
    expect(data.byDay).toHaveLength(7);
    expect(data.byDay.at(-1)).toEqual({ date: today, orders: 1, salesPaise: second.totalPaise });
    expect(data.byDay.at(-2)).toMatchObject({ orders: 1, salesPaise: first.totalPaise });
    expect(data.byHour).toHaveLength(24);
    expect(data.byHour.filter((entry) => entry.orders > 0)).toEqual([
      { hour: 9, orders: 1 },
      { hour: 18, orders: 1 },
    ]);
    expect(data.topMedicines.map(({ name, units, salesPaise }) => [name, units, salesPaise])).toEqual([
      ['Paracip 500 Tablet', 3, 3 * 2700],
      ['Cetzine 10 Tablet', 1, 2000],
    ]);
    // 2 accepted of 3 answered (the cancelled one's offer was withdrawn); 2 and 4 minutes to accept.
    expect(data.acceptance).toEqual({ accepted: 2, rejected: 1, lapsed: 0, rate: 2 / 3, medianSecondsToAccept: 180 });
    // Packed after 10 and 30 minutes: median 20, 90th percentile 10 + 0.9 × 20 = 28 minutes; one of two in time.
    expect(data.fulfilment).toEqual({ packed: 2, medianSeconds: 1200, p90Seconds: 1680, packedInTimeRate: 0.5 });
    expect(data.losses).toEqual([
      { kind: 'cancelled', reason: 'Ordered by mistake', orders: 1 },
      { kind: 'rejected', reason: 'Items out of stock', orders: 1 },
    ]);
  });

  it('counts by Indian day: today alone leaves out yesterday', async () => {
    const [, second] = state.orders as [PlacedOrder, PlacedOrder];
    const data = await analytics(state.owner, state.store, { from: today, to: today });
    expect(data.byDay).toEqual([{ date: today, orders: 1, salesPaise: second.totalPaise }]);
    expect(data.topMedicines).toEqual([expect.objectContaining({ name: 'Paracip 500 Tablet', units: 1 })]);
    expect(data.fulfilment).toMatchObject({ packed: 1, medianSeconds: 1800, p90Seconds: 1800 });
  });

  it('shows a store without orders empty figures, not errors', async () => {
    const { app } = setup;
    const store = await createStore(app, 'Quiet Pharmacy');
    const manager = await memberOf(app, store, 'manager');
    const data = await analytics(manager, store, rangeEndingOn(today, 30));
    expect(data.totals).toEqual({ orders: 0, salesPaise: 0, averageOrderPaise: null });
    expect(data.byDay).toHaveLength(30);
    expect(data.acceptance).toEqual({ accepted: 0, rejected: 0, lapsed: 0, rate: null, medianSecondsToAccept: null });
    expect(data.fulfilment).toEqual({ packed: 0, medianSeconds: null, p90Seconds: null, packedInTimeRate: null });
    expect(data.losses).toEqual([]);
  });

  it('refuses ranges that are reversed, longer than 366 days, in the future or malformed', async () => {
    const url = `/api/stores/${state.store}/analytics`;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60_000).toISOString().slice(0, 10);
    for (const query of [
      `from=${today}&to=${rangeEndingOn(today, 2).from}`,
      `from=${rangeEndingOn(today, 367).from}&to=${today}`,
      `from=${today}&to=${tomorrow}`,
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=today',
      `from=${today}`,
      '',
    ]) {
      const res = await get(state.owner, `${url}?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(state.owner, `${url}?from=${rangeEndingOn(today, 366).from}&to=${today}`)).statusCode).toBe(200);
  });

  it("refuses staff, another store's members and guests", async () => {
    const { app, world } = setup;
    const url = `/api/stores/${state.store}/analytics?from=${today}&to=${today}`;
    const staff = await memberOf(app, state.store, 'staff');
    expect((await get(staff, url)).statusCode).toBe(403);
    expect((await get(world.staffB, url)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const exportUrl = `/api/stores/${state.store}/analytics/export?from=${today}&to=${today}&table=sales-by-day`;
    expect((await get(staff, exportUrl)).statusCode).toBe(403);
  });
});

describe('GET /api/stores/:storeId/analytics/export', () => {
  it("downloads a chart's table as CSV in rupees, minutes and percent, with a file name", async () => {
    const [first, second] = state.orders as [PlacedOrder, PlacedOrder];
    const base = `/api/stores/${state.store}/analytics/export?from=${week.from}&to=${week.to}`;
    const sales = await get(state.owner, `${base}&table=sales-by-day`);
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toBe(
      `attachment; filename="analytics-sales-by-day-${week.from}-to-${week.to}.csv"`,
    );
    const lines = sales.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Day,Orders,Sales (₹)');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe(`${today},1,${second.totalPaise / 100}`);
    expect(lines.at(-2)).toMatch(new RegExp(`,1,${first.totalPaise / 100}$`));

    const fulfilment = await get(state.owner, `${base}&table=fulfilment`);
    expect(fulfilment.body).toBe(
      'Packed orders,Median (minutes),90th percentile (minutes),Packed within 15 minutes (%)\r\n2,20,28,50\r\n',
    );
    const hours = await get(state.owner, `${base}&table=orders-by-hour`);
    expect(hours.body.split('\r\n')[10]).toBe('09:00–10:00,1');
  });

  it('neutralises a medicine name that would run as a spreadsheet formula', async () => {
    const { app, world } = setup;
    const store = await createStore(app, 'Formula Pharmacy', {
      openingHours: ALWAYS_OPEN,
      state: 'Karnataka',
      latitude: 12.972,
      longitude: 77.595,
    });
    const hostile = await createProduct(app, { name: '=HYPERLINK("http://evil.example","Click")', mrpPaise: 1000 });
    await shelve(app, store, hostile, { pricePaise: 900, stock: 10 });
    const owner = await memberOf(app, store, 'admin');
    const buyer = await createCustomer(app, 'Meera', '+919000000001');
    const order = await placeOrder(app, world, buyer, store, [[hostile, 1, 900]]);
    await storeStep(app, owner, store, order.id, 'accept');
    const csv = await get(owner, `/api/stores/${store}/analytics/export?from=${today}&to=${today}&table=top-medicines`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")",1,9`);
  });

  it('refuses a table that does not exist and a bad range', async () => {
    const base = `/api/stores/${state.store}/analytics/export`;
    expect((await get(state.owner, `${base}?from=${today}&to=${today}&table=customers`)).statusCode).toBe(400);
    expect((await get(state.owner, `${base}?from=${today}&to=2020-01-01&table=losses`)).statusCode).toBe(400);
  });
});
