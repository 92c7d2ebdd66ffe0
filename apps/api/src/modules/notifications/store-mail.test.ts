/** The owners' e-mail, sent over SMTP to a real server started here: an order left unanswered, and the daily expiry digest. */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indianToday } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createStore, createUser } from '../../../test/factories';
import { checkoutBody, createOrderWorld, createProduct, type OrderWorld, shelve } from '../../../test/order-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { ALERT_JOBS } from './store-alerts';

let smtp: TestSmtpServer;
let testApp: TestApp;
let app: FastifyInstance;
let world: OrderWorld;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({
    dataDir: mkdtempSync(join(tmpdir(), 'dawanow-store-mail-')),
    smtp: { url: smtp.url, from: 'DawaNow <orders@dawanow.test>' },
  });
  app = testApp.app;
  world = await createOrderWorld(app);
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

async function place() {
  const body = await checkoutBody(app, world, [[world.paracetamol, 3, 2700]]);
  const res = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

/** The unanswered-order mail job of an order, with when it is due and when the offer lapses. */
async function mailJobOf(orderId: string) {
  const [row] = await queryRows<{ key: string; run_at: string; expires_at: string; offered_at: string }>(
    app,
    sql`select jobs.key, jobs.run_at, o.expires_at, o.offered_at from jobs
      join order_offers o on o.id::text = jobs.key
      where jobs.kind = ${ALERT_JOBS.unansweredOrder} and o.order_id = ${orderId}`,
  );
  if (!row) throw new Error('no unanswered-order mail job');
  return row;
}

async function runNow(kind: string, key: string) {
  await app.database.db.execute(
    sql`update jobs set run_at = now() - interval '1 second' where kind = ${kind} and key = ${key}`,
  );
  await app.jobs.runDue();
}

/** Waits long enough for a mail that should not come to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('an order left unanswered', () => {
  it('mails the owners once, half-way through the acceptance window', async () => {
    const order = await place();
    const job = await mailJobOf(order.id);
    const half = (Date.parse(job.expires_at) + Date.parse(job.offered_at)) / 2;
    expect(Math.abs(Date.parse(job.run_at) - half)).toBeLessThan(5000);

    const before = smtp.received.length;
    await runNow(ALERT_JOBS.unansweredOrder, job.key);
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual([world.staffA.email]);
    expect(mail?.subject).toBe(`Order ${order.number} is waiting for your answer`);
    expect(mail?.text).toContain(
      `Order ${order.number} (${formatRupees(order.bill.totalPaise)}, 1 item, cash on delivery)`,
    );
    expect(mail?.text).toMatch(/reached Residency Road Medicals at \d{1,2}:\d{2} [ap]m IST/);
    expect(mail?.text).toContain(`http://localhost:3000/store/orders/${order.id}`);

    // The job is done: running it again, or the queue again, sends nothing more.
    await runNow(ALERT_JOBS.unansweredOrder, job.key);
    await settle();
    expect(smtp.received).toHaveLength(before + 1);
  });

  it('sends nothing once the store has answered', async () => {
    const order = await place();
    const accepted = await app.inject(
      as(world.staffA, { method: 'POST', url: `/api/stores/${world.storeA}/orders/${order.id}/accept` }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const before = smtp.received.length;
    await runNow(ALERT_JOBS.unansweredOrder, (await mailJobOf(order.id)).key);
    await settle();
    expect(smtp.received).toHaveLength(before);
  });
});

describe('the daily expiry digest', () => {
  it('mails each store’s owners and admins one list per Indian day, and nothing when no batch is expiring', async () => {
    const store = await createStore(app, 'Digest Road Pharmacy');
    const quiet = await createStore(app, 'Nothing Expiring Chemists');
    const [owner, admin, staff, quietOwner] = await Promise.all(
      ['Lakshmi', 'Arjun', 'Sunil', 'Pooja'].map((firstName) => createUser(app, { firstName })),
    );
    if (!owner || !admin || !staff || !quietOwner) throw new Error('users missing');
    await addStoreMember(app, store, owner.id, 'owner');
    await addStoreMember(app, store, admin.id, 'admin');
    await addStoreMember(app, store, staff.id, 'staff');
    await addStoreMember(app, quiet, quietOwner.id, 'owner');
    const syrup = await createProduct(app, { name: 'Benadryl Cough Syrup', mrpPaise: 460000 });
    // Counted from India's date, as the digest counts (it is a day ahead of UTC's in the evening).
    const inDays = (days: number) =>
      new Date(Date.parse(`${indianToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await shelve(app, store, syrup, { pricePaise: 450000, stock: 25, batch: 'BN-17', expiry: inDays(12) });
    await shelve(app, quiet, syrup, { pricePaise: 450000, stock: 25, batch: 'BN-90', expiry: inDays(200) });

    const before = smtp.received.length;
    // Two sweeps on the same Indian day (a rerun, a second process): one digest per store.
    for (let run = 0; run < 2; run++) {
      await app.jobs.schedule(app.database.db, ALERT_JOBS.expirySweep, `test-${randomUUID()}`, new Date(0), {});
      await app.jobs.runDue();
    }
    const mails = (await smtp.waitFor(before + 1)).slice(before);
    await settle();
    const digests = smtp.received.slice(before).filter((mail) => mail.subject.includes('expiring'));
    expect(digests).toHaveLength(1);
    const [digest] = mails;
    expect(digest?.subject).toBe('1 batch expiring within 30 days at Digest Road Pharmacy');
    expect(digest?.to.sort()).toEqual([admin.email, owner.email].sort());
    expect(digest?.text).toContain('- Benadryl Cough Syrup, batch BN-17: 25 units (₹1,12,500), expires');
    expect(digest?.text).toContain('(in 12 days)');
    expect(digest?.text).toContain('http://localhost:3000/store/inventory?filter=near-expiry');
    expect(smtp.received.some((mail) => mail.to.includes(quietOwner.email))).toBe(false);
  });
});
