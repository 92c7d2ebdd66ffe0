/**
 * Issue 14: who decides a prescription (a registered pharmacist of the store), a decision is read-only until a
 * store admin reopens it (logged), which stores can see it, and how long its files are kept.
 */
import { randomUUID } from 'node:crypto';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TPrescriptionSummary, TStorePrescription } from '@dawanow/shared/prescriptions';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { checkoutBody, createProduct, shelve, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('rx-decisions');
let alprazolam: string;
let photo: Buffer;
let staff: TestUser;
let manager: TestUser;
let platformAdmin: TestUser;

beforeAll(async () => {
  const { app, world } = setup;
  alprazolam = await createProduct(app, { name: 'Alprax 0.25 Tablet', mrpPaise: 4500, schedule: 'H1' });
  for (const storeId of [world.storeA, world.storeB])
    await shelve(app, storeId, alprazolam, { pricePaise: 4200, stock: 30 });
  photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  staff = await createUser(app, { firstName: 'Suresh' });
  await addStoreMember(app, world.storeA, staff.id, 'staff');
  manager = await createUser(app, { firstName: 'Manoj' });
  await addStoreMember(app, world.storeA, manager.id, 'manager');
  platformAdmin = await createUser(app, { role: 'admin' });
});

async function prescriptionOnOrder(): Promise<{ prescriptionId: string; order: TOrderDetail }> {
  const { app, world } = setup;
  const body = multipart({ patientName: 'Asha Menon', doctorName: 'Dr. R. Rao', issuedOn: '2026-11-20' }, [
    { name: 'rx.jpg', type: 'image/jpeg', bytes: photo },
  ]);
  const uploaded = await app.inject(as(world.customer, { method: 'POST', url: '/api/prescriptions', ...body }));
  const prescriptionId = uploaded.json<TPrescriptionSummary>().id;
  const checkout = await checkoutBody(app, world, [[alprazolam, 1, 4200]], { prescriptionId });
  const placed = await app.inject(as(world.customer, { method: 'POST', url: '/api/orders', payload: checkout }));
  expect(placed.statusCode, placed.body).toBe(201);
  return { prescriptionId, order: placed.json<TPlaceOrderResponse>().order };
}

const rxUrl = (storeId: string, prescriptionId: string, action = '') =>
  `/api/stores/${storeId}/prescriptions/${prescriptionId}${action}`;
const approval = () => ({
  decision: 'approve',
  validUntil: '2027-05-20',
  covers: [{ productId: alprazolam, quantity: 1 }],
});
const review = (user: TestUser, prescriptionId: string, payload: object, storeId = setup.world.storeA) =>
  setup.app.inject(as(user, { method: 'POST', url: rxUrl(storeId, prescriptionId, '/review'), payload }));
const reopen = (user: TestUser, prescriptionId: string, reason: unknown, storeId = setup.world.storeA) =>
  setup.app.inject(
    as(user, { method: 'POST', url: rxUrl(storeId, prescriptionId, '/reopen'), payload: { reason } as object }),
  );
const detail = (user: TestUser, prescriptionId: string, storeId = setup.world.storeA) =>
  setup.app.inject(as(user, { method: 'GET', url: rxUrl(storeId, prescriptionId) }));
const storeAction = (user: TestUser, storeId: string, orderId: string, action: string, payload?: object) =>
  setup.app.inject(as(user, { method: 'POST', url: `/api/stores/${storeId}/orders/${orderId}/${action}`, payload }));

describe('only a registered pharmacist approves or rejects', () => {
  it('refuses staff who are not pharmacists with the reason, and lets them ask for a clearer copy', async () => {
    const { prescriptionId } = await prescriptionOnOrder();
    const seen = (await detail(staff, prescriptionId)).json<TStorePrescription>();
    expect(seen.actions).toEqual({
      decide: false,
      whyNot:
        "Only a registered pharmacist can approve or reject a prescription. Ask your store's owner to mark you as one in Team settings.",
      reopen: false,
    });
    for (const payload of [approval(), { decision: 'reject', reason: 'Illegible' }]) {
      const refused = await review(staff, prescriptionId, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(seen.actions.whyNot);
    }
    expect((await detail(staff, prescriptionId)).json().status).toBe('pending');
    const clarify = await review(staff, prescriptionId, { decision: 'clarify', note: 'The dose is cut off' });
    expect(clarify.statusCode, clarify.body).toBe(200);
    expect(clarify.json().status).toBe('clarification_requested');
  });

  it('never lets a platform admin decide', async () => {
    const { prescriptionId } = await prescriptionOnOrder();
    const refused = await review(platformAdmin, prescriptionId, approval());
    // Refused before the pharmacist check: a store's writes are its people's, an admin's the admin panel's
    expect(refused.statusCode).toBe(403);
    expect((await detail(setup.world.staffA, prescriptionId)).json().status).toBe('pending');
  });

  it("records the pharmacist's registration on the decision, which is then read-only", async () => {
    const { prescriptionId } = await prescriptionOnOrder();
    const owner = setup.world.staffA;
    expect((await detail(owner, prescriptionId)).json<TStorePrescription>().actions).toEqual({
      decide: true,
      whyNot: null,
      reopen: false,
    });
    const approved = await review(owner, prescriptionId, approval());
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<TStorePrescription>()).toMatchObject({
      status: 'approved',
      reviewedBy: expect.stringMatching(/^.+ \(Reg\. .*\d.*\)$/),
      actions: { decide: false, reopen: true },
    });
    for (const payload of [
      approval(),
      { decision: 'reject', reason: 'Illegible' },
      { decision: 'clarify', note: 'x' },
    ]) {
      const again = await review(owner, prescriptionId, payload);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'Your pharmacy has already decided this prescription. A store admin can reopen it with a reason.',
      );
    }
  });
});

