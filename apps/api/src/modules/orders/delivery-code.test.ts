import { DELIVERY_CODE_LOCK_MINUTES, DELIVERY_CODE_MAX_FAILURES } from '@dawanow/shared/constants';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { as } from '../../../test/factories';
import { checkoutBody, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('delivery-code');

/** A cash order the pharmacy has accepted, packed and sent out. */
async function orderAtTheDoor(): Promise<TOrderDetail> {
  const body = await checkoutBody(setup.app, setup.world, [[setup.world.paracetamol, 1, 2700]]);
  const placed = await setup.app.inject(
    as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }),
  );
  const order = placed.json<TPlaceOrderResponse>().order;
  for (const [action, payload] of [
    ['accept', undefined],
    ['status', { status: 'packed' }],
    ['status', { status: 'out_for_delivery' }],
  ] as const) {
    const res = await setup.app.inject(
      as(setup.world.staffA, {
        method: 'POST',
        url: `/api/stores/${setup.world.storeA}/orders/${order.id}/${action}`,
        payload,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  return order;
}

const deliver = (orderId: string, otp: string) =>
  setup.app.inject(
    as(setup.world.staffA, {
      method: 'POST',
      url: `/api/stores/${setup.world.storeA}/orders/${orderId}/deliver`,
      payload: { otp },
    }),
  );
const customerView = async (orderId: string) =>
  (
    await setup.app.inject(as(setup.world.customer, { method: 'GET', url: `/api/orders/${orderId}` }))
  ).json<TOrderDetail>();
const wrongFor = (code: string, offset: number) => String((Number(code) + offset) % 10_000).padStart(4, '0');
const attempts = (orderId: string) =>
  queryRows<{ outcome: string; actor_user_id: string }>(
    setup.app,
    sql`select outcome, actor_user_id from delivery_code_attempts where order_id = ${orderId} order by id`,
  );

describe('guessing the delivery code', () => {
  it('counts down the tries left, then replaces the code, tells both sides and makes the next try wait', async () => {
    const order = await orderAtTheDoor();
    const code = order.deliveryOtp ?? '';
    for (let attempt = 1; attempt < DELIVERY_CODE_MAX_FAILURES; attempt += 1) {
      const res = await deliver(order.id, wrongFor(code, attempt));
      expect(res.statusCode).toBe(400);
      const left = DELIVERY_CODE_MAX_FAILURES - attempt;
      expect(res.json().error.message).toBe(
        `That delivery code is wrong. Ask the customer for the 4-digit code on their order page. ${left} ${left === 1 ? 'try' : 'tries'} left before the code is replaced.`,
      );
    }
    const fifth = await deliver(order.id, wrongFor(code, DELIVERY_CODE_MAX_FAILURES));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(fifth.json().error.message).toMatch(/^Too many wrong delivery codes: the customer has been sent a new one/);

    // The customer's page shows a new code and says why; the old one no longer works, nor does the new one yet.
    const seen = await customerView(order.id);
    expect(seen.status).toBe('out_for_delivery');
    expect(seen.deliveryOtp).toMatch(/^\d{4}$/);
    expect(seen.deliveryOtp).not.toBe(code);
    expect(seen.events.at(-1)).toMatchObject({
      title: `Delivery code replaced after ${DELIVERY_CODE_MAX_FAILURES} wrong tries`,
      note: 'A new code is on this page. Share it only with the delivery person at your door.',
    });
    const store = await setup.app.inject(
      as(setup.world.staffA, { method: 'GET', url: `/api/stores/${setup.world.storeA}/orders/${order.id}` }),
    );
    expect(store.json().events.at(-1).title).toBe(
      `Delivery code replaced after ${DELIVERY_CODE_MAX_FAILURES} wrong tries`,
    );
    const locked = await deliver(order.id, seen.deliveryOtp ?? '');
    expect(locked.statusCode).toBe(429);
    expect((await customerView(order.id)).status).toBe('out_for_delivery');

    // After the wait, the new code delivers; every try is on the order's record.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (DELIVERY_CODE_LOCK_MINUTES + 1) * 60_000 });
    try {
      expect((await deliver(order.id, code)).statusCode).toBe(400);
      const delivered = await deliver(order.id, seen.deliveryOtp ?? '');
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json().status).toBe('delivered');
    } finally {
      vi.useRealTimers();
    }
    const log = await attempts(order.id);
    expect(log.map((row) => row.outcome)).toEqual([
      ...Array.from({ length: DELIVERY_CODE_MAX_FAILURES }, () => 'wrong'),
      'locked',
      'wrong',
      'accepted',
    ]);
    expect(log.every((row) => row.actor_user_id === setup.world.staffA.id)).toBe(true);
  });

  it('answers 200 guesses in a row with at most 5 tries at the code', async () => {
    const order = await orderAtTheDoor();
    const statuses = new Set<number>();
    for (let guess = 0; guess < 200; guess += 1) {
      statuses.add((await deliver(order.id, String(guess).padStart(4, '0'))).statusCode);
    }
    // At most the first 5 guesses reach the code; the rest wait.
    expect((await customerView(order.id)).status).toBe(
      Number(order.deliveryOtp) < DELIVERY_CODE_MAX_FAILURES ? 'delivered' : 'out_for_delivery',
    );
    expect([...statuses].every((status) => [200, 400, 409, 429].includes(status))).toBe(true);
    const wrong = (await attempts(order.id)).filter((row) => row.outcome === 'wrong');
    expect(wrong.length).toBeLessThanOrEqual(DELIVERY_CODE_MAX_FAILURES);
  });
});
