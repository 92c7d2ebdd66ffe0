import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TStoreOrderDetail } from '@dawanow/shared/orders/store';
import type { TPrescriptionSummary, TStorePrescription } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { checkoutBody, createProduct, shelve, stockOf, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('dispensing');
let alprazolam: string;
let photo: Buffer;

beforeAll(async () => {
  alprazolam = await createProduct(setup.app, { name: 'Alprax 0.25 Tablet', mrpPaise: 4500, schedule: 'H1' });
  await shelve(setup.app, setup.world.storeA, alprazolam, { pricePaise: 4200, stock: 30 });
  photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
});

async function uploadPrescription(): Promise<string> {
  const body = multipart({ patientName: 'Asha Menon', doctorName: 'Dr. R. Rao', issuedOn: '2026-11-20' }, [
    { name: 'rx.jpg', type: 'image/jpeg', bytes: photo },
  ]);
  const res = await setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/prescriptions', ...body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPrescriptionSummary>().id;
}

async function placeRxOrder(prescriptionId: string, quantity: number) {
  const body = await checkoutBody(setup.app, setup.world, [[alprazolam, quantity, 4200]], { prescriptionId });
  return setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }));
}

async function placedRxOrder(prescriptionId: string, quantity: number): Promise<TOrderDetail> {
  const res = await placeRxOrder(prescriptionId, quantity);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

const approve = (staff: TestUser, storeId: string, prescriptionId: string, quantity: number) =>
  setup.app.inject(
    as(staff, {
      method: 'POST',
      url: `/api/stores/${storeId}/prescriptions/${prescriptionId}/review`,
      payload: { decision: 'approve', validUntil: '2027-05-20', covers: [{ productId: alprazolam, quantity }] },
    }),
  );

const storeAction = (staff: TestUser, storeId: string, orderId: string, action: string, payload?: object) =>
  setup.app.inject(as(staff, { method: 'POST', url: `/api/stores/${storeId}/orders/${orderId}/${action}`, payload }));

const orderCount = async () =>
  (await queryRows<{ n: number }>(setup.app, sql`select count(*)::int as n from orders`))[0]?.n ?? 0;
const shelfStock = (storeId: string) => stockOf(setup.app, storeId, alprazolam);

describe('an approved prescription is used up by its orders', () => {
  it('places one order of the approved pack and refuses the second, changing nothing', async () => {
    const prescriptionId = await uploadPrescription();
    const first = await placedRxOrder(prescriptionId, 1);
    expect((await approve(setup.world.staffA, setup.world.storeA, prescriptionId, 1)).statusCode).toBe(200);
    expect((await storeAction(setup.world.staffA, setup.world.storeA, first.id, 'accept')).statusCode).toBe(200);

    const [orders, stock] = [await orderCount(), await shelfStock(setup.world.storeA)];
    const second = await placeRxOrder(prescriptionId, 1);
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message:
        "The prescription's 1 pack of Alprax 0.25 Tablet has already been ordered. Upload a new prescription for more.",
    });
    expect(await orderCount()).toBe(orders);
    expect(await shelfStock(setup.world.storeA)).toBe(stock);
  });

  it('counts orders not yet accepted, and frees what a cancelled order held', async () => {
    const prescriptionId = await uploadPrescription();
    const waiting = await placedRxOrder(prescriptionId, 2);
    await expect((await approve(setup.world.staffA, setup.world.storeA, prescriptionId, 3)).statusCode).toBe(200);

    const over = await placeRxOrder(prescriptionId, 2);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(
      'Only 1 pack of Alprax 0.25 Tablet is left on the prescription (3 packs approved); this order has 2. Upload a new prescription for more.',
    );

    const cancel = await setup.app.inject(
      as(setup.world.customer, {
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
    await approve(setup.world.staffA, setup.world.storeA, prescriptionId, 1);

    expect((await storeAction(setup.world.staffA, setup.world.storeA, first.id, 'accept')).statusCode).toBe(200);
    const refused = await storeAction(setup.world.staffA, setup.world.storeA, second.id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "The prescription's 1 pack of Alprax 0.25 Tablet has already been dispensed. Reject the order or ask the customer for a new prescription.",
    );
    const view = await setup.app.inject(as(setup.world.customer, { method: 'GET', url: `/api/orders/${second.id}` }));
    expect(view.json().status).toBe('placed');
  });

  it('lets exactly one of two orders placed at once take the last pack', async () => {
    const prescriptionId = await uploadPrescription();
    await placedRxOrder(prescriptionId, 1);
    await approve(setup.world.staffA, setup.world.storeA, prescriptionId, 2);
    const bodies = await Promise.all(
      [1, 2].map(() => checkoutBody(setup.app, setup.world, [[alprazolam, 1, 4200]], { prescriptionId })),
    );
    const results = await Promise.all(
      bodies.map((payload) =>
        setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload })),
      ),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('an approval belongs to the pharmacy whose pharmacist gave it', () => {
  it("an order moved to another pharmacy waits for that pharmacy's own review", async () => {
    // Only this order's packs at the next pharmacy, so no other test's order moves there.
    await shelve(setup.app, setup.world.storeB, alprazolam, { pricePaise: 4200, stock: 2 });
    const prescriptionId = await uploadPrescription();
    const order = await placedRxOrder(prescriptionId, 2);
    await approve(setup.world.staffA, setup.world.storeA, prescriptionId, 2);
    const rejected = await storeAction(setup.world.staffA, setup.world.storeA, order.id, 'reject', {
      reason: 'Items out of stock',
    });
    expect(rejected.statusCode, rejected.body).toBe(204);

    const moved = await storeAction(setup.world.staffB, setup.world.storeB, order.id, 'accept');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.message).toBe(
      "Another pharmacy's pharmacist verified this prescription. Your pharmacist must review it before you accept the order.",
    );
    const queue = await setup.app.inject(
      as(setup.world.staffB, { method: 'GET', url: `/api/stores/${setup.world.storeB}/prescriptions?status=waiting` }),
    );
    const waiting = queue.json().prescriptions.find((row: TStorePrescription) => row.id === prescriptionId);
    expect(waiting).toMatchObject({ status: 'approved', reviewDueHere: true });

    expect((await approve(setup.world.staffB, setup.world.storeB, prescriptionId, 2)).statusCode).toBe(200);
    expect((await storeAction(setup.world.staffB, setup.world.storeB, order.id, 'accept')).statusCode).toBe(200);
    const after = await setup.app.inject(
      as(setup.world.staffB, { method: 'GET', url: `/api/stores/${setup.world.storeB}/prescriptions?status=waiting` }),
    );
    expect(after.json().prescriptions.map((row: TStorePrescription) => row.id)).not.toContain(prescriptionId);
  });
});

describe('a prescription the pharmacist asked to clarify', () => {
  it("leaves the store's and the customer's order pages readable, showing clarification_requested", async () => {
    const { app, world } = setup;
    const prescriptionId = await uploadPrescription();
    const order = await placedRxOrder(prescriptionId, 1);

    const storeUrl = `/api/stores/${world.storeA}/orders/${order.id}`;
    const before = await app.inject(as(world.staffA, { method: 'GET', url: storeUrl }));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<TStoreOrderDetail>().prescriptionStatus).toBe('pending');

    const review = await app.inject(
      as(world.staffA, {
        method: 'POST',
        url: `/api/stores/${world.storeA}/prescriptions/${prescriptionId}/review`,
        payload: { decision: 'clarify', note: 'The dose is hard to read; please upload a sharper photo.' },
      }),
    );
    expect(review.statusCode, review.body).toBe(200);

    const storeView = await app.inject(as(world.staffA, { method: 'GET', url: storeUrl }));
    expect(storeView.statusCode, storeView.body).toBe(200);
    expect(storeView.json<TStoreOrderDetail>().prescriptionStatus).toBe('clarification_requested');

    const customerView = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }));
    expect(customerView.statusCode, customerView.body).toBe(200);
    expect(customerView.json<TOrderDetail>().prescriptionId).toBe(prescriptionId);
  });
});
