/** Steps the money tests share: paying an online order through the sandbox, ageing a delivery, running a settlement. */
import { randomUUID } from 'node:crypto';
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SETTLEMENT_JOB } from '../src/modules/money/settlement';
import { as, type TestUser } from './factories';
import { checkoutBody, type OrderWorld } from './order-fixtures';
import type { PlacedOrder } from './store-insights-fixtures';

/** An online order at `storeId`, paid through the sandbox gateway (3 × cetirizine). */
export async function placeOnlineAndPay(
  app: FastifyInstance,
  world: OrderWorld,
  customer: { user: TestUser; addressId: string },
  storeId: string,
): Promise<PlacedOrder> {
  const body = await checkoutBody(
    app,
    { ...world, customer: customer.user, addressId: customer.addressId },
    [[world.cetirizine, 3, 2000]],
    { storeId, paymentMethod: 'online' },
  );
  const res = await app.inject(as(customer.user, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json<TPlaceOrderResponse>();
  const paymentId = placed.redirectTo.replace('/payment/sandbox/', '');
  const paid = await app.inject(
    as(customer.user, {
      method: 'POST',
      url: `/api/payments/sandbox/${paymentId}/complete`,
      payload: { outcome: 'success' },
    }),
  );
  expect(paid.statusCode, paid.body).toBeLessThan(300);
  return placed.order;
}

/** Moves an order's delivery back `days` (the ledger itself cannot be changed; the order's dates can). */
export async function deliveredDaysAgo(app: FastifyInstance, orderId: string, days: number) {
  await app.database.db.execute(
    sql`update orders set delivered_at = now() - make_interval(days => ${days}) where id = ${orderId}`,
  );
}

/** Runs the weekly settlement job for `settlementDate`, as the job queue would. */
export async function settleOn(app: FastifyInstance, settlementDate: string) {
  await app.jobs.schedule(app.database.db, SETTLEMENT_JOB, `test:${settlementDate}:${randomUUID()}`, new Date(), {
    settlementDate,
  });
  await app.jobs.runDue();
}
