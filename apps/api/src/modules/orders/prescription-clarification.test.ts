/**
 * A pharmacist asking for a clearer copy of an order's prescription: both sides' order pages still
 * load, and the store's shows the prescription as waiting on the customer.
 */
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TStoreOrderDetail } from '@dawanow/shared/orders/store';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { checkoutBody, createProduct, shelve, useOrderWorld } from '../../../test/order-fixtures';

const setup = useOrderWorld('rx-clarification');
let alprazolam: string;
let photo: Buffer;

beforeAll(async () => {
  alprazolam = await createProduct(setup.app, { name: 'Alprax 0.25 Tablet', mrpPaise: 4500, schedule: 'H1' });
  await shelve(setup.app, setup.world.storeA, alprazolam, { pricePaise: 4200, stock: 30 });
  photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
});

describe('a prescription the pharmacist asked to clarify', () => {
  it("leaves the store's and the customer's order pages readable, showing clarification_requested", async () => {
    const { app, world } = setup;
    const body = multipart({ patientName: 'Asha Menon', doctorName: 'Dr. R. Rao', issuedOn: '2026-11-20' }, [
      { name: 'rx.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    const uploaded = await app.inject(as(world.customer, { method: 'POST', url: '/api/prescriptions', ...body }));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const prescriptionId = uploaded.json<TPrescriptionSummary>().id;

    const checkout = await checkoutBody(app, world, [[alprazolam, 1, 4200]], { prescriptionId });
    const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: checkout }));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<TPlaceOrderResponse>().order;

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
