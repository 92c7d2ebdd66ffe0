import type { TAdminOrderDetail } from '@dawanow/shared/admin-orders';
import { distanceKm } from '@dawanow/shared/delivery';
import type { TOrderDetail, TPlaceOrderResponse, TQuote } from '@dawanow/shared/orders/customer';
import { deliveryPromise } from '@dawanow/shared/orders/delivery-options';
import type { TStoreOrderDetail } from '@dawanow/shared/orders/store';
import {
  arrivingBy,
  POSITION_TRAIL_LENGTH,
  type TDeliveryTeam,
  type TOrderTracking,
} from '@dawanow/shared/orders/tracking';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createUser, type TestUser } from '../../../test/factories';
import { checkoutBody, HOME, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';
import { createTrackingRepository } from './tracking.repository';

const t = useOrderWorld('tracking');
const RIDER_PHONE = '+919876501234';
let rider: TestUser;
let colleague: TestUser;
let admin: TestUser;

beforeAll(async () => {
  rider = await createUser(t.app, { firstName: 'Ravi' });
  await addStoreMember(t.app, t.world.storeA, rider.id, 'staff');
  await t.app.database.db.execute(sql`update profiles set phone = ${RIDER_PHONE} where id = ${rider.id}`);
  colleague = await createUser(t.app, { firstName: 'Meena' });
  await addStoreMember(t.app, t.world.storeA, colleague.id, 'staff');
  admin = await createUser(t.app, { role: 'admin' });
});

const storeOrderUrl = (orderId: string) => `/api/stores/${t.world.storeA}/orders/${orderId}`;
const storeUrl = (orderId: string, action: string) => `${storeOrderUrl(orderId)}/${action}`;
const post = (user: TestUser, url: string, payload?: object) =>
  t.app.inject(as(user, { method: 'POST', url, payload }));
const get = (user: TestUser, url: string) => t.app.inject(as(user, { method: 'GET', url }));

/** A cash order the pharmacy has accepted and packed. */
async function packedOrder(): Promise<TOrderDetail> {
  const body = await checkoutBody(t.app, t.world, [[t.world.paracetamol, 1, 2700]]);
  const order = (await post(t.world.customer, '/api/orders', body)).json<TPlaceOrderResponse>().order;
  for (const payload of [undefined, { status: 'packed' }]) {
    const res = await post(t.world.staffA, storeUrl(order.id, payload ? 'status' : 'accept'), payload);
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}

const courier = () => ({ name: 'Ravi Kumar', phone: '98765 01234', memberUserId: rider.id });

async function outWithRider(): Promise<TOrderDetail> {
  const order = await packedOrder();
  const res = await post(t.world.staffA, storeUrl(order.id, 'status'), {
    status: 'out_for_delivery',
    courier: courier(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

const fixNow = (offset = { latitude: 0.01, longitude: 0.005 }, at = new Date()) => ({
  latitude: HOME.latitude + offset.latitude,
  longitude: HOME.longitude + offset.longitude,
  accuracyM: 12,
  recordedAt: at.toISOString(),
});
const report = (user: TestUser, orderId: string, payload: unknown, storeId = t.world.storeA) =>
  t.app.inject(
    as(user, {
      method: 'POST',
      url: `/api/stores/${storeId}/orders/${orderId}/position`,
      payload: payload as object,
    }),
  );
const tracking = async (orderId: string, user = t.world.customer) => {
  const res = await get(user, `/api/orders/${orderId}/tracking`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TOrderTracking>();
};
const positionsOf = async (orderId: string) =>
  (
    await queryRows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from order_positions where order_id = ${orderId}`,
    )
  )[0]?.n;

describe('who takes the order out', () => {
  it('records the name and number; the store and the admin see the number, the customer only the name', async () => {
    const order = await outWithRider();
    const store = (await get(t.world.staffA, storeOrderUrl(order.id))).json<TStoreOrderDetail>();
    expect(store.courier).toMatchObject({ name: 'Ravi Kumar', phone: RIDER_PHONE, memberUserId: rider.id });
    const adminView = (await get(admin, `/api/admin/orders/${order.id}`)).json<TAdminOrderDetail>();
    expect(adminView.courier?.phone).toBe(RIDER_PHONE);

    const seen = await tracking(order.id);
    expect(seen.courier).toEqual({ name: 'Ravi Kumar' });
    const customerBodies = [
      (await get(t.world.customer, `/api/orders/${order.id}/tracking`)).body,
      (await get(t.world.customer, `/api/orders/${order.id}`)).body,
    ];
    for (const body of customerBodies) expect(body).not.toContain('9876501234');
  });

  it('takes the member who marks it when nobody is named, and lists the team to choose from', async () => {
    const order = await packedOrder();
    await post(t.world.staffA, storeUrl(order.id, 'status'), { status: 'out_for_delivery' });
    const store = (await get(t.world.staffA, storeOrderUrl(order.id))).json<TStoreOrderDetail>();
    expect(store.courier).toMatchObject({ memberUserId: t.world.staffA.id, phone: null });
    expect(store.courier?.name).toContain('Kavya');

    const team = await get(colleague, `/api/stores/${t.world.storeA}/delivery-team`);
    expect(team.statusCode).toBe(200);
    expect(team.json<TDeliveryTeam>().members).toContainEqual({
      userId: rider.id,
      name: 'Ravi User',
      phone: RIDER_PHONE,
    });
  });

  it('refuses a number that is not an Indian mobile, a stranger as the member, or a courier with "packed"', async () => {
    const order = await packedOrder();
    for (const payload of [
      { status: 'out_for_delivery', courier: { ...courier(), phone: '12345' } },
      { status: 'out_for_delivery', courier: { ...courier(), phone: '+14155550123' } },
      { status: 'out_for_delivery', courier: { ...courier(), name: '' } },
      { status: 'out_for_delivery', courier: { ...courier(), memberUserId: t.world.staffB.id } },
      { status: 'packed', courier: courier() },
    ]) {
      const res = await post(t.world.staffA, storeUrl(order.id, 'status'), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const store = (await get(t.world.staffA, storeOrderUrl(order.id))).json<TStoreOrderDetail>();
    expect(store).toMatchObject({ status: 'packed', courier: null });
  });
});

describe('the arrival before the order leaves', () => {
  it("keeps the promise checkout made for the order's delivery mode, counted from when the pharmacy accepted", async () => {
    for (const deliveryMode of ['standard', 'express'] as const) {
      const body = await checkoutBody(t.app, t.world, [[t.world.paracetamol, 1, 2700]], { deliveryMode });
      const quote = (await post(t.world.customer, '/api/checkout/quote', body)).json<TQuote>();
      const promised = deliveryPromise({ distanceKm: quote.distanceKm, mode: deliveryMode });
      expect(promised.mode).toBe(deliveryMode);
      const order = (await post(t.world.customer, '/api/orders', body)).json<TPlaceOrderResponse>().order;
      expect((await post(t.world.staffA, storeUrl(order.id, 'accept'))).statusCode).toBe(200);

      const accepted = (await get(t.world.customer, `/api/orders/${order.id}`))
        .json<TOrderDetail>()
        .events.find((event) => event.status === 'processing');
      const { arrivingBy: eta } = await tracking(order.id);
      expect(accepted && eta).toBeTruthy();
      const minutes = (Date.parse(eta ?? '') - Date.parse(accepted?.at ?? '')) / 60_000;
      expect(Math.round(minutes), deliveryMode).toBe(promised.minutes);
    }
  });
});

describe('sharing the position', () => {
  it("shows the rider's latest position, a short trail and an estimate from where they are", async () => {
    const order = await outWithRider();
    const before = await tracking(order.id);
    expect(before.position).toBeNull();
    expect(before.arrivingBy).not.toBeNull();

    const start = Date.now() - 5 * 60_000;
    for (let step = 0; step < POSITION_TRAIL_LENGTH + 5; step += 1) {
      const fix = fixNow({ latitude: 0.02 - step * 0.0005, longitude: 0.01 }, new Date(start + step * 12_000));
      const res = await report(rider, order.id, fix);
      expect(res.statusCode, res.body).toBe(204);
    }
    const last = fixNow(
      { latitude: 0.02 - (POSITION_TRAIL_LENGTH + 4) * 0.0005, longitude: 0.01 },
      new Date(start + (POSITION_TRAIL_LENGTH + 4) * 12_000),
    );
    const seen = await tracking(order.id);
    expect(seen.position).toMatchObject({ latitude: last.latitude, longitude: last.longitude, accuracyM: 12 });
    expect(seen.trail).toHaveLength(POSITION_TRAIL_LENGTH - 1);
    expect(await positionsOf(order.id)).toBe(POSITION_TRAIL_LENGTH);
    expect(seen.arrivingBy).toBe(arrivingBy(new Date(last.recordedAt), distanceKm(last, HOME)).toISOString());
  });

  it('hears only the member delivering, at this store, while the order is out', async () => {
    const order = await outWithRider();
    expect((await report(colleague, order.id, fixNow())).statusCode).toBe(403);
    expect((await report(t.world.staffA, order.id, fixNow())).statusCode).toBe(403);
    expect((await report(t.world.customer, order.id, fixNow())).statusCode).toBe(403);
    expect((await report(t.world.staffB, order.id, fixNow(), t.world.storeB)).statusCode).toBe(404);

    const notYetOut = await packedOrder();
    expect((await report(rider, notYetOut.id, fixNow())).statusCode).toBe(409);
    expect(await positionsOf(order.id)).toBe(0);
    expect(await positionsOf(notYetOut.id)).toBe(0);
  });

  it('refuses hostile coordinates and times, and keeps nothing of them', async () => {
    const order = await outWithRider();
    const hostile: unknown[] = [
      { ...fixNow(), latitude: 'NaN' },
      { ...fixNow(), latitude: null },
      { ...fixNow(), latitude: 91 },
      { ...fixNow(), longitude: -200 },
      { ...fixNow(), latitude: 0, longitude: 0 },
      { ...fixNow(), latitude: 51.5, longitude: -0.12 },
      { ...fixNow(), accuracyM: -1 },
      fixNow(undefined, new Date(Date.now() + 60 * 60_000)),
      fixNow(undefined, new Date(Date.now() - 60 * 60_000)),
      { ...fixNow(), recordedAt: 'yesterday' },
      { latitude: HOME.latitude, longitude: HOME.longitude },
    ];
    for (const payload of hostile) {
      const res = await report(rider, order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await positionsOf(order.id)).toBe(0);
  });

  it('is not open to another customer', async () => {
    const order = await outWithRider();
    const stranger = await createUser(t.app);
    expect((await get(stranger, `/api/orders/${order.id}/tracking`)).statusCode).toBe(404);
  });
});

describe('positions end with the delivery', () => {
  it('are deleted when the order is delivered, and refused after it', async () => {
    const order = await outWithRider();
    await report(rider, order.id, fixNow());
    expect(await positionsOf(order.id)).toBe(1);
    const res = await post(t.world.staffA, storeUrl(order.id, 'deliver'), { otp: order.deliveryOtp });
    expect(res.statusCode, res.body).toBe(200);
    expect(await positionsOf(order.id)).toBe(0);

    expect((await report(rider, order.id, fixNow())).statusCode).toBe(409);
    expect(await positionsOf(order.id)).toBe(0);
    expect(await tracking(order.id)).toMatchObject({ status: 'delivered', position: null, arrivingBy: null });
  });

  it('are deleted when an administrator cancels the order on its way', async () => {
    const order = await outWithRider();
    await report(rider, order.id, fixNow());
    const res = await post(admin, `/api/admin/orders/${order.id}/cancel`, {
      reason: 'Rider had an accident on the way',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await positionsOf(order.id)).toBe(0);
  });

  it('are swept when any are left behind an order no longer out for delivery', async () => {
    const out = await outWithRider();
    await report(rider, out.id, fixNow());
    const done = await packedOrder();
    await t.app.database.db.execute(
      sql`insert into order_positions (order_id, latitude, longitude, recorded_at) values (${done.id}, 12.97, 77.59, now())`,
    );
    await createTrackingRepository().sweepPositions(t.app.database.db, new Date(Date.now() - 60_000));
    expect(await positionsOf(done.id)).toBe(0);
    expect(await positionsOf(out.id)).toBe(1);
  });
});
