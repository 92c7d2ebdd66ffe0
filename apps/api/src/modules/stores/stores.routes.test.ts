import { ALWAYS_OPEN, type TWeeklyHours, WEEKDAYS } from '@dawanow/shared/opening-hours';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

// earthdistance's sphere (earth() = 6378168 m): metres north of a point as degrees of latitude.
const EARTH_RADIUS_M = 6_378_168;
const northBy = (metres: number) => (metres / EARTH_RADIUS_M) * (180 / Math.PI);

const centre = { lat: 23.2599, lng: 77.4126 }; // Bhopal: no demo data nearby
const NEVER_OPEN = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as TWeeklyHours;

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const at = (metres: number) => ({
    latitude: centre.lat + northBy(metres),
    longitude: centre.lng,
    openingHours: ALWAYS_OPEN,
  });
  ids.near = await createStore(t.app, 'Near Pharmacy', at(300));
  ids.mid = await createStore(t.app, 'Mid Pharmacy', at(2_000));
  ids.inside = await createStore(t.app, 'Edge Inside Pharmacy', at(4_990));
  ids.outside = await createStore(t.app, 'Edge Outside Pharmacy', at(5_010));
  ids.closed = await createStore(t.app, 'Closed Pharmacy', { ...at(1_000), openingHours: NEVER_OPEN });
  ids.paused = await createStore(t.app, 'Paused Pharmacy', { ...at(1_500), status: 'paused' });
  ids.busy = await createStore(t.app, 'Not Accepting Pharmacy', { ...at(2_500), isAcceptingOrders: false });
  ids.suspended = await createStore(t.app, 'Suspended Pharmacy', { ...at(700), status: 'suspended' });
});
afterAll(async () => {
  await t.close();
});

function nearby(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/stores/nearby?${query}` });
}
const at = `lat=${centre.lat}&lng=${centre.lng}`;

describe('GET /api/stores/nearby', () => {
  it('lists stores within 5 km nearest first, with distance, and never suspended ones', async () => {
    const res = await nearby(at);
    expect(res.statusCode).toBe(200);
    const names = res.json().stores.map((store: { name: string }) => store.name);
    expect(names).toEqual([
      'Near Pharmacy',
      'Closed Pharmacy',
      'Paused Pharmacy',
      'Mid Pharmacy',
      'Not Accepting Pharmacy',
      'Edge Inside Pharmacy',
    ]);
    expect(res.json().stores[0].distance_km).toBeCloseTo(0.3, 2);
  });

  it('includes a store at 4.99 km and leaves out one at 5.01 km', async () => {
    const names = (await nearby(`${at}&limit=50`)).json().stores.map((store: { name: string }) => store.name);
    expect(names).toContain('Edge Inside Pharmacy');
    expect(names).not.toContain('Edge Outside Pharmacy');
  });

  it('says which stores can take orders now and whether the area is serviceable', async () => {
    const stores: { name: string; is_serviceable: boolean; is_open_now: boolean }[] = (await nearby(at)).json().stores;
    const byName = Object.fromEntries(stores.map((store) => [store.name, store]));
    expect(byName['Near Pharmacy']).toMatchObject({ is_serviceable: true, is_open_now: true });
    expect(byName['Closed Pharmacy']).toMatchObject({ is_serviceable: false, is_open_now: false });
    expect(byName['Paused Pharmacy']?.is_serviceable).toBe(false);
    expect(byName['Not Accepting Pharmacy']?.is_serviceable).toBe(false);
    expect((await nearby(at)).json().serviceable).toBe(true);
  });

  it('honours a smaller radius and the limit', async () => {
    const small = (await nearby(`${at}&radius=1.2`)).json();
    expect(small.stores.map((store: { name: string }) => store.name)).toEqual(['Near Pharmacy', 'Closed Pharmacy']);
    expect(small.radius_km).toBe(1.2);
    expect((await nearby(`${at}&limit=2`)).json().stores).toHaveLength(2);
  });

  it('is not serviceable where no store can take orders', async () => {
    const res = await nearby('lat=26.5&lng=70.5'); // the Thar desert
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stores: [], serviceable: false, radius_km: 5 });
  });

  it('rejects bad coordinates, radius and limit with a validation error', async () => {
    for (const query of [
      '',
      'lat=12.97',
      'lat=abc&lng=77.6',
      'lat=51.5074&lng=-0.1278',
      `${at}&radius=5.5`,
      `${at}&radius=-1`,
      `${at}&limit=0`,
      `${at}&limit=1000`,
      `lat=${'9'.repeat(400)}&lng=77`,
      "lat=12.9';drop table stores;--&lng=77.6",
    ]) {
      const res = await nearby(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps an answer per coordinate pair (4 decimals) until a store changes, whichever process changed it', async () => {
    const point = 'lat=21.14581&lng=79.08821'; // Nagpur, far from the other test stores
    const storeId = await createStore(t.app, 'Brand New Pharmacy', {
      latitude: 21.1458,
      longitude: 79.0882,
      openingHours: ALWAYS_OPEN,
    });
    await t.app.readCache.settle();
    const accepting = async (query: string) => (await nearby(query)).json().stores[0]?.is_accepting_orders;
    expect(await accepting(point)).toBe(true);

    // A pause written with the tables' triggers off announces nothing: the same point to 4 decimals keeps its answer
    await t.app.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update stores set is_accepting_orders = false where id = ${storeId}`);
    });
    await t.app.readCache.settle();
    expect(await accepting('lat=21.145812&lng=79.088209')).toBe(true);
    // Another point is read afresh
    expect(await accepting('lat=21.1461&lng=79.0885')).toBe(false);

    // A change written as any process writes it (the pharmacy's switch, an approval, a rating) is heard by every
    // process, and the kept answer goes at once instead of after its 5 minutes
    await queryRows(t.app, sql`update stores set is_accepting_orders = false where id = ${storeId}`);
    await expect.poll(() => accepting(point), { timeout: 2_000 }).toBe(false);
  });
});

describe('GET /api/stores/:storeId', () => {
  it('shows licences, pharmacist, GSTIN and weekly hours', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/stores/${ids.near}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Near Pharmacy', distance_km: null, hours: '24 Hours' });
    expect(res.json().drug_licence_form20).toMatch(/20B/);
    expect(res.json().gstin).toMatch(/^\d{2}[A-Z0-9]{13}$/);
    expect(Object.keys(res.json().weekly_hours)).toEqual([...WEEKDAYS]);
  });

  it('does not show suspended or unknown stores', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/stores/${ids.suspended}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/stores/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/stores/not-a-uuid' })).statusCode).toBe(400);
  });
});
