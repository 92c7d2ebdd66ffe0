/**
 * Free text refuses control characters (docs/decisions.md, 2026-11-25): NUL, an ANSI escape sequence or a
 * right-to-left override in any free-text field is answered 400 in the API error shape, and nothing changes.
 * Hindi text, with the joiners it needs, goes through untouched.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TMe } from '@dawanow/shared/auth';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, nextIp, signIn, TEST_ORIGIN, type TestUser } from './factories';
import { multipart } from './multipart';
import { addAddress, checkoutBody, createOrderWorld, type OrderWorld } from './order-fixtures';
import { createTestApp, queryRows, type TestApp } from './test-app';

const HOSTILE = {
  NUL: 'Asha\u0000Menon',
  'an ANSI escape sequence': 'Asha \u001b[31mMenon',
  'a right-to-left override': 'Asha \u202eanoM',
} as const;
const hostileCases = Object.entries(HOSTILE);
/** "Ram Kumar" and the conjunct क्‍ष written with a zero-width joiner (half form), as Hindi keyboards type it */
const HINDI = 'राम कुमार क्\u200Dष';

let t: TestApp;
let app: FastifyInstance;
let world: OrderWorld;

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'dawanow-free-text-')) });
  app = t.app;
  world = await createOrderWorld(app);
});
afterAll(() => t.close());

/** A 400 in the API error shape naming the field and why. */
function expectRefused(res: LightMyRequestResponse, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json<{
    error: { code: string; message: string; details: { path: string; message: string }[] };
  }>();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.details).toContainEqual({
    path,
    message: expect.stringMatching(/cannot contain (control|invisible formatting) characters$/),
  });
}

async function count(table: 'users' | 'contact_messages' | 'orders' | 'prescriptions'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(app, sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return row?.n ?? 0;
}

describe('names of people', () => {
  const signUp = (overrides: object) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Asha',
        lastName: 'Menon',
        phone: '98123 45678',
        email: 'hostile-name@example.in',
        password: 'Masala-Dosa-2026',
        ...overrides,
      },
    });

  it.each(hostileCases)('sign-up refuses a name with %s and creates no account', async (_, hostile) => {
    const users = await count('users');
    expectRefused(await signUp({ firstName: hostile }), 'body.firstName');
    expectRefused(await signUp({ lastName: hostile }), 'body.lastName');
    expect(await count('users')).toBe(users);
  });

  it('sign-up keeps a Hindi name as typed', async () => {
    const res = await signUp({ firstName: HINDI, email: 'hindi-name@example.in' });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = await signIn(app, 'hindi-name@example.in', 'Masala-Dosa-2026');
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json<TMe>().profile.firstName).toBe(HINDI);
  });

  it.each(hostileCases)('the profile refuses a name with %s and keeps the old one', async (_, hostile) => {
    const user = await createUser(app, { firstName: 'Kiran' });
    const res = await app.inject(
      as(user, {
        method: 'PUT',
        url: '/api/me/profile',
        payload: { firstName: 'Kiran', lastName: hostile, phone: '98123 45678' },
      }),
    );
    expectRefused(res, 'body.lastName');
    const me = await app.inject(as(user, { method: 'GET', url: '/api/me' }));
    expect(me.json<TMe>().profile).toMatchObject({ firstName: 'Kiran', lastName: 'User' });
  });
});

describe('saved addresses', () => {
  const address = {
    name: 'Home',
    address_line1: '12, 4th Cross, Residency Road',
    address_line2: 'Near the temple',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560025',
  };
  const list = async (user: TestUser) =>
    (await app.inject(as(user, { method: 'GET', url: '/api/me/addresses' }))).json<{ addresses: unknown[] }>()
      .addresses;

  it.each(hostileCases)('refuses every line with %s, on adding and on editing', async (_, hostile) => {
    const user = await createUser(app);
    const addressId = await addAddress(app, user);
    const before = await list(user);
    for (const field of ['name', 'address_line1', 'address_line2', 'city', 'state'] as const) {
      const payload = { ...address, [field]: hostile };
      expectRefused(await app.inject(as(user, { method: 'POST', url: '/api/me/addresses', payload })), `body.${field}`);
      expectRefused(
        await app.inject(as(user, { method: 'PUT', url: `/api/me/addresses/${addressId}`, payload })),
        `body.${field}`,
      );
    }
    expect(await list(user)).toEqual(before);
  });

  it('keeps an address written in Hindi', async () => {
    const user = await createUser(app);
    const payload = { ...address, address_line1: '12, राम नगर', city: 'बेंगलुरु' };
    const res = await app.inject(as(user, { method: 'POST', url: '/api/me/addresses', payload }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await list(user)).toEqual([expect.objectContaining({ address_line1: '12, राम नगर', city: 'बेंगलुरु' })]);
  });
});

describe('the contact form', () => {
  const send = (overrides: object) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      remoteAddress: nextIp(),
      payload: { name: 'Asha', email: 'asha@example.in', subject: 'My order', message: 'Where is it?', ...overrides },
    });

  it.each(hostileCases)('refuses a name, subject or message with %s and stores nothing', async (_, hostile) => {
    const messages = await count('contact_messages');
    for (const field of ['name', 'subject', 'message']) {
      expectRefused(await send({ [field]: hostile }), `body.${field}`);
    }
    expect(await count('contact_messages')).toBe(messages);
  });

  it('keeps the line breaks of a message, and Hindi', async () => {
    const res = await send({ name: HINDI, message: 'पहली पंक्ति\nSecond line\r\n\tindented' });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await queryRows<{ name: string; message: string }>(
      app,
      sql`select name, message from contact_messages order by created_at desc limit 1`,
    );
    expect(stored).toEqual({ name: HINDI, message: 'पहली पंक्ति\nSecond line\n\tindented' });
  });
});

