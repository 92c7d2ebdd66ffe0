/**
 * The marketplace the endpoint fuzzer attacks: the callers of the authorisation matrix (anonymous,
 * two customers, store A's owner, manager and staff, store B's owner, a platform admin) and real
 * rows of each kind owned by different people — orders in several states, addresses, payments,
 * prescriptions with files, quote requests — so hostile requests can name someone else's row.
 */
import type { TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { postInput } from '../blog-fixtures';
import { addStoreMember, as, createStoreApplication, createUser, TEST_PASSWORD, type TestUser } from '../factories';
import { addAddress, checkoutBody, createOrderWorld, type OrderWorld } from '../order-fixtures';
import { queryRows } from '../test-app';
import { multipartBody } from './multipart';
import type { IdPool } from './schema-values';

export type FuzzActor = {
  name: string;
  user: TestUser | null;
  isPlatformAdmin: boolean;
  /** Store memberships, so a caller that signed out or erased itself can be replaced by one like it */
  memberships: { storeId: string; role: 'owner' | 'manager' | 'staff' }[];
};

export type FuzzWorld = OrderWorld & {
  actors: FuzzActor[];
  /** An account that is nobody's caller: its e-mail is what hostile sign-ins and sign-ups name */
  victim: TestUser;
  /** A small real JPEG, for uploads that should get through */
  jpeg: Buffer;
};

export const PRESCRIPTION_DETAILS = {
  patientName: 'Asha Menon',
  doctorName: 'Dr. R. Rao',
  doctorRegistration: 'KMC 45678',
  issuedOn: new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString().slice(0, 10),
};

/** A POST as `user` that must succeed (the world is built through the API, as customers and stores build it). */
async function post<T>(app: FastifyInstance, what: string, user: TestUser, url: string, payload?: object): Promise<T> {
  const res = await app.inject(as(user, { method: 'POST', url, payload }));
  if (res.statusCode >= 300) throw new Error(`fuzz world: ${what} answered ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export async function createFuzzWorld(app: FastifyInstance): Promise<FuzzWorld> {
  const world = await createOrderWorld(app);
  const { storeA, storeB, customer, staffA, staffB } = world;
  const otherCustomer = await createUser(app, { firstName: 'Ravi' });
  const otherAddress = await addAddress(app, otherCustomer);
  const member = async (storeId: string, role: 'manager' | 'staff') => {
    const user = await createUser(app);
    await addStoreMember(app, storeId, user.id, role);
    return user;
  };
  const actors: FuzzActor[] = [
    { name: 'anonymous', user: null, isPlatformAdmin: false, memberships: [] },
    { name: 'customer', user: customer, isPlatformAdmin: false, memberships: [] },
    { name: 'another customer', user: otherCustomer, isPlatformAdmin: false, memberships: [] },
    { name: 'store A owner', user: staffA, isPlatformAdmin: false, memberships: [{ storeId: storeA, role: 'owner' }] },
    {
      name: 'store A manager',
      user: await member(storeA, 'manager'),
      isPlatformAdmin: false,
      memberships: [{ storeId: storeA, role: 'manager' }],
    },
    {
      name: 'store A staff',
      user: await member(storeA, 'staff'),
      isPlatformAdmin: false,
      memberships: [{ storeId: storeA, role: 'staff' }],
    },
    { name: 'store B owner', user: staffB, isPlatformAdmin: false, memberships: [{ storeId: storeB, role: 'owner' }] },
    {
      name: 'platform admin',
      user: await createUser(app, { role: 'admin' }),
      isPlatformAdmin: true,
      memberships: [],
    },
  ];
  const victim = await createUser(app, { firstName: 'Meera' });
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f4f1ea' } })
    .jpeg()
    .toBuffer();

  const place = async (user: TestUser, addressId: string, storeId: string, overrides: Record<string, unknown>) => {
    const body = await checkoutBody(app, { ...world, customer: user, addressId, storeA: storeId }, [
      [world.paracetamol, 1, 2700],
    ]);
    const placed = await post<TPlaceOrderResponse>(app, 'placing an order', user, '/api/orders', {
      ...body,
      ...overrides,
    });
    return placed.order;
  };
  const storeCall = (user: TestUser, storeId: string, orderId: string, action: string, payload?: object) =>
    post(app, `store ${action}`, user, `/api/stores/${storeId}/orders/${orderId}/${action}`, payload);
  // Store A's owner takes it out (and so is the member whose phone may share its position)
  const sendOut = async (order: { id: string }) => {
    await storeCall(staffA, storeA, order.id, 'accept');
    await storeCall(staffA, storeA, order.id, 'status', { status: 'packed' });
    await storeCall(staffA, storeA, order.id, 'status', { status: 'out_for_delivery' });
  };
  const deliver = async (order: { id: string; deliveryOtp?: string | null }) => {
    await sendOut(order);
    await storeCall(staffA, storeA, order.id, 'deliver', { otp: order.deliveryOtp ?? '' });
  };
  const upload = async (user: TestUser) => {
    const body = multipartBody({
      fields: PRESCRIPTION_DETAILS,
      files: [{ field: 'files', filename: 'rx.jpg', contentType: 'image/jpeg', bytes: jpeg }],
    });
    const res = await app.inject(
      as(user, { method: 'POST', url: '/api/prescriptions', payload: body.payload, headers: body.headers }),
    );
    if (res.statusCode !== 201) throw new Error(`fuzz world: an upload answered ${res.statusCode} ${res.body}`);
    return res.json<TPrescriptionSummary>();
  };
  const placeWithPrescription = async (prescriptionId: string) => {
    const body = await checkoutBody(app, world, [[world.azithromycin, 1, 11000]], { prescriptionId });
    await post(app, 'placing a prescription order', customer, '/api/orders', body);
  };

  // The customer's orders: one waiting for store A, one delivered with a refund asked (with a photo), one
  // refunded in cash with bank details given, one waiting for an online payment, one whose payment failed.
  await place(customer, world.addressId, storeA, { paymentMethod: 'cod' });
  const reported = await place(customer, world.addressId, storeA, { paymentMethod: 'cod' });
  await deliver(reported);
  await post(app, 'asking for a refund', customer, `/api/orders/${reported.id}/refund`, {
    reason: 'Item missing',
    photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
  });
  const refunded = await place(customer, world.addressId, storeA, { paymentMethod: 'cod' });
  await deliver(refunded);
  await post(app, 'asking for a refund', customer, `/api/orders/${refunded.id}/refund`, {
    reason: 'Damaged in transit',
  });
  // The reported order rated with a testimonial waiting for moderation (issue 18); the refunded one is not rated
  await post(app, 'rating an order', customer, `/api/orders/${reported.id}/rating`, {
    stars: 2,
    testimonial: 'The strip was missing, the refund was quick',
    consentToPublish: true,
  });
  await storeCall(staffA, storeA, refunded.id, 'refund', { decision: 'approve' });
  await storeCall(staffA, storeA, refunded.id, 'refund', { decision: 'complete' });
  await post(app, 'giving bank details', customer, `/api/orders/${refunded.id}/refund-destination`, {
    method: 'upi',
    upiId: 'asha.menon@okbank',
  });
  // One on its way, for the tracking routes (the customer's view, the courier's position)
  await sendOut(await place(customer, world.addressId, storeA, { paymentMethod: 'cod' }));
  await place(customer, world.addressId, storeA, { paymentMethod: 'online' });
  const failed = await place(customer, world.addressId, storeA, { paymentMethod: 'online' });
  const [payment] = await queryRows<{ id: string }>(app, sql`select id from payments where order_id = ${failed.id}`);
  await post(app, 'failing a payment', customer, `/api/payments/sandbox/${payment?.id}/complete`, {
    outcome: 'failure',
  });

  // Prescription orders at store A: one waiting for review, one whose prescription store A rejected (the
  // customer may attach another or remove the items); and a quote request to store A
  await placeWithPrescription((await upload(customer)).id);
  const rejected = await upload(customer);
  await placeWithPrescription(rejected.id);
  await post(app, 'rejecting a prescription', staffA, `/api/stores/${storeA}/prescriptions/${rejected.id}/review`, {
    decision: 'reject',
    reason: 'Illegible',
  });
  const forQuote = await upload(customer);
  await post(app, 'asking for a quote', customer, `/api/prescriptions/${forQuote.id}/quotes`, { storeId: storeA });

  // The other customer's orders at store B, and a quote store B has answered
  await place(otherCustomer, otherAddress, storeB, { paymentMethod: 'cod' });
  await place(otherCustomer, otherAddress, storeB, { paymentMethod: 'online' });
  const othersPrescription = await upload(otherCustomer);
  const quote = await post<{ id: string }>(
    app,
    'asking for a quote',
    otherCustomer,
    `/api/prescriptions/${othersPrescription.id}/quotes`,
    { storeId: storeB },
  );
  await post(app, 'quoting', staffB, `/api/stores/${storeB}/prescription-quotes/${quote.id}`, {
    items: [{ productId: world.azithromycin, quantity: 1 }],
  });

  // A pharmacy applying to join, by the customer (the admin's store application screens read it); another by the
  // other customer, which a reviewer has taken into review: its applicant's inbox holds the message
  await createStoreApplication(app, customer.id);
  const othersApplication = await createStoreApplication(app, otherCustomer.id);

  // Devices subscribed to push (issue 19): the customer's order updates, and store A's new orders on its owner's
  // counter tablet; hostile requests may name these endpoints (the keys are a real P-256 point and auth secret)
  const keys = {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };
  await post(app, 'subscribing to order updates', customer, '/api/push/subscription', {
    endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-customer-phone',
    keys,
  });
  await post(app, 'subscribing to new orders', staffA, `/api/stores/${storeA}/push/subscription`, {
    endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz-counter-tablet',
    keys,
  });

  // A published blog post and a draft, by the platform admin (issue 18)
  const admin = actors.find((actor) => actor.isPlatformAdmin)?.user;
  if (admin) {
    await post(app, 'reviewing an application', admin, `/api/admin/store-applications/${othersApplication}/review`, {
      version: 1,
    });
    await post(app, 'publishing a blog post', admin, '/api/admin/blog/posts', postInput());
    await post(app, 'drafting a blog post', admin, '/api/admin/blog/posts', postInput({ status: 'draft' }));
  }

  return { ...world, actors, victim, jpeg };
}

/** A caller like `actor` (same platform role and memberships) with a new account, for after it ended its session. */
export async function replacementFor(app: FastifyInstance, actor: FuzzActor): Promise<TestUser> {
  const user = await createUser(app, { role: actor.isPlatformAdmin ? 'admin' : 'customer' });
  for (const { storeId, role } of actor.memberships) await addStoreMember(app, storeId, user.id, role);
  return user;
}

// Each real row with who it belongs to: a customer (user_id) and/or a store (store_id). Rows come in the
// order they were last written (ids are random, so sorting by them would change the picks on every run).
const PRESCRIPTION_STORE = sql`coalesce(
  (select o.store_id from orders o where o.prescription_id = p.id limit 1),
  (select q.store_id from prescription_quotes q where q.prescription_id = p.id limit 1))::text`;
const byWrite = (alias: string) => sql.raw(`order by ${alias}.xmin::text::bigint, ${alias}.ctid`);
const ID_QUERIES = {
  storeId: sql`select id::text as value, null as user_id, id::text as store_id from stores s ${byWrite('s')}`,
  orderId: sql`select id::text as value, user_id, store_id::text from orders o ${byWrite('o')}`,
  addressId: sql`select id::text as value, user_id, null as store_id from addresses a ${byWrite('a')}`,
  prescriptionId: sql`select id::text as value, user_id, ${PRESCRIPTION_STORE} as store_id
    from prescriptions p ${byWrite('p')}`,
  fileId: sql`select f.id::text as value, p.user_id, ${PRESCRIPTION_STORE} as store_id
    from prescription_files f join prescriptions p on p.id = f.prescription_id ${byWrite('f')}`,
  quoteId: sql`select id::text as value, user_id, store_id::text from prescription_quotes q ${byWrite('q')}`,
  paymentId: sql`select p.id::text as value, o.user_id, o.store_id::text
    from payments p join orders o on o.id = p.order_id ${byWrite('p')}`,
  productId: sql`select id::text as value, null as user_id, null as store_id from products p ${byWrite('p')}`,
  payoutId: sql`select id::text as value, null as user_id, store_id::text from payouts p ${byWrite('p')}`,
  refundId: sql`select r.id::text as value, o.user_id, o.store_id::text
    from payment_refunds r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id ${byWrite('r')}`,
  idempotencyKey: sql`select idempotency_key::text as value, user_id, null as store_id from orders o ${byWrite('o')}`,
  order_id: sql`select p.provider_order_id as value, o.user_id, o.store_id::text
    from payments p join orders o on o.id = p.order_id ${byWrite('p')}`,
  slug: sql`select slug as value, null as user_id, null as store_id from content_pages
    union all select slug, null, null from categories
    union all select slug, null, null from blog_posts order by value`,
  ref: sql`select value, null as user_id, null as store_id from (
      select slug as value, 0 as kind, xmin::text::bigint as written, ctid from products
      union all select id::text, 1, xmin::text::bigint, ctid from products) refs
    order by kind, written, ctid`,
  otp: sql`select delivery_otp as value, user_id, store_id::text from orders o ${byWrite('o')}`,
  applicationId: sql`select id::text as value, null as user_id, null as store_id from store_applications a ${byWrite('a')}`,
  couponId: sql`select id::text as value, null as user_id, null as store_id from coupons c ${byWrite('c')}`,
  postId: sql`select id::text as value, null as user_id, null as store_id from blog_posts b ${byWrite('b')}`,
  couponCode: sql`select code as value, null as user_id, null as store_id from coupons c ${byWrite('c')}`,
  testimonialId: sql`select id::text as value, null as user_id, null as store_id from testimonials t ${byWrite('t')}`,
  notificationId: sql`select id::text as value, user_id, null as store_id from user_notifications n ${byWrite('n')}`,
  reminderId: sql`select id::text as value, user_id, null as store_id from refill_reminders r ${byWrite('r')}`,
} as const;

/** Field and parameter names that carry the same kind of id under another name. */
const SAME_KIND: Record<string, keyof typeof ID_QUERIES> = { medicine_id: 'productId' };
const UUID_KINDS = [
  'storeId',
  'orderId',
  'addressId',
  'prescriptionId',
  'fileId',
  'quoteId',
  'paymentId',
  'refundId',
  'payoutId',
  'productId',
  'couponId',
  'postId',
  'testimonialId',
  'notificationId',
  'reminderId',
];

type RealRow = { value: string; user_id: string | null; store_id: string | null };
export type RealValues = { rows: Map<string, RealRow[]> };

/** The real ids in the database now, by the names that carry them (rows created by earlier requests included). */
export async function readRealValues(app: FastifyInstance): Promise<RealValues> {
  const rows = new Map<string, RealRow[]>();
  for (const [name, query] of Object.entries(ID_QUERIES)) {
    rows.set(name, await queryRows<RealRow>(app, query));
  }
  for (const [alias, name] of Object.entries(SAME_KIND)) rows.set(alias, rows.get(name) ?? []);
  return { rows };
}

/**
 * Real values as one caller sees them: its own rows (its orders, its store's orders …) come first,
 * so valid requests reach the success paths; everyone else's are there too.
 */
export function idPoolFor(real: RealValues, actor: FuzzActor, emails: readonly string[]): IdPool {
  const stores = new Set(actor.memberships.map((membership) => membership.storeId));
  const isOwn = (row: RealRow) =>
    actor.isPlatformAdmin ||
    (actor.user !== null && row.user_id === actor.user.id) ||
    (row.store_id !== null && stores.has(row.store_id)) ||
    (row.user_id === null && row.store_id === null);
  return {
    idsFor: (name) => {
      if (name === 'providerId') return { own: ['google'], all: ['google', 'github'] };
      // Every test account's password: a sign-in as the victim can succeed (never a password change: the
      // callers' own sessions depend on theirs)
      if (name === 'password') return { own: [], all: [TEST_PASSWORD] };
      const rows = real.rows.get(name);
      if (!rows || rows.length === 0) return undefined;
      return { own: rows.filter(isOwn).map((row) => row.value), all: rows.map((row) => row.value) };
    },
    allIds: UUID_KINDS.flatMap((name) => (real.rows.get(name) ?? []).map((row) => row.value)),
    emails,
  };
}