describe('reopening a decision', () => {
  it('lets only store admins reopen, with a reason, logged; the prescription waits for review again', async () => {
    const { prescriptionId } = await prescriptionOnOrder();
    const { world, app } = setup;
    await review(world.staffA, prescriptionId, { decision: 'reject', reason: 'Illegible' });
    expect((await detail(manager, prescriptionId)).json().actions.reopen).toBe(false);
    expect((await reopen(manager, prescriptionId, 'Customer sent a clearer photo')).statusCode).toBe(403);
    expect((await reopen(staff, prescriptionId, 'Customer sent a clearer photo')).statusCode).toBe(403);
    expect((await reopen(world.staffB, prescriptionId, 'Customer sent a clearer photo')).statusCode).toBe(403);
    expect((await reopen(world.staffB, prescriptionId, 'Customer sent a clearer photo', world.storeB)).statusCode).toBe(
      404,
    );
    for (const reason of ['', 'no', 'x'.repeat(301), 'bad\u0000reason', 42]) {
      expect((await reopen(world.staffA, prescriptionId, reason)).statusCode, String(reason)).toBe(400);
    }
    expect((await detail(world.staffA, prescriptionId)).json().status).toBe('rejected');

    const reopened = await reopen(world.staffA, prescriptionId, '  Rejected by mistake: the photo is readable ');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<TStorePrescription>()).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      reviewedBy: null,
      actions: { decide: true, reopen: false },
    });
    const [logged] = await queryRows<{ action: string; actor_user_id: string; detail: Record<string, unknown> }>(
      app,
      sql`select action, actor_user_id, detail from store_audit_log where subject = ${prescriptionId}`,
    );
    expect(logged).toMatchObject({
      action: 'prescription.reopened',
      actor_user_id: world.staffA.id,
      detail: { reason: 'Rejected by mistake: the photo is readable', decision: 'rejected' },
    });
    const again = await reopen(world.staffA, prescriptionId, 'Once more, please');
    expect(again.statusCode).toBe(409);
    expect((await review(world.staffA, prescriptionId, approval())).json().status).toBe('approved');
    // A store's own reopening is the store's business: nothing in the platform's audit log
    const platformLog = await queryRows(app, sql`select 1 from admin_audit_log where subject_id = ${prescriptionId}`);
    expect(platformLog).toEqual([]);
  });

  it('writes a platform administrator’s reopening to the platform audit log too, with the decision it undid', async () => {
    const { prescriptionId } = await prescriptionOnOrder();
    const { world, app } = setup;
    await review(world.staffA, prescriptionId, { decision: 'reject', reason: 'Illegible' });
    expect((await reopen(platformAdmin, prescriptionId, 'x'.repeat(10_000))).statusCode).toBe(400);
    expect(await queryRows(app, sql`select 1 from admin_audit_log where subject_id = ${prescriptionId}`)).toEqual([]);

    const reopened = await reopen(platformAdmin, prescriptionId, 'Customer called support: photo is readable');
    expect(reopened.statusCode, reopened.body).toBe(200);
    const log = await app.inject(
      as(platformAdmin, {
        method: 'GET',
        url: `/api/admin/audit-log?subjectType=prescription&subjectId=${prescriptionId}`,
      }),
    );
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        actor: { userId: platformAdmin.id, name: 'Test User', email: platformAdmin.email },
        action: 'prescription.reopened',
        before: { status: 'rejected', reviewedBy: expect.any(String), storeId: world.storeA },
        after: { status: 'pending' },
        reason: 'Customer called support: photo is readable',
      }),
    ]);
  });
});