describe('an order from note to cash refund', () => {
  it('refuses hostile notes, refund details, decision notes and account holder names, changing nothing', async () => {
    const body = await checkoutBody(app, world, [[world.paracetamol, 1, 2700]]);
    const orders = await count('orders');
    for (const hostile of Object.values(HOSTILE)) {
      expectRefused(
        await app.inject(
          as(world.customer, { method: 'POST', url: '/api/orders', payload: { ...body, notes: hostile } }),
        ),
        'body.notes',
      );
    }
    expect(await count('orders')).toBe(orders);

    const placed = await app.inject(
      as(world.customer, { method: 'POST', url: '/api/orders', payload: { ...body, notes: 'Ring twice\nदूसरी मंज़िल' } }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json<TPlaceOrderResponse>();
    const store = (action: string, payload?: object) =>
      app.inject(
        as(world.staffA, {
          method: 'POST',
          url: `/api/stores/${world.storeA}/orders/${order.id}/${action}`,
          ...(payload ? { payload } : {}),
        }),
      );
    const view = async () =>
      (await app.inject(as(world.customer, { method: 'GET', url: `/api/orders/${order.id}` }))).json<TOrderDetail>();
    expect((await view()).notes).toBe('Ring twice\nदूसरी मंज़िल'.normalize('NFC'));
    await store('accept');
    await store('status', { status: 'packed' });
    await store('status', { status: 'out_for_delivery' });
    expect((await store('deliver', { otp: order.deliveryOtp })).statusCode).toBe(200);

    const refund = (details: string) =>
      app.inject(
        as(world.customer, {
          method: 'POST',
          url: `/api/orders/${order.id}/refund`,
          payload: { reason: 'Damaged in transit', details },
        }),
      );
    for (const hostile of Object.values(HOSTILE)) expectRefused(await refund(hostile), 'body.details');
    expect((await view()).status).toBe('delivered');
    expect((await refund('The strip was crushed')).statusCode).toBe(200);

    for (const hostile of Object.values(HOSTILE)) {
      expectRefused(await store('refund', { decision: 'approve', note: hostile }), 'body.note');
    }
    expect((await view()).status).toBe('refund_requested');
    expect((await store('refund', { decision: 'approve' })).statusCode).toBe(200);
    expect((await store('refund', { decision: 'complete' })).statusCode).toBe(200);

    const destination = (accountHolder: string) =>
      app.inject(
        as(world.customer, {
          method: 'POST',
          url: `/api/orders/${order.id}/refund-destination`,
          payload: { method: 'bank', accountHolder, accountNumber: '50100123454321', ifsc: 'HDFC0001234' },
        }),
      );
    for (const hostile of Object.values(HOSTILE)) expectRefused(await destination(hostile), 'body.accountHolder');
    expect((await view()).refund?.cashRefund?.status).toBe('awaiting_details');
    const given = await destination(HINDI);
    expect(given.statusCode, given.body).toBe(200);
    const admin = await createUser(app, { role: 'admin' });
    const queue = await app.inject(as(admin, { method: 'GET', url: '/api/admin/cash-refunds' }));
    expect(queue.json().payouts).toContainEqual(
      expect.objectContaining({ orderId: order.id, details: expect.objectContaining({ accountHolder: HINDI }) }),
    );
  });
});

describe('prescription uploads', () => {
  it.each(hostileCases)('refuse a patient or doctor name with %s and store nothing', async (_, hostile) => {
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const prescriptions = await count('prescriptions');
    for (const field of ['patientName', 'doctorName', 'notes']) {
      const fields = { patientName: 'Asha Menon', issuedOn: '2026-11-20', [field]: hostile };
      const body = multipart(fields, [{ name: 'prescription.jpg', type: 'image/jpeg', bytes: photo }]);
      const res = await app.inject(as(world.customer, { method: 'POST', url: '/api/prescriptions', ...body }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { issues: [expect.objectContaining({ path: field })] },
      });
    }
    expect(await count('prescriptions')).toBe(prescriptions);
  });
});
