import { randomUUID } from 'node:crypto';
import { ALWAYS_OPEN, indianClock, type TWeeklyHours, WEEKDAYS } from '@dawanow/shared/opening-hours';
import type { TOrderDetail, TOrderList, TPlaceOrderResponse, TQuote } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, createStore, createUser } from '../../../test/factories';
import {
  addAddress,
  checkoutBody,
  createOrderWorld,
  createProduct,
  type OrderWorld,
  shelve,
  stockOf,
} from '../../../test/order-fixtures';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  world = await createOrderWorld(app);
});
afterAll(() => t.close());

async function placeCod(items: [string, number, number][] = [[world.paracetamol, 2, 2700]]) {
  const body = await checkoutBody(app, world, items);
  const res = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

describe('POST /api/cart/quote', () => {
  it('re-prices the cart at the store and explains every problem', async () => {
    const unknown = randomUUID();
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        storeId: world.storeA,
        items: [
          { medicine_id: world.paracetamol, price: 2500, quantity: 2 },
          { medicine_id: world.cetirizine, price: 2000, quantity: 1 },
          { medicine_id: unknown, price: 100, quantity: 1 },
        ],
        latitude: 12.9716,
        longitude: 77.5946,
      },
    });
    expect(res.statusCode).toBe(200);
    const quote = res.json<TQuote>();
    expect(quote.lines.map((line) => line.problem)).toEqual(['price_changed', null, 'unavailable']);
    // The line carries what its sentence needs: the price the shopper saw and the store's price now
    expect(quote.lines[0]).toMatchObject({ cartPricePaise: 2500, unitPricePaise: 2700 });
    // 2 × ₹27 + ₹20 = ₹74, under ₹499: a ₹25 delivery fee
    expect(quote.bill).toMatchObject({
      itemsTotalPaise: 7400,
      mrpTotalPaise: 8250,
      deliveryFeePaise: 2500,
      totalPaise: 9900,
    });
    expect(quote.expressAvailable).toBe(true);
    expect(quote.blockers).toEqual([{ code: 'lines_need_attention', values: {} }]);
  });

  it('refuses bad quantities and unknown stores with clear errors', async () => {
    for (const quantity of [0, -1, 11, 1.5, 1e9]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { storeId: world.storeA, items: [{ medicine_id: world.paracetamol, price: 2700, quantity }] },
      });
      expect(res.statusCode).toBe(400);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { storeId: randomUUID(), items: [{ medicine_id: world.paracetamol, price: 2700, quantity: 1 }] },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a quote of a pharmacy changed by hand (another process, a script)', () => {
  const blockers = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { storeId: world.storeA, items: [{ medicine_id: world.paracetamol, price: 2700, quantity: 1 }] },
    });
    return res.json<TQuote>().blockers.map((blocker) => blocker.code);
  };

  it('says the pharmacy is paused, or on holiday, once the change is heard, and takes orders again after', async () => {
    expect(await blockers()).not.toContain('store_not_taking_orders');
    await queryRows(app, sql`update stores set is_accepting_orders = false where id = ${world.storeA}`);
    await expect.poll(blockers, { timeout: 2_000 }).toContain('store_not_taking_orders');
    await queryRows(app, sql`update stores set is_accepting_orders = true where id = ${world.storeA}`);
    await expect.poll(blockers, { timeout: 2_000 }).not.toContain('store_not_taking_orders');

    await queryRows(
      app,
      sql`insert into store_closures (store_id, starts_at, ends_at, reason)
          values (${world.storeA}, now() - interval '1 minute', now() + interval '2 hours', 'Diwali')`,
    );
    await expect.poll(blockers, { timeout: 2_000 }).toContain('store_on_holiday');
    await queryRows(app, sql`delete from store_closures where store_id = ${world.storeA}`);
    await expect.poll(blockers, { timeout: 2_000 }).not.toContain('store_on_holiday');
  });
});

