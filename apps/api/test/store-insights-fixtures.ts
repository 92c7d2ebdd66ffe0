/**
 * Orders for the store customers and analytics tests: placed by any customer at any store of the order world,
 * then moved along by the store that holds them, as the pharmacist's buttons do.
 */
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addStoreMember, as, createUser, type TestUser } from './factories';
import { addAddress, checkoutBody, type OrderWorld } from './order-fixtures';

export type PlacedOrder = TPlaceOrderResponse['order'];

/** A customer with a saved address next to the first store and the phone number `phone`. */
export async function createCustomer(app: FastifyInstance, firstName: string, phone: string) {
  const user = await createUser(app, { firstName });
  await app.database.db.execute(sql`update profiles set phone = ${phone} where id = ${user.id}`);
  return { user, addressId: await addAddress(app, user) };
}

export async function placeOrder(
  app: FastifyInstance,
  world: OrderWorld,
  by: { user: TestUser; addressId: string },
  storeId: string,
  items: [string, number, number][],
): Promise<PlacedOrder> {
  const body = await checkoutBody(app, { ...world, customer: by.user, addressId: by.addressId }, items, { storeId });
  const res = await app.inject(as(by.user, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

/** A store member's step on an order: accept, reject, status (packed, out for delivery) or deliver. */
export async function storeStep(
  app: FastifyInstance,
  member: TestUser,
  storeId: string,
  orderId: string,
  action: 'accept' | 'reject' | 'status' | 'deliver',
  payload?: object,
) {
  const res = await app.inject(
    as(member, { method: 'POST', url: `/api/stores/${storeId}/orders/${orderId}/${action}`, payload }),
  );
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Accepts, packs, sends out and hands over an order with its delivery code. */
export async function deliverOrder(app: FastifyInstance, member: TestUser, storeId: string, order: PlacedOrder) {
  await storeStep(app, member, storeId, order.id, 'accept');
  await storeStep(app, member, storeId, order.id, 'status', { status: 'packed' });
  await storeStep(app, member, storeId, order.id, 'status', { status: 'out_for_delivery' });
  await storeStep(app, member, storeId, order.id, 'deliver', { otp: order.deliveryOtp });
}

/** A GET as `user`, answered in full (status, headers, body). */
export function getAs(app: FastifyInstance, user: TestUser, url: string) {
  return app.inject(as(user, { method: 'GET', url }));
}

/** A member of `storeId` with `role`, signed in. */
export async function memberOf(app: FastifyInstance, storeId: string, role: 'manager' | 'staff' | 'admin') {
  const user = await createUser(app, { firstName: role });
  await addStoreMember(app, storeId, user.id, role);
  return user;
}
