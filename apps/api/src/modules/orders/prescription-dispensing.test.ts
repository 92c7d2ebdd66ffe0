/**
 * ARCHITECTURE §3: a prescription approval covers stated quantities, is used up by the orders dispensed
 * against it, and belongs to the pharmacy whose pharmacist gave it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders';
import type { TPrescriptionSummary, TStorePrescription } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { checkoutBody, createOrderWorld, createProduct, type OrderWorld, shelve } from '../../../test/order-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'dawanow-dispensing-'));
let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;
let alprazolam: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ dataDir });
  app = t.app;
  world = await createOrderWorld(app);
  alprazolam = await createProduct(app, { name: 'Alprax 0.25 Tablet', mrpPaise: 4500, schedule: 'H1' });
  await shelve(app, world.storeA, alprazolam, { pricePaise: 4200, stock: 30 });
  photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

async function uploadPrescription(): Promise<string> {
  const body = multipart({ patientName: 'Asha Menon', doctorName: 'Dr. R. Rao', issuedOn: '2026-11-20' }, [
    { name: 'rx.jpg', type: 'image/jpeg', bytes: photo },
  ]);
  const res = await app.inject(as(world.customer, { method: 'POST', url: '/api/prescriptions', ...body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPrescriptionSummary>().id;
}

async function placeRxOrder(prescriptionId: string, quantity: number) {
  const body = await checkoutBody(app, world, [[alprazolam, quantity, 4200]], { prescriptionId });
  return app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
}

async function placedRxOrder(prescriptionId: string, quantity: number): Promise<TOrderDetail> {
  const res = await placeRxOrder(prescriptionId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

const approve = (staff: TestUser, storeId: string, prescriptionId: string, quantity: number) =>
  app.inject(
    as(staff, {
      method: 'POST',
      url: `/api/stores/${storeId}/prescriptions/${prescriptionId}/review`,
      payload: { decision: 'approve', validUntil: '2027-05-20', covers: [{ productId: alprazolam, quantity }] },
    }),
  );

const storeAction = (staff: TestUser, storeId: string, orderId: string, action: string, payload?: object) =>
  app.inject(as(staff, { method: 'POST', url: `/api/stores/${storeId}/orders/${orderId}/${action}`, payload }));

const orderCount = async () =>
  (await queryRows<{ n: number }>(app, sql`select count(*)::int as n from orders`))[0]?.n ?? 0;
const shelfStock = async (storeId: string) =>
  (
    await queryRows<{ n: number }>(
      app,
      sql`select stock_quantity as n from store_inventory where store_id = ${storeId} and product_id = ${alprazolam}`,
    )
  )[0]?.n;

describe('an approved prescription is used up by its orders', () => {
  it('places one order of the approved pack and refuses the second, changing nothing', async () => {
    const prescriptionId = await uploadPrescription();
    const first = await placedRxOrder(prescriptionId, 1);
    expect((await approve(world.staffA, world.storeA, prescriptionId, 1)).statusCode).toBe(200);
    expect((await storeAction(world.staffA, world.storeA, first.id, 'accept')).statusCode).toBe(200);

    const [orders, stock] = [await orderCount(), await shelfStock(world.storeA)];
    const second = await placeRxOrder(prescriptionId, 1);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        "The prescription's 1 pack of Alprax 0.25 Tablet has already been ordered. Upload a new prescription for more.",
    });
    expect(await orderCount()).toBe(orders);
    expect(await shelfStock(world.storeA)).toBe(stock);
  });

  it('counts orders not yet accepted, and frees what a cancelled order held', async () => {
    const prescriptionId = await uploadPrescription();
    const waiting = await placedRxOrder(prescriptionId, 2);
    await expect((await approve(world.staffA, world.storeA, prescriptionId, 3)).statusCode).toBe(200);

    const over = await placeRxOrder(prescriptionId, 2);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(
      'Only 1 pack of Alprax 0.25 Tablet is left on the prescription (3 packs approved); this order has 2. Upload a new prescription for more.',
    );

    const cancel = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/orders/${waiting.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
      }),
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await placedRxOrder(prescriptionId, 2);
  });

  it('refuses at acceptance an order placed before the review that the approval no longer covers', async () => {
    const prescriptionId = await uploadPrescription();
    // Both placed while the pharmacist had not looked yet: nothing to check them against.
    const first = await placedRxOrder(prescriptionId, 1);
    const second = await placedRxOrder(prescriptionId, 1);
    await approve(world.staffA, world.storeA, prescriptionId, 1);

    expect((await storeAction(world.staffA, world.storeA, first.id, 'accept')).statusCode).toBe(200);
    const refused = await storeAction(world.staffA, world.storeA, second.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "The prescription's 1 pack of Alprax 0.25 Tablet has already been dispensed. Reject the order or ask the customer for a new prescription.",
    );
    const view = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${second.id}` }));
    expect(view.json().status).toBe('placed');
  });

  it('lets exactly one of two orders placed at once take the last pack', async () => {
    const prescriptionId = await uploadPrescription();
    await placedRxOrder(prescriptionId, 1);
    await approve(world.staffA, world.storeA, prescriptionId, 2);
    const bodies = await Promise.all(
      [1, 2].map(() => checkoutBody(app, world, [[alprazolam, 1, 4200]], { prescriptionId })),
    );
    const results = await Promise.all(
      bodies.map((payload) => app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload }))),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('an approval belongs to the pharmacy whose pharmacist gave it', () => {
  it("an order moved to another pharmacy waits for that pharmacy's own review", async () => {
    // Only this order's packs at the next pharmacy, so no other test's order moves there.
    await shelve(app, world.storeB, alprazolam, { pricePaise: 4200, stock: 2 });
    const prescriptionId = await uploadPrescription();
    const order = await placedRxOrder(prescriptionId, 2);
    await approve(world.staffA, world.storeA, prescriptionId, 2);
    const rejected = await storeAction(world.staffA, world.storeA, order.id, 'reject', {
      reason: 'Items out of stock',
    });
    expect(rejected.statusCode, rejected.body).toBe(204);

    const moved = await storeAction(world.staffB, world.storeB, order.id, 'accept');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(
      "Another pharmacy's pharmacist verified this prescription. Your pharmacist must review it before you accept the order.",
    );
    const queue = await app.inject(
      as(world.staffB, { method: 'GET', url: `/api/stores/${world.storeB}/prescriptions?status=waiting` }),
    );
    const waiting = queue.json().prescriptions.find((row: TStorePrescription) => row.id === prescriptionId);
    expect(waiting).toMatchObject({ status: 'approved', reviewDueHere: true });

    expect((await approve(world.staffB, world.storeB, prescriptionId, 2)).statusCode).toBe(200);
    expect((await storeAction(world.staffB, world.storeB, order.id, 'accept')).statusCode).toBe(200);
    const after = await app.inject(
      as(world.staffB, { method: 'GET', url: `/api/stores/${world.storeB}/prescriptions?status=waiting` }),
    );
    expect(after.json().prescriptions.map((row: TStorePrescription) => row.id)).not.toContain(prescriptionId);
  });
});