describe('a checkout quote for a saved address edited by hand', () => {
  it('quotes the address as it is now, once the change is heard, and refuses it once deleted', async () => {
    const addressId = await addAddress(app, world.customer);
    const distance = async () => {
      const res = await app.inject(
        as(world.customer, {
          method: 'POST',
          url: '/api/checkout/quote',
          payload: {
            storeId: world.storeA,
            addressId,
            deliveryMode: 'standard',
            items: [{ medicine_id: world.paracetamol, quantity: 1, price: 2700 }],
          },
        }),
      );
      return res.statusCode === 200 ? res.json<TQuote>().distanceKm : res.statusCode;
    };
    const before = await distance();
    expect(typeof before).toBe('number');
    // About 2.2 km further north
    await queryRows(app, sql`update addresses set latitude = latitude + 0.02 where id = ${addressId}`);
    await expect.poll(distance, { timeout: 2_000 }).not.toBe(before);
    await queryRows(app, sql`delete from addresses where id = ${addressId}`);
    await expect.poll(distance, { timeout: 2_000 }).toBe(404);
  });
});

describe('placing an order', () => {
  it('creates a cash-on-delivery order with snapshots, a delivery code and an event, and reserves stock', async () => {
    const before = await stockOf(app, world.storeA, world.paracetamol);
    const order = await placeCod();
    expect(order.number).toMatch(/^DN-\d{4}-\d{6}$/);
    expect(order.status).toBe('placed');
    expect(order.deliveryOtp).toMatch(/^\d{4}$/);
    expect(order.items[0]).toMatchObject({
      name: 'Paracip 500 Tablet',
      unitPricePaise: 2700,
      quantity: 2,
      batchNumber: 'B-2611',
    });
    expect(order.events.map((event) => event.title)).toEqual(['Order placed']);
    // Issue 19: what happened travels as a code the page words in the reader's language
    expect(order.events[0]?.message).toEqual({ code: 'order_placed', values: { store: order.storeName } });
    expect(order.canCancel).toBe(true);
    expect(await stockOf(app, world.storeA, world.paracetamol)).toBe(before - 2);
  });

  it('answers a repeated idempotency key with the same order and takes stock once', async () => {
    const body = await checkoutBody(app, world, [[world.cetirizine, 1, 2000]]);
    const before = await stockOf(app, world.storeA, world.cetirizine);
    const [first, second] = await Promise.all([
      app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body })),
      app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body })),
    ]);
    const third = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(third.statusCode).toBe(200);
    const ids = new Set([first, second, third].map((res) => res.json<TPlaceOrderResponse>().order.id));
    expect(ids.size).toBe(1);
    expect(await stockOf(app, world.storeA, world.cetirizine)).toBe(before - 1);
  });

  it('answers the retry of an order that took the last units with that order, not with "sold out"', async () => {
    const product = await createProduct(app, { name: 'Dolo 650 Tablet', mrpPaise: 3400 });
    await shelve(app, world.storeA, product, { pricePaise: 3000, stock: 2 });
    const body = await checkoutBody(app, world, [[product, 2, 3000]]);
    const first = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    expect(first.statusCode).toBe(201);
    const retry = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json<TPlaceOrderResponse>().order.id).toBe(first.json<TPlaceOrderResponse>().order.id);
    // A new key for the same cart is a new order, and the shelf is empty now
    const again = await app.inject(
      as(world.customer, { method: 'POST', url: '/api/orders', payload: { ...body, idempotencyKey: randomUUID() } }),
    );
    expect(again.statusCode).toBe(409);
    expect(await stockOf(app, world.storeA, product)).toBe(0);
  });

  it('refuses a tampered price or total with a fresh quote, and changes nothing', async () => {
    const before = await stockOf(app, world.storeA, world.paracetamol);
    const cheap = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { ...(await checkoutBody(app, world, [[world.paracetamol, 1, 2700]])), expectedTotalPaise: 100 },
      }),
    );
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().error.code).toBe('QUOTE_CHANGED');
    expect(cheap.json().error.details.quote.bill.totalPaise).toBe(5200);
    const tampered = await checkoutBody(app, world, [[world.paracetamol, 1, 2700]]);
    const res = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { ...tampered, items: [{ medicine_id: world.paracetamol, quantity: 1, price: 1 }] },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('QUOTE_CHANGED');
    expect(await stockOf(app, world.storeA, world.paracetamol)).toBe(before);
  });

  it("refuses another user's address, a guest, and prescription medicines without a prescription", async () => {
    const stranger = await createUser(app);
    const strangersAddress = await addAddress(app, stranger);
    const body = await checkoutBody(app, world, [[world.paracetamol, 1, 2700]]);
    const other = await app.inject(
      as(world.customer, { method: 'POST', url: '/api/orders', payload: { ...body, addressId: strangersAddress } }),
    );
    expect(other.statusCode).toBe(404);
    const guest = await app.inject(as(null, { method: 'POST', url: '/api/orders', payload: body }));
    expect(guest.statusCode).toBe(401);
    const rx = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: await checkoutBody(app, world, [[world.azithromycin, 1, 11000]]),
      }),
    );
    expect(rx.statusCode).toBe(400);
    expect(rx.json().error.message).toMatch(/need a prescription/);
  });

  it('refuses an address outside the radius and express delivery beyond 3 km', async () => {
    const far = await addAddress(app, world.customer, { latitude: 13.05, longitude: 77.62 });
    const quote = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/checkout/quote',
        payload: {
          storeId: world.storeA,
          addressId: far,
          deliveryMode: 'express',
          items: [{ medicine_id: world.paracetamol, price: 2700, quantity: 1 }],
        },
      }),
    );
    const { blockers, expressAvailable } = quote.json<TQuote>();
    expect(expressAvailable).toBe(false);
    expect(blockers).toEqual([
      {
        code: 'address_too_far',
        values: { store: 'Residency Road Medicals', distanceKm: expect.any(Number), radiusKm: 5 },
      },
      { code: 'express_too_far', values: { radiusKm: 3 } },
    ]);
    expect(blockers[0]?.code === 'address_too_far' && blockers[0].values.distanceKm).toBeGreaterThan(5);
  });
});

