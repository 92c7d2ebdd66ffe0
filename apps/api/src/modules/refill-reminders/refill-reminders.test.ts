import { addDays, indianToday } from '@dawanow/shared/dates';
import { CANCEL_REASONS, type TOrderDetail, type TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import { REFILL_LEAD_DAYS } from '@dawanow/shared/refill-reminders';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { addAddress, checkoutBody, createProduct, shelve, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const state = useOrderWorld('refill-reminders');

/** A daily medicine: its category (or, for the second, its category's parent) is chronic care */
async function dailyMedicines() {
  const { app, world } = state;
  const metformin = await createProduct(app, { name: 'Glycomet 500 Tablet', mrpPaise: 3500 });
  const insulin = await createProduct(app, { name: 'Huminsulin 30/70 Pen', mrpPaise: 45000 });
  // An administrator marks the first one's category in the category editor
  const admin = await createUser(app, { role: 'admin' });
  const [product] = await queryRows<{ categoryId: string }>(
    app,
    sql`select category_id as "categoryId" from products where id = ${metformin}`,
  );
  const categoryId = product?.categoryId;
  const category = await app.inject(as(admin, { method: 'GET', url: `/api/admin/categories/${categoryId}` }));
  const marked = await app.inject(
    as(admin, {
      method: 'PATCH',
      url: `/api/admin/categories/${categoryId}`,
      payload: { version: category.json().version, isChronicCare: true },
    }),
  );
  expect(marked.statusCode, marked.body).toBe(200);
  await app.database.db.execute(sql`
    with parent as (insert into categories (slug, name, is_chronic_care) values (${`diabetes-${metformin}`}, 'Diabetes', true)
      returning id)
    update categories set parent_id = (select id from parent) where id = (select category_id from products where id = ${insulin})`);
  await app.database.db.execute(sql`
    update products set dosage_form = 'insulin_pen', pack_size = 1, pack_label = '3 ml pen' where id = ${insulin}`);
  for (const productId of [metformin, insulin])
    await shelve(app, world.storeA, productId, { pricePaise: 3000, stock: 40 });
  return { metformin, insulin };
}

async function placeOrder(customer: TestUser, items: [string, number][]): Promise<TOrderDetail> {
  const { app, world } = state;
  const addressId = customer === world.customer ? world.addressId : await addAddress(app, customer);
  const body = await checkoutBody(
    app,
    { ...world, customer, addressId },
    items.map(([id, quantity]) => [id, quantity, id === world.paracetamol ? 2700 : 3000]),
  );
  const placed = await app.inject(as(customer, { method: 'POST', url: '/api/orders', payload: body }));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json<TPlaceOrderResponse>().order;
}

const options = (user: TestUser, orderId: string) =>
  state.app.inject(as(user, { method: 'GET', url: `/api/orders/${orderId}/refill-reminders` }));
const remind = (user: TestUser, orderId: string, payload: unknown) =>
  state.app.inject(
    as(user, { method: 'POST', url: `/api/orders/${orderId}/refill-reminders`, payload: payload as object }),
  );
const list = async (user: TestUser) =>
  (await state.app.inject(as(user, { method: 'GET', url: '/api/me/refill-reminders' }))).json().reminders;
const cancel = (user: TestUser, reminderId: string) =>
  state.app.inject(as(user, { method: 'DELETE', url: `/api/me/refill-reminders/${reminderId}` }));

/** The reminder's day has come: its job is due now */
async function reminderDay(reminderId: string) {
  await state.app.database.db.execute(sql`update jobs set run_at = now() where key = ${`refill:${reminderId}`}`);
  await state.app.jobs.runDue();
}
const inbox = (userId: string) =>
  queryRows<{ kind: string; title: string; body: string; link: string }>(
    state.app,
    sql`select kind, title, body, link from user_notifications where user_id = ${userId} and kind = 'refill_due'`,
  );

describe('refill reminders', () => {
  it("offers a reminder for the order's daily medicines only, asked the way each is taken", async () => {
    const { world } = state;
    const { metformin, insulin } = await dailyMedicines();
    const order = await placeOrder(world.customer, [
      [metformin, 3],
      [insulin, 2],
      [world.paracetamol, 1],
    ]);
    const res = await options(world.customer, order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      available: true,
      lines: [
        expect.objectContaining({
          productId: metformin,
          name: 'Glycomet 500 Tablet',
          packSize: 10,
          quantity: 3,
          countsUnits: true,
          reminder: null,
        }),
        expect.objectContaining({
          productId: insulin,
          packLabel: '3 ml pen',
          packSize: 1,
          quantity: 2,
          countsUnits: false,
          reminder: null,
        }),
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    });
    expect(res.json().lines.map((line: { productId: string }) => line.productId)).not.toContain(world.paracetamol);
  });

  it('dates the reminder from the pack and the dose, a few days before the last one, and lists it', async () => {
    const { world } = state;
    const { metformin, insulin } = await dailyMedicines();
    const order = await placeOrder(world.customer, [
      [metformin, 3],
      [insulin, 2],
    ]);
    // 3 strips of 10 at 2 a day last 15 days
    const tablets = await remind(world.customer, order.id, {
      productId: metformin,
      dose: { kind: 'units_per_day', unitsPerDay: 2 },
    });
    expect(tablets.statusCode, tablets.body).toBe(200);
    expect(tablets.json()).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      storeId: world.storeA,
      storeName: 'Residency Road Medicals',
      product: { id: metformin, name: 'Glycomet 500 Tablet', unitPricePaise: 3000 },
      quantity: 3,
      daysSupply: 15,
      remindOn: addDays(indianToday(), 15 - REFILL_LEAD_DAYS),
      status: 'scheduled',
      sentAt: null,
    });
    // 2 pens lasting 10 days each: 20 days
    const pens = await remind(world.customer, order.id, {
      productId: insulin,
      dose: { kind: 'days_per_pack', daysPerPack: 10 },
    });
    expect(pens.json()).toMatchObject({ daysSupply: 20, remindOn: addDays(indianToday(), 20 - REFILL_LEAD_DAYS) });

    const after = (await options(world.customer, order.id)).json();
    expect(after.lines.map((line: { reminder: { id: string } | null }) => line.reminder?.id).sort()).toEqual(
      [tablets.json().id, pens.json().id].sort(),
    );
    const mine = await list(world.customer);
    expect(mine.map((reminder: { id: string }) => reminder.id)).toEqual(
      expect.arrayContaining([tablets.json().id, pens.json().id]),
    );
  });

  it('keeps one reminder to come per medicine: setting it again replaces the old one, even when asked twice at once', async () => {
    const customer = await createUser(state.app, { firstName: 'Meera' });
    const { metformin } = await dailyMedicines();
    const first = await placeOrder(customer, [[metformin, 1]]);
    const second = await placeOrder(customer, [[metformin, 2]]);
    await remind(customer, first.id, { productId: metformin, dose: { kind: 'units_per_day', unitsPerDay: 1 } });
    const [a, b] = await Promise.all([
      remind(customer, second.id, { productId: metformin, dose: { kind: 'units_per_day', unitsPerDay: 1 } }),
      remind(customer, second.id, { productId: metformin, dose: { kind: 'units_per_day', unitsPerDay: 0.5 } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const reminders = await list(customer);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ orderId: second.id, quantity: 2, status: 'scheduled' });
    const scheduled = await queryRows<{ n: number }>(
      state.app,
      sql`select count(*)::int as n from refill_reminders where user_id = ${customer.id} and status = 'scheduled'`,
    );
    expect(scheduled[0]?.n).toBe(1);
  });

  it('on the day, tells the customer once in the inbox and by push, naming no medicine in the push', async () => {
    const customer = await createUser(state.app, { firstName: 'Ravi' });
    const { metformin } = await dailyMedicines();
    const order = await placeOrder(customer, [[metformin, 1]]);
    const reminder = (
      await remind(customer, order.id, { productId: metformin, dose: { kind: 'units_per_day', unitsPerDay: 1 } })
    ).json();
    expect(await inbox(customer.id)).toEqual([]);

    await reminderDay(reminder.id);
    await reminderDay(reminder.id);
    expect(await inbox(customer.id)).toEqual([
      {
        kind: 'refill_due',
        title: 'Time to refill Glycomet 500 Tablet',
        body: `Your Glycomet 500 Tablet from order ${order.number} runs out in about ${REFILL_LEAD_DAYS} days. Reorder it from Residency Road Medicals in one tap.`,
        link: `/refills/${reminder.id}`,
      },
    ]);
    const [push] = await queryRows<{ payload: { message: { title: string; body: string; url: string } } }>(
      state.app,
      sql`select payload from jobs where key = ${`refill:${reminder.id}`} and kind = 'push-message'`,
    );
    expect(push?.payload.message).toMatchObject({
      title: 'Time to refill your medicine',
      url: `/refills/${reminder.id}`,
    });
    expect(JSON.stringify(push?.payload)).not.toMatch(/Glycomet/);
    expect((await list(customer))[0]).toMatchObject({ id: reminder.id, status: 'sent' });
  });

  it('tells a customer who reads the app in Hindi in Hindi', async () => {
    const customer = await createUser(state.app, { firstName: 'Sunita' });
    await state.app.inject(as(customer, { method: 'PUT', url: '/api/me/language', payload: { language: 'hi' } }));
    const { metformin } = await dailyMedicines();
    const order = await placeOrder(customer, [[metformin, 1]]);
    const reminder = (
      await remind(customer, order.id, { productId: metformin, dose: { kind: 'units_per_day', unitsPerDay: 1 } })
    ).json();
    await reminderDay(reminder.id);
    expect(await inbox(customer.id)).toEqual([
      expect.objectContaining({
        title: 'Glycomet 500 Tablet दोबारा मँगाने का समय',
        body: `ऑर्डर ${order.number} की आपकी Glycomet 500 Tablet लगभग ${REFILL_LEAD_DAYS} दिन में ख़त्म हो जाएगी। Residency Road Medicals से एक टैप में दोबारा ऑर्डर करें।`,
      }),
    ]);
  });

  it('stays silent once cancelled, and only its owner can cancel it', async () => {
    const customer = await createUser(state.app, { firstName: 'Lata' });
    const { metformin } = await dailyMedicines();
    const order = await placeOrder(customer, [[metformin, 1]]);
    const reminder = (
      await remind(customer, order.id, { productId: metformin, dose: { kind: 'units_per_day', unitsPerDay: 1 } })
    ).json();
    expect((await cancel(state.world.customer, reminder.id)).statusCode).toBe(404);
    expect((await cancel(customer, reminder.id)).json()).toEqual({ ok: true });
    expect((await cancel(customer, reminder.id)).statusCode).toBe(200);
    expect(await list(customer)).toEqual([]);
    await reminderDay(reminder.id);
    expect(await inbox(customer.id)).toEqual([]);
  });

  it('refuses other people’s orders, medicines that are not daily, a dose of the wrong kind and nonsense, changing nothing', async () => {
    const { world } = state;
    const { metformin, insulin } = await dailyMedicines();
    const order = await placeOrder(world.customer, [
      [metformin, 1],
      [insulin, 1],
      [world.paracetamol, 1],
    ]);
    const stranger = await createUser(state.app, { firstName: 'Kiran' });
    expect((await options(stranger, order.id)).statusCode).toBe(404);
    const tablet = { kind: 'units_per_day', unitsPerDay: 1 };
    expect((await remind(stranger, order.id, { productId: metformin, dose: tablet })).statusCode).toBe(404);
    expect((await remind(world.customer, order.id, { productId: world.paracetamol, dose: tablet })).statusCode).toBe(
      400,
    );
    expect((await remind(world.customer, order.id, { productId: insulin, dose: tablet })).statusCode).toBe(400);
    expect(
      (
        await remind(world.customer, order.id, {
          productId: metformin,
          dose: { kind: 'days_per_pack', daysPerPack: 30 },
        })
      ).statusCode,
    ).toBe(400);
    for (const dose of [
      { kind: 'units_per_day', unitsPerDay: 0 },
      { kind: 'units_per_day', unitsPerDay: 0.3 },
      { kind: 'units_per_day', unitsPerDay: 25 },
      { kind: 'units_per_day', unitsPerDay: '2' },
      { kind: 'days_per_pack', daysPerPack: 1.5 },
      { kind: 'days_per_pack', daysPerPack: 366 },
      { kind: 'weekly' },
      null,
    ]) {
      const res = await remind(world.customer, order.id, { productId: metformin, dose });
      expect(res.statusCode, JSON.stringify(dose)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await remind(world.customer, order.id, { productId: 'x', dose: tablet })).statusCode).toBe(400);
    expect(
      (await options(world.customer, order.id)).json().lines.every((line: { reminder: unknown }) => !line.reminder),
    ).toBe(true);
  });

  it('has nothing to refill for a cancelled order', async () => {
    const customer = await createUser(state.app, { firstName: 'Farah' });
    const { metformin } = await dailyMedicines();
    const order = await placeOrder(customer, [[metformin, 1]]);
    const cancelled = await state.app.inject(
      as(customer, { method: 'POST', url: `/api/orders/${order.id}/cancel`, payload: { reason: CANCEL_REASONS[0] } }),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await options(customer, order.id)).json().available).toBe(false);
    const res = await remind(customer, order.id, {
      productId: metformin,
      dose: { kind: 'units_per_day', unitsPerDay: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(await list(customer)).toEqual([]);
  });
});