describe('which stores see a prescription', () => {
  it('ends access when the order is cancelled', async () => {
    const { prescriptionId, order } = await prescriptionOnOrder();
    expect((await detail(setup.world.staffA, prescriptionId)).statusCode).toBe(200);
    const cancelled = await setup.app.inject(
      as(setup.world.customer, {
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        payload: { reason: 'Ordered by mistake' },
      }),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await detail(setup.world.staffA, prescriptionId)).statusCode).toBe(404);
    const queue = await setup.app.inject(
      as(setup.world.staffA, { method: 'GET', url: `/api/stores/${setup.world.storeA}/prescriptions` }),
    );
    expect(queue.json().prescriptions.map((row: TStorePrescription) => row.id)).not.toContain(prescriptionId);
  });

  it('moves access with the order to the next pharmacy', async () => {
    const { world } = setup;
    const { prescriptionId, order } = await prescriptionOnOrder();
    const rejected = await storeAction(world.staffA, world.storeA, order.id, 'reject', {
      reason: 'Items out of stock',
    });
    expect(rejected.statusCode, rejected.body).toBe(204);
    expect((await detail(world.staffA, prescriptionId)).statusCode).toBe(404);
    const file = (await detail(world.staffB, prescriptionId, world.storeB)).json<TStorePrescription>().files[0];
    expect(file).toBeDefined();
    const fromA = await setup.app.inject(
      as(world.staffA, { method: 'GET', url: `${file?.url}?storeId=${world.storeA}` }),
    );
    expect(fromA.statusCode).toBe(404);
    const fromB = await setup.app.inject(
      as(world.staffB, { method: 'GET', url: `${file?.url}?storeId=${world.storeB}` }),
    );
    expect(fromB.statusCode).toBe(200);
  });
});

describe('retention', () => {
  it('counts from the last delivered use, not from upload', async () => {
    const { app, world } = setup;
    const used = await prescriptionOnOrder();
    await review(world.staffA, used.prescriptionId, approval());
    await storeAction(world.staffA, world.storeA, used.order.id, 'accept');
    await storeAction(world.staffA, world.storeA, used.order.id, 'status', { status: 'packed' });
    await storeAction(world.staffA, world.storeA, used.order.id, 'status', { status: 'out_for_delivery' });
    const delivered = await storeAction(world.staffA, world.storeA, used.order.id, 'deliver', {
      otp: used.order.deliveryOtp,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const unused = await prescriptionOnOrder();
    // Both uploaded four years ago; the first was last dispensed a year ago
    for (const id of [used.prescriptionId, unused.prescriptionId]) {
      await app.database.db.execute(
        sql`update prescriptions set created_at = now() - interval '4 years' where id = ${id}`,
      );
    }
    await app.database.db.execute(
      sql`update orders set delivered_at = now() - interval '1 year' where id = ${used.order.id}`,
    );
    await app.jobs.schedule(
      app.database.db,
      'retention-sweep',
      `test-${randomUUID()}`,
      new Date(Date.now() - 1000),
      {},
    );
    await app.jobs.runDue();
    const filesOf = async (id: string) =>
      (
        await queryRows<{ purged: boolean }>(
          app,
          sql`select purged_at is not null as purged from prescription_files where prescription_id = ${id}`,
        )
      ).map((row) => row.purged);
    expect(await filesOf(used.prescriptionId)).toEqual([false]);
    expect(await filesOf(unused.prescriptionId)).toEqual([true]);
  });
});