describe('customer order pages', () => {
  it('lists only your own orders and hides them from others', async () => {
    const order = await placeCod();
    const list = await app.inject(as(world.customer, { method: 'GET', url: '/api/orders' }));
    const row = list.json<TOrderList>().orders.find((listed) => listed.id === order.id);
    // The list pictures each order by its first item's pack (issue 17)
    expect(row?.firstItemPack).toEqual({
      name: 'Paracip 500 Tablet',
      packLabel: expect.any(String),
      manufacturer: expect.any(String),
    });
    const stranger = await createUser(app);
    const peek = await app.inject(as(stranger, { method: 'GET', url: `/api/orders/${order.id}` }));
    expect(peek.statusCode).toBe(404);
    expect((await app.inject(as(stranger, { method: 'GET', url: '/api/orders' }))).json().orders).toEqual([]);
  });

  it('cancels until processing, releasing stock; then refuses', async () => {
    const before = await stockOf(app, world.storeA, world.paracetamol);
    const order = await placeCod();
    const cancelled = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
      }),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<TOrderDetail>()).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      cancelReason: 'Ordered by mistake',
    });
    expect(await stockOf(app, world.storeA, world.paracetamol)).toBe(before);

    const accepted = await placeCod();
    await app.inject(
      as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${accepted.id}/accept` }),
    );
    const late = await app.inject(
      as(world.customer, { method: 'POST', url: `/api/orders/${accepted.id}/cancel`, payload: { reason: 'Other' } }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    expect(late.json().error.message).toMatch(/can no longer be cancelled/);
  });
});

describe('the store side', () => {
  it('accepts, packs, dispatches and delivers only with the right code, writing the ledger', async () => {
    const order = await placeCod([[world.paracetamol, 4, 2700]]);
    const url = (action: string) => `/api/stores/${world.storeA}/orders/${order.id}/${action}`;
    const incoming = await app.inject(as(world.staffA, { method: 'GET', url: `/api/stores/${world.storeA}/orders` }));
    const listed = incoming.json().orders.find((row: { id: string }) => row.id === order.id);
    expect(listed.offerExpiresAt).not.toBeNull();

    expect((await app.inject(as(world.staffB, { method: 'POST', url: url('accept') }))).statusCode).toBe(403);
    expect((await app.inject(as(world.staffA, { method: 'POST', url: url('accept') }))).json().status).toBe(
      'processing',
    );
    const packed = await app.inject(
      as(world.staffA, { method: 'POST', url: url('status'), payload: { status: 'packed' } }),
    );
    expect(packed.json()).toMatchObject({ status: 'packed', slaMissed: false });
    await app.inject(as(world.staffA, { method: 'POST', url: url('status'), payload: { status: 'out_for_delivery' } }));
    const otp = order.deliveryOtp ?? '';
    const wrong = otp === '0000' ? '1111' : '0000';
    const refused = await app.inject(
      as(world.staffA, { method: 'POST', url: url('deliver'), payload: { otp: wrong } }),
    );
    expect(refused.statusCode).toBe(400);
    const delivered = await app.inject(as(world.staffA, { method: 'POST', url: url('deliver'), payload: { otp } }));
    expect(delivered.json().status).toBe('delivered');

    const ledger = await queryRows<{ kind: string; amount_paise: number }>(
      app,
      sql`select kind, amount_paise::int from ledger_entries where order_id = ${order.id} order by kind`,
    );
    // ₹108 of items at 12% GST inside: ₹96.43 taxable; 10% = ₹9.64 commission, 18% GST on it ₹1.74. With ₹25
    // delivery (₹21.19 taxable) the supply is ₹117.62: TCS 0.5% = ₹0.58, TDS 0.1% = ₹0.12. Paid in cash, the
    // store holds the ₹133 already.
    expect(ledger).toEqual([
      { kind: 'cash_collected', amount_paise: -13300 },
      { kind: 'commission', amount_paise: -964 },
      { kind: 'commission_gst', amount_paise: -174 },
      { kind: 'sale', amount_paise: 13300 },
      { kind: 'tcs', amount_paise: -58 },
      { kind: 'tds', amount_paise: -12 },
    ]);
    const invoice = await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}/invoice` }));
    expect(invoice.json().items[0]).toMatchObject({ hsnCode: '30049099', batchNumber: 'B-2611', taxablePaise: 9643 });

    // A damaged strip, reported with a photo within 24 hours; the pharmacy sees the photo, approves, refunds.
    // The phone's photo says where it was taken and hides a payload after the image: the store gets neither.
    const taken = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 17/1' } })
      .toBuffer();
    expect((await sharp(taken).metadata()).exif).toBeDefined();
    const hidden = Buffer.from('<script>alert(document.cookie)</script>');
    const sent = Buffer.concat([taken, hidden]);
    const reported = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: `/api/orders/${order.id}/refund`,
        payload: { reason: 'Damaged in transit', photo: `data:image/jpeg;base64,${sent.toString('base64')}` },
      }),
    );
    expect(reported.json()).toMatchObject({ status: 'refund_requested', refund: { hasPhoto: true } });
    const photo = await app.inject(as(world.staffA, { method: 'GET', url: url('refund-photo') }));
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(photo.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(kept.exif).toBeUndefined();
    expect(photo.rawPayload.includes(hidden)).toBe(false);
    // The JPEG ends with its end-of-image marker: nothing follows it.
    expect(photo.rawPayload.subarray(-2).toString('hex')).toBe('ffd9');
    expect((await app.inject(as(world.staffB, { method: 'GET', url: url('refund-photo') }))).statusCode).toBe(403);
    await app.inject(as(world.staffA, { method: 'POST', url: url('refund'), payload: { decision: 'approve' } }));
    const refunded = await app.inject(
      as(world.staffA, { method: 'POST', url: url('refund'), payload: { decision: 'complete' } }),
    );
    expect(refunded.json().status).toBe('refunded');
    // A full refund takes the sale back from the store and gives back every deduction
    const [balance] = await queryRows<{ refund: number; net: number }>(
      app,
      sql`select sum(amount_paise) filter (where kind = 'refund')::int as refund, sum(amount_paise)::int as net
          from ledger_entries where order_id = ${order.id}`,
    );
    expect(balance).toEqual({ refund: -13300, net: -13300 });

    // Cash was paid at the door, so it goes back by bank transfer once the customer says where.
    const view = async () =>
      (await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))).json<TOrderDetail>();
    expect((await view()).refund?.cashRefund).toEqual({
      status: 'awaiting_details',
      amountPaise: 13300,
      destination: null,
      paidAt: null,
      reference: null,
    });
    const admin = await createUser(app, { role: 'admin' });
    const paid = (reference: string) =>
      app.inject(
        as(admin, { method: 'POST', url: `/api/admin/cash-refunds/${order.id}/paid`, payload: { reference } }),
      );
    expect((await paid('UTR123456789')).statusCode).toBe(409);
    const destination = (user: typeof world.customer, payload: object) =>
      app.inject(as(user, { method: 'POST', url: `/api/orders/${order.id}/refund-destination`, payload }));
    const badIfsc = await destination(world.customer, {
      method: 'bank',
      accountHolder: 'Asha Menon',
      accountNumber: '50100123454321',
      ifsc: 'HDFC123',
    });
    expect(badIfsc.statusCode).toBe(400);
    expect(JSON.stringify(badIfsc.json())).toContain('Enter the 11-character IFSC, e.g. HDFC0001234');
    // Empty, huge, unknown and hostile values: each a 400, nothing stored
    for (const payload of [
      {},
      { method: 'cheque', accountNumber: '50100123454321' },
      { method: 'bank', accountHolder: 'x'.repeat(10_000), accountNumber: '50100123454321', ifsc: 'HDFC0001234' },
      { method: 'upi', upiId: '<script>alert(1)</script>@okicici' },
      { method: 'bank', accountHolder: 'Asha', accountNumber: "1234'; drop table orders;--", ifsc: 'HDFC0001234' },
    ]) {
      expect((await destination(world.customer, payload)).statusCode).toBe(400);
    }
    expect((await view()).refund?.cashRefund?.status).toBe('awaiting_details');
    const bank = { method: 'bank', accountHolder: 'Asha Menon', accountNumber: '50100123454321', ifsc: 'hdfc0001234' };
    expect((await destination(await createUser(app), bank)).statusCode).toBe(404);
    const given = await destination(world.customer, bank);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<TOrderDetail>().refund?.cashRefund).toMatchObject({
      status: 'details_received',
      destination: 'A/c ••••4321 · HDFC0001234',
    });
    // Sealed at rest: the account number is not in the table as text.
    const [stored] = await queryRows<{ sealed: string }>(
      app,
      sql`select encode(sealed_details, 'escape') as sealed from cash_refunds where order_id = ${order.id}`,
    );
    expect(stored?.sealed).not.toContain('50100123454321');

    expect((await app.inject(as(world.customer, { method: 'GET', url: '/api/admin/cash-refunds' }))).statusCode).toBe(
      403,
    );
    const queue = await app.inject(
      as(admin, { method: 'GET', url: '/api/admin/cash-refunds?status=details_received' }),
    );
    expect(queue.json().payouts).toContainEqual(
      expect.objectContaining({
        orderId: order.id,
        amountPaise: 13300,
        details: { ...bank, ifsc: 'HDFC0001234' },
      }),
    );
    expect((await paid('not a reference!')).statusCode).toBe(400);
    expect((await paid('UTR123456789')).statusCode).toBe(204);
    const done = await view();
    expect(done.refund?.cashRefund).toMatchObject({ status: 'paid', reference: 'UTR123456789' });
    expect(done.events.at(-1)).toMatchObject({
      title: 'Refund sent to your bank',
      note: '₹133 was transferred. Bank reference UTR123456789.',
      message: { code: 'bank_refund_sent', values: { amountPaise: 13300, reference: 'UTR123456789' } },
    });
    expect((await destination(world.customer, { method: 'upi', upiId: 'asha@okicici' })).statusCode).toBe(409);
    expect((await paid('UTR123456789')).statusCode).toBe(409);
    // Issue 15: the transfer is in the platform's audit log, once (the refused attempts wrote nothing)
    const audit = await app.inject(
      as(admin, { method: 'GET', url: `/api/admin/audit-log?subjectType=order&subjectId=${order.id}` }),
    );
    expect(audit.json().entries).toEqual([
      expect.objectContaining({
        actor: { userId: admin.id, name: 'Test User', email: admin.email },
        action: 'cash_refund.paid',
        before: { cashRefund: 'details_received', amountPaise: 13300 },
        after: { cashRefund: 'paid', amountPaise: 13300, reference: 'UTR123456789' },
      }),
    ]);
  });

  it('hands a rejected order to the next nearest store, moving the stock, then cancels when none is left', async () => {
    await shelve(app, world.storeB, world.cetirizine, { pricePaise: 2000, stock: 50 });
    const beforeA = await stockOf(app, world.storeA, world.cetirizine);
    const beforeB = await stockOf(app, world.storeB, world.cetirizine);
    const order = await placeCod([[world.cetirizine, 3, 2000]]);
    const reject = (staff: typeof world.staffA, storeId: string) =>
      app.inject(
        as(staff, {
          method: 'POST',
          url: `/api/stores/${storeId}/orders/${order.id}/reject`,
          payload: { reason: 'Too many orders right now' },
        }),
      );
    expect((await reject(world.staffA, world.storeA)).statusCode).toBe(204);
    expect(await stockOf(app, world.storeA, world.cetirizine)).toBe(beforeA);
    expect(await stockOf(app, world.storeB, world.cetirizine)).toBe(beforeB - 3);
    const moved = (
      await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
    ).json<TOrderDetail>();
    expect(moved.storeName).toBe('Richmond Town Pharmacy');
    expect(moved.events.at(-1)?.title).toBe('Sent to Richmond Town Pharmacy');
    const firstStore = moved.events.at(-2)?.message;
    expect(firstStore?.code).toBe('store_declined');
    const from = firstStore?.code === 'store_declined' ? firstStore.values.store : '';
    expect(moved.events.at(-2)?.message).toEqual({
      code: 'store_declined',
      values: { store: from, reason: 'Too many orders right now' },
    });
    expect(moved.events.at(-1)?.message).toEqual({
      code: 'sent_to_next',
      values: { store: 'Richmond Town Pharmacy', from, why: 'declined', reason: 'Too many orders right now' },
    });

    expect((await reject(world.staffB, world.storeB)).statusCode).toBe(204);
    const gone = (
      await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
    ).json<TOrderDetail>();
    expect(gone.status).toBe('cancelled');
    expect(gone.events.at(-1)?.title).toBe('Cancelled: no pharmacy could take the order');
    expect(gone.events.at(-1)?.message).toEqual({
      code: 'cancelled_no_pharmacy',
      values: {
        from: 'Richmond Town Pharmacy',
        why: 'declined',
        reason: 'Too many orders right now',
        refunding: false,
      },
    });
    expect(gone.events.at(-1)?.note).toBe(
      'Richmond Town Pharmacy could not take it (too many orders right now). No other pharmacy near you has every item in stock right now',
    );
    expect(gone.cancelReason).toBe(gone.events.at(-1)?.note);
    expect(await stockOf(app, world.storeB, world.cetirizine)).toBe(beforeB);
  });

  it('bills GST as IGST when the order moves to a pharmacy across a state line', async () => {
    // A pharmacy 1.5 km away but registered in another state (a border town), the only other one with this item
    const across = await createStore(app, 'Border Town Chemists', {
      openingHours: ALWAYS_OPEN,
      state: 'Tamil Nadu',
      status: 'active',
      isAcceptingOrders: true,
      latitude: 12.958,
      longitude: 77.595,
    });
    const ors = await createProduct(app, { name: 'Electral ORS Sachet', mrpPaise: 2200, gstRate: 12 });
    await shelve(app, world.storeA, ors, { pricePaise: 2200, stock: 20 });
    await shelve(app, across, ors, { pricePaise: 2200, stock: 20 });
    const order = await placeCod([[ors, 2, 2200]]);
    expect(order.bill.supply).toBe('intra_state');
    const rejected = await app.inject(
      as(world.staffA, {
        method: 'POST',
        url: `/api/stores/${world.storeA}/orders/${order.id}/reject`,
        payload: { reason: 'Too many orders right now' },
      }),
    );
    expect(rejected.statusCode).toBe(204);
    const moved = (
      await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
    ).json<TOrderDetail>();
    expect(moved.storeName).toBe('Border Town Chemists');
    expect(moved.bill.supply).toBe('inter_state');
    expect(moved.bill.taxes[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 471 });
    expect(moved.totalPaise).toBe(order.totalPaise);
  });

  it('does not hand a scheduled order to a pharmacy closed during its slot', async () => {
    // Open mornings only (09:00-12:00), next to the customer, and the only other pharmacy with this item
    const mornings = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '09:00', close: '12:00' }]]));
    const morningStore = await createStore(app, 'Morning Medicals', {
      openingHours: mornings as TWeeklyHours,
      state: 'Karnataka',
      status: 'active',
      isAcceptingOrders: true,
      latitude: 12.9725,
      longitude: 77.5955,
    });
    const balm = await createProduct(app, { name: 'Amrutanjan Balm', mrpPaise: 6000, gstRate: 12 });
    await shelve(app, world.storeA, balm, { pricePaise: 6000, stock: 20 });
    await shelve(app, morningStore, balm, { pricePaise: 6000, stock: 20 });
    const base = await checkoutBody(app, world, [[balm, 1, 6000]], { deliveryMode: 'scheduled' });
    const quote = await app.inject(as(world.customer, { method: 'POST', url: '/api/checkout/quote', payload: base }));
    // An evening slot: Morning Medicals is closed then
    const evening = quote.json<TQuote>().slots.find((slot) => indianClock(new Date(slot.start)).minute >= 18 * 60);
    expect(evening, 'an evening slot today or tomorrow').toBeDefined();
    const placed = await app.inject(
      as(world.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: { ...base, scheduledFor: evening?.start, expectedTotalPaise: quote.json<TQuote>().bill.totalPaise },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<TPlaceOrderResponse>().order;
    await app.inject(
      as(world.staffA, {
        method: 'POST',
        url: `/api/stores/${world.storeA}/orders/${order.id}/reject`,
        payload: { reason: 'Too many orders right now' },
      }),
    );
    const after = (
      await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
    ).json<TOrderDetail>();
    expect(after.status).toBe('cancelled');
    expect(after.events.map((event) => event.title)).not.toContain('Sent to Morning Medicals');
  });

  it('moves an unanswered order on when its acceptance window ends (durable timer)', async () => {
    const order = await placeCod([[world.paracetamol, 1, 2700]]);
    // Time passes: the offer's job becomes due.
    await app.database.db.execute(sql`update jobs set run_at = now() - interval '1 second' where kind = 'offer-timeout'
      and payload->>'orderId' = ${order.id}`);
    await app.database.db.execute(sql`update order_offers set expires_at = now() where order_id = ${order.id}`);
    // Later than the settings cache lasts: the next offer reads the settings inside the job's transaction
    // (on the embedded database, a read outside it would wait for the transaction forever).
    const later = Date.now() + 60_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      await app.jobs.runDue();
    } finally {
      clock.mockRestore();
    }
    const moved = (
      await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))
    ).json<TOrderDetail>();
    expect(moved.storeName).toBe('Richmond Town Pharmacy');
    expect(moved.events.at(-1)?.note).toMatch(/Residency Road Medicals did not answer in time/);
    const late = await app.inject(
      as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/accept` }),
    );
    expect(late.statusCode).toBe(404);
  });
});

describe('under concurrency', () => {
  it('sells the last 10 units to exactly 10 of 50 simultaneous checkouts, never below zero', {
    timeout: 60_000,
  }, async () => {
    const scarce = await createProduct(app, { name: 'Scarce 5 Tablet', mrpPaise: 5000 });
    await shelve(app, world.storeA, scarce, { pricePaise: 4500, stock: 10 });
    const shoppers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const shopper = await createUser(app);
        return { ...world, customer: shopper, addressId: await addAddress(app, shopper) };
      }),
    );
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const shopper = shoppers[index % shoppers.length] as OrderWorld;
        return { shopper, body: await checkoutBody(app, shopper, [[scarce, 1, 4500]]) };
      }),
    );
    const answers = await Promise.all(
      bodies.map(({ shopper, body }) =>
        app.inject(as(shopper.customer, { method: 'POST', url: '/api/orders', payload: body })),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    expect(await stockOf(app, world.storeA, scarce)).toBe(0);
    const [sold] = await queryRows<{ units: number }>(
      app,
      sql`select coalesce(sum(quantity), 0)::int as units from order_items where product_id = ${scarce}`,
    );
    expect(sold?.units).toBe(10);
  });
});

describe('live updates', () => {
  it("streams the order's changes to its owner as Server-Sent Events", async () => {
    const order = await placeCod();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/orders/${order.id}/stream`, {
      headers: { cookie: world.customer.cookie },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    await app.inject(
      as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/accept` }),
    );
    let received = '';
    while (!received.includes('event: order')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      received += decoder.decode(chunk.value);
    }
    controller.abort();
    expect(received).toContain(`"orderId":"${order.id}","status":"processing"`);
  });
});
