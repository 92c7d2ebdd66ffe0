/** The store's notification centre: who is told what, once only, and who may read or clear which rows. */
import { randomUUID } from 'node:crypto';
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import type { TNotificationList, TStoreNotification } from '@dawanow/shared/store-notifications';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createStore, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { checkoutBody, createProduct, shelve, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';
import { createNotificationsRepository } from './notifications.repository';
import { createNotifier, type StoreNotice } from './notifier';
import { ALERT_JOBS } from './store-alerts';
import { createUserNotificationsRepository } from './user-notifications.repository';

const setup = useOrderWorld('notifications');
let manager: TestUser;
let staff: TestUser;
/** An owner of store A who is also staff at store B */
let twoStores: TestUser;

beforeAll(async () => {
  manager = await createUser(setup.app, { firstName: 'Meera' });
  staff = await createUser(setup.app, { firstName: 'Ravi' });
  twoStores = await createUser(setup.app, { firstName: 'Farah' });
  await addStoreMember(setup.app, setup.world.storeA, manager.id, 'manager');
  await addStoreMember(setup.app, setup.world.storeA, staff.id, 'staff');
  await addStoreMember(setup.app, setup.world.storeA, twoStores.id, 'admin');
  await addStoreMember(setup.app, setup.world.storeB, twoStores.id, 'staff');
});

const notifier = () =>
  createNotifier({
    stores: createNotificationsRepository(setup.app.database.db),
    users: createUserNotificationsRepository(),
  });

function notice(overrides: Partial<StoreNotice> = {}): StoreNotice {
  return {
    storeId: setup.world.storeA,
    kind: 'team_change',
    title: 'Ravi joined as staff',
    body: 'Invited by the owner.',
    link: '/store/settings',
    dedupeKey: `team:${randomUUID()}`,
    ...overrides,
  };
}

async function list(user: TestUser, storeId: string, query = ''): Promise<TNotificationList> {
  const res = await setup.app.inject(as(user, { method: 'GET', url: `/api/stores/${storeId}/notifications${query}` }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TNotificationList>();
}

async function unread(user: TestUser, storeId: string): Promise<number> {
  const res = await setup.app.inject(
    as(user, { method: 'GET', url: `/api/stores/${storeId}/notifications/unread-count` }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ unread: number }>().unread;
}

const withKey = async (dedupeKey: string) =>
  queryRows<{ user_id: string }>(
    setup.app,
    sql`select user_id from notifications where dedupe_key = ${dedupeKey} order by user_id`,
  );

async function place(items: [string, number, number][]) {
  const body = await checkoutBody(setup.app, setup.world, items);
  const res = await setup.app.inject(as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TPlaceOrderResponse>().order;
}

describe('notifyStore', () => {
  it('reaches only the members whose role has the permission, at that store', async () => {
    const cases = [
      ['team', [setup.world.staffA.id, twoStores.id]],
      ['prices', [setup.world.staffA.id, manager.id, twoStores.id]],
      ['stock', [setup.world.staffA.id, manager.id, staff.id, twoStores.id]],
    ] as const;
    for (const [permission, expected] of cases) {
      const key = `team:${randomUUID()}`;
      await notifier().notifyStore(setup.app.database.db, notice({ dedupeKey: key, permission }));
      expect((await withKey(key)).map((row) => row.user_id)).toEqual([...expected].sort());
    }
  });

  it('writes one row per member however many workers send the same event at once', async () => {
    const key = `team:${randomUUID()}`;
    await Promise.all(
      Array.from({ length: 12 }, () => notifier().notifyStore(setup.app.database.db, notice({ dedupeKey: key }))),
    );
    await notifier().notifyStore(setup.app.database.db, notice({ dedupeKey: key }));
    expect(await withKey(key)).toHaveLength(4);
  });

  it('disappears with the transaction that failed to make its event', async () => {
    const key = `team:${randomUUID()}`;
    await expect(
      setup.app.database.db.transaction(async (tx) => {
        await notifier().notifyStore(tx, notice({ dedupeKey: key }));
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await withKey(key)).toEqual([]);
  });
});

describe('order events', () => {
  it('tells every member of the store of a new order, and nobody elsewhere', async () => {
    const beforeB = await unread(setup.world.staffB, setup.world.storeB);
    const order = await place([[setup.world.paracetamol, 1, 2700]]);
    for (const member of [setup.world.staffA, manager, staff, twoStores]) {
      const { notifications } = await list(member, setup.world.storeA);
      expect(notifications[0]).toMatchObject({
        kind: 'new_order',
        title: `New order ${order.number}`,
        link: `/store/orders/${order.id}`,
        readAt: null,
      });
      expect(notifications[0]?.body).toContain('₹');
    }
    expect(await unread(setup.world.staffB, setup.world.storeB)).toBe(beforeB);
    expect((await list(twoStores, setup.world.storeB)).notifications).toEqual([]);
    // Without SMTP_URL there is nobody to mail: no mail job waits on the order.
    const mailJobs = await queryRows(setup.app, sql`select 1 from jobs where kind = ${ALERT_JOBS.unansweredOrder}`);
    expect(mailJobs).toEqual([]);
  });

  it('tells the store an order moved away and the next store that it has a new one', async () => {
    const order = await place([[setup.world.cetirizine, 1, 2000]]);
    const res = await setup.app.inject(
      as(setup.world.staffA, {
        method: 'POST',
        url: `/api/stores/${setup.world.storeA}/orders/${order.id}/reject`,
        payload: { reason: 'Store closing' },
      }),
    );
    expect(res.statusCode, res.body).toBe(204);
    const atA = (await list(manager, setup.world.storeA)).notifications;
    expect(atA[0]).toMatchObject({
      kind: 'order_reassigned',
      title: `Order ${order.number} went to another pharmacy`,
      link: null,
    });
    expect(atA[0]?.body).toContain('store closing');
    const atB = (await list(setup.world.staffB, setup.world.storeB)).notifications;
    expect(atB[0]).toMatchObject({ kind: 'new_order', link: `/store/orders/${order.id}` });
  });

  it('tells the store when a prescription waits for its pharmacist: a quote request, an order with one unchecked', async () => {
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const body = multipart({ patientName: 'Asha Menon', issuedOn: '2026-11-20' }, [
      { name: 'rx.jpg', type: 'image/jpeg', bytes: photo },
    ]);
    const uploaded = await setup.app.inject(
      as(setup.world.customer, { method: 'POST', url: '/api/prescriptions', ...body }),
    );
    const prescriptionId = uploaded.json<TPrescriptionSummary>().id;
    const asked = await setup.app.inject(
      as(setup.world.customer, {
        method: 'POST',
        url: `/api/prescriptions/${prescriptionId}/quotes`,
        payload: { storeId: setup.world.storeB },
      }),
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const review = {
      kind: 'prescription_to_review',
      title: 'A prescription is waiting for your pharmacist',
      link: `/store/prescriptions?open=${prescriptionId}`,
    };
    expect((await list(setup.world.staffB, setup.world.storeB)).notifications[0]).toMatchObject({
      ...review,
      body: 'A customer asks you to prepare an order from their prescription.',
    });

    // An order of a Schedule H medicine on the same, unchecked prescription at store A.
    const order = await setup.app.inject(
      as(setup.world.customer, {
        method: 'POST',
        url: '/api/orders',
        payload: await checkoutBody(setup.app, setup.world, [[setup.world.azithromycin, 1, 11000]], {
          prescriptionId,
        }),
      }),
    );
    expect(order.statusCode, order.body).toBe(201);
    const { number } = order.json<TPlaceOrderResponse>().order;
    // Pharmacy work: everyone at the store may open prescriptions.
    // Both written by the placing transaction, at the same moment.
    const atA = (await list(staff, setup.world.storeA)).notifications.slice(0, 2);
    expect(atA.map((item) => item.kind).sort()).toEqual(['new_order', 'prescription_to_review']);
    expect(atA.find((item) => item.kind === 'prescription_to_review')).toMatchObject({
      ...review,
      body: `Order ${number} needs its prescription checked before it can be accepted.`,
    });
  });

  it('says once a day that an order left a product below the store’s threshold, as the order is placed', async () => {
    const product = await createProduct(setup.app, { name: 'Dolo 650 Tablet', mrpPaise: 3400 });
    await shelve(setup.app, setup.world.storeA, product, { pricePaise: 3000, stock: 12 });
    const lowAlerts = async () =>
      (await list(staff, setup.world.storeA, '?unread=true')).notifications.filter(
        (item) => item.kind === 'low_stock' && item.title.startsWith('Dolo 650'),
      );
    // 12 → 10: not below the default threshold of 10
    await place([[product, 2, 3000]]);
    expect(await lowAlerts()).toEqual([]);
    // 10 → 9: written by the placing transaction, there when the order is
    await place([[product, 1, 3000]]);
    expect(await lowAlerts()).toEqual([
      expect.objectContaining({
        title: 'Dolo 650 Tablet is running low',
        body: '9 sellable units left; you asked to hear below 10.',
        link: '/store/inventory?filter=low-stock',
      }),
    ]);
    // 9 → 0 the same day: still one
    await place([[product, 9, 3000]]);
    expect(await lowAlerts()).toHaveLength(1);
  });

  it('says a product is out of stock when an order takes its last units', async () => {
    const product = await createProduct(setup.app, { name: 'Okacet Tablet', mrpPaise: 2000 });
    await shelve(setup.app, setup.world.storeA, product, { pricePaise: 1800, stock: 3 });
    await place([[product, 3, 1800]]);
    const notices = (await list(staff, setup.world.storeA, '?unread=true')).notifications;
    expect(notices.filter((item) => item.kind === 'low_stock' && item.title.startsWith('Okacet'))).toEqual([
      expect.objectContaining({
        title: 'Okacet Tablet is out of stock',
        body: '0 sellable units left; you asked to hear below 10.',
      }),
    ]);
  });
});

describe('the daily expiry sweep', () => {
  it('notifies each batch expiring within 30 days once, however often it runs', async () => {
    const store = await createStore(setup.app, 'Expiry Lane Chemists');
    const owner = await createUser(setup.app, { firstName: 'Gita' });
    await addStoreMember(setup.app, store, owner.id, 'owner');
    const product = await createProduct(setup.app, { name: 'Crocin Advance Tablet', mrpPaise: 3500 });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await shelve(setup.app, store, product, { pricePaise: 3000, stock: 6, batch: 'SOON-1', expiry: inDays(10) });
    await shelve(setup.app, store, product, { pricePaise: 3000, stock: 40, batch: 'LATER-1', expiry: inDays(60) });
    await shelve(setup.app, store, product, { pricePaise: 3000, stock: 0, batch: 'EMPTY-1', expiry: inDays(5) });
    for (let run = 0; run < 2; run++) {
      await setup.app.jobs.schedule(
        setup.app.database.db,
        ALERT_JOBS.expirySweep,
        `test-${randomUUID()}`,
        new Date(Date.now() - 1000),
        {},
      );
      await setup.app.jobs.runDue();
    }
    const { notifications } = await list(owner, store);
    expect(notifications.map((item) => item.title)).toEqual(['Crocin Advance Tablet, batch SOON-1, expires soon']);
    expect(notifications[0]).toMatchObject({ kind: 'batch_expiring', link: '/store/inventory?filter=near-expiry' });
    expect(notifications[0]?.body).toMatch(/^6 units expire on \d{1,2} \w+ \d{4}\./);
  });
});

describe('reading and clearing', () => {
  it('lists newest or unread first, filters unread, and pages', async () => {
    const store = await createStore(setup.app, 'Paging Pharmacy');
    const owner = await createUser(setup.app, { firstName: 'Nikhil' });
    await addStoreMember(setup.app, store, owner.id, 'owner');
    for (let index = 0; index < 33; index++) {
      const dedupeKey = `page:${randomUUID()}`;
      await notifier().notifyStore(
        setup.app.database.db,
        notice({ storeId: store, title: `Notice ${index}`, dedupeKey }),
      );
      // A minute apart, so the order does not hang on the clock's resolution
      await setup.app.database.db.execute(
        sql`update notifications set created_at = now() - make_interval(mins => ${100 - index}) where dedupe_key = ${dedupeKey}`,
      );
    }
    const first = await list(owner, store);
    expect(first).toMatchObject({ total: 33, page: 1, pageSize: 30, unread: 33 });
    expect(first.notifications).toHaveLength(30);
    expect(first.notifications[0]?.title).toBe('Notice 32');
    const second = await list(owner, store, '?page=2');
    expect(second.notifications.map((item) => item.title)).toEqual(['Notice 2', 'Notice 1', 'Notice 0']);

    const oldest = second.notifications.at(-1) as TStoreNotification;
    const read = await setup.app.inject(
      as(owner, { method: 'POST', url: `/api/stores/${store}/notifications/${first.notifications[0]?.id}/read` }),
    );
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<TStoreNotification>().readAt).not.toBeNull();
    const unreadFirst = await list(owner, store, '?order=unread_first&page=2');
    // The read one sinks to the very end.
    expect(unreadFirst.notifications.map((item) => item.title)).toEqual(['Notice 1', 'Notice 0', 'Notice 32']);
    const unreadOnly = await list(owner, store, '?unread=true&page=2');
    expect(unreadOnly).toMatchObject({ total: 32, unread: 32 });
    expect(unreadOnly.notifications.map((item) => item.id)).toEqual([second.notifications[1]?.id, oldest.id]);
  });

  it('marks read only the member’s own rows, at the store in the path', async () => {
    await notifier().notifyStore(setup.app.database.db, notice({ permission: 'stock' }));
    const mine = (await list(staff, setup.world.storeA)).notifications[0] as TStoreNotification;
    const managersUnread = await unread(manager, setup.world.storeA);

    // Another member of the same store, and a member of both stores through the other store's path: not found.
    for (const [user, storeId] of [
      [manager, setup.world.storeA],
      [twoStores, setup.world.storeB],
    ] as const) {
      const res = await setup.app.inject(
        as(user, { method: 'POST', url: `/api/stores/${storeId}/notifications/${mine.id}/read` }),
      );
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    // Not a member of store B at all: refused before anything is looked up.
    const outsider = await setup.app.inject(
      as(staff, { method: 'POST', url: `/api/stores/${setup.world.storeB}/notifications/${mine.id}/read` }),
    );
    expect(outsider.statusCode).toBe(403);
    expect((await list(staff, setup.world.storeA)).notifications[0]?.readAt).toBeNull();

    const twice = [0, 1].map(() =>
      setup.app.inject(
        as(staff, { method: 'POST', url: `/api/stores/${setup.world.storeA}/notifications/${mine.id}/read` }),
      ),
    );
    const [first, second] = await Promise.all(twice);
    expect(first?.statusCode).toBe(200);
    expect(second?.json().readAt).toBe(first?.json().readAt);
    expect(await unread(manager, setup.world.storeA)).toBe(managersUnread);
  });

  it('marks all of the member’s unread rows at one store read, and nobody else’s', async () => {
    await notifier().notifyStore(setup.app.database.db, notice({ storeId: setup.world.storeB }));
    const atB = await unread(twoStores, setup.world.storeB);
    const managers = await unread(manager, setup.world.storeA);
    expect(await unread(twoStores, setup.world.storeA)).toBeGreaterThan(0);
    const res = await setup.app.inject(
      as(twoStores, { method: 'POST', url: `/api/stores/${setup.world.storeA}/notifications/read-all` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ marked: number }>().marked).toBeGreaterThan(0);
    expect(await unread(twoStores, setup.world.storeA)).toBe(0);
    expect(await unread(twoStores, setup.world.storeB)).toBe(atB);
    expect(await unread(manager, setup.world.storeA)).toBe(managers);
    const again = await setup.app.inject(
      as(twoStores, { method: 'POST', url: `/api/stores/${setup.world.storeA}/notifications/read-all` }),
    );
    expect(again.json()).toEqual({ marked: 0 });
  });

  it('refuses malformed and hostile input with a 400, changing nothing', async () => {
    const before = await unread(staff, setup.world.storeA);
    const base = `/api/stores/${setup.world.storeA}/notifications`;
    const bad: [string, string][] = [
      ['GET', `${base}?page=0`],
      ['GET', `${base}?page=1.5`],
      ['GET', `${base}?page=99999`],
      ['GET', `${base}?order=oldest`],
      ['GET', `${base}?unread=yes`],
      ['GET', `${base}?order=${encodeURIComponent("newest'; drop table notifications;--")}`],
      ['POST', `${base}/not-a-uuid/read`],
      ['POST', `${base}/${encodeURIComponent("' or 1=1 --")}/read`],
    ];
    for (const [method, url] of bad) {
      const res = await setup.app.inject(as(staff, { method: method as 'GET', url }));
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
    }
    const unknown = await setup.app.inject(as(staff, { method: 'POST', url: `${base}/${randomUUID()}/read` }));
    expect(unknown.statusCode).toBe(404);
    expect(await unread(staff, setup.world.storeA)).toBe(before);
  });

  it('refuses anyone signed out or outside the store', async () => {
    const customer = await setup.app.inject(
      as(setup.world.customer, { method: 'GET', url: `/api/stores/${setup.world.storeA}/notifications` }),
    );
    expect(customer.statusCode).toBe(403);
    const anonymous = await setup.app.inject(
      as(null, { method: 'GET', url: `/api/stores/${setup.world.storeA}/notifications/unread-count` }),
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
