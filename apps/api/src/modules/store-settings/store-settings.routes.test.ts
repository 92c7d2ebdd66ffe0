import { ALWAYS_OPEN, WEEKDAYS } from '@dawanow/shared/opening-hours';
import type { TOrderDetail, TPlaceOrderResponse, TQuote } from '@dawanow/shared/orders/customer';
import type { TChangeRequest, TStoreClosure, TStoreSettings } from '@dawanow/shared/store-settings';
import type { TNearbyStoresResponse } from '@dawanow/shared/stores';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStoreMember, as, createStore, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { checkoutBody, HOME, useOrderWorld } from '../../../test/order-fixtures';
import { queryRows } from '../../../test/test-app';

const setup = useOrderWorld('store-settings');
const HOUR = 60 * 60_000;
let manager: TestUser;
let staff: TestUser;

beforeAll(async () => {
  manager = await createUser(setup.app, { firstName: 'Meera' });
  await addStoreMember(setup.app, setup.world.storeA, manager.id, 'manager');
  staff = await createUser(setup.app, { firstName: 'Ravi' });
  await addStoreMember(setup.app, setup.world.storeA, staff.id, 'staff');
});

function call(user: TestUser | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, payload?: object) {
  return setup.app.inject(as(user, { method, url: `/api/stores/${path}`, ...(payload ? { payload } : {}) }));
}
const owner = () => setup.world.staffA;
const storeA = () => setup.world.storeA;

async function settingsOf(storeId = storeA()): Promise<TStoreSettings> {
  const res = await call(owner(), 'GET', `${storeId}/settings`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TStoreSettings>();
}

const iso = (at: number) => new Date(at).toISOString();
function addClosure(storeId: string, closure: { startsAt: string; endsAt: string; reason: string }, user = owner()) {
  return call(user, 'POST', `${storeId}/settings/closures`, closure);
}

describe('reading settings', () => {
  it("shows the owner the store's profile, hours, minimum order, licences and pharmacists", async () => {
    await setup.app.database.db.execute(sql`update store_members set pharmacist_name = 'Kavya Rao',
      pharmacist_registration_number = 'KSPC-12345', pharmacist_on_duty = true
      where store_id = ${storeA()} and user_id = ${owner().id}`);
    const settings = await settingsOf();
    expect(settings).toMatchObject({
      id: storeA(),
      name: 'Residency Road Medicals',
      isAcceptingOrders: true,
      isOpenNow: true,
      minOrderValuePaise: 0,
      weeklyHours: ALWAYS_OPEN,
    });
    expect(settings.licences.gstin).toMatch(/^\d{2}[A-Z0-9]{13}$/);
    expect(settings.pharmacists).toEqual([
      { userId: owner().id, name: 'Kavya Rao', registrationNumber: 'KSPC-12345', isOnDuty: true },
    ]);
  });

  it('refuses managers, staff, customers, other stores and anonymous callers', async () => {
    expect((await call(manager, 'GET', `${storeA()}/settings`)).statusCode).toBe(403);
    expect((await call(staff, 'GET', `${storeA()}/settings`)).statusCode).toBe(403);
    expect((await call(setup.world.customer, 'GET', `${storeA()}/settings`)).statusCode).toBe(403);
    expect((await call(setup.world.staffB, 'GET', `${storeA()}/settings`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `${storeA()}/settings`)).statusCode).toBe(401);
  });
});

describe('contact, hours and minimum order', () => {
  it('saves a landline with its STD code and an e-mail, normalised', async () => {
    const res = await call(owner(), 'PUT', `${storeA()}/settings/contact`, {
      phone: '080 4123 4567',
      email: ' Counter@ResidencyMedicals.IN ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TStoreSettings>()).toMatchObject({ phone: '+918041234567', email: 'counter@residencymedicals.in' });
  });

  it('refuses a bad phone, a bad e-mail and hostile text, changing nothing', async () => {
    const before = await settingsOf();
    for (const payload of [
      { phone: '12345', email: 'a@b.in' },
      { phone: '+1 415 555 0100', email: 'a@b.in' },
      { phone: '9876543210', email: 'not-an-email' },
      { phone: '9876543210', email: '<script>@x.in' },
      { phone: '98765\u000043210', email: 'a@b.in' },
      { phone: '9876543210', email: `${'a'.repeat(300)}@b.in` },
      {},
    ]) {
      const res = await call(owner(), 'PUT', `${storeA()}/settings/contact`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await settingsOf()).toEqual(before);
  });

  it("refuses staff and managers the writes, and another store's owner", async () => {
    const payload = { phone: '9876543210', email: 'x@y.in' };
    expect((await call(staff, 'PUT', `${storeA()}/settings/contact`, payload)).statusCode).toBe(403);
    expect((await call(manager, 'PUT', `${storeA()}/settings/contact`, payload)).statusCode).toBe(403);
    expect((await call(setup.world.staffB, 'PUT', `${storeA()}/settings/contact`, payload)).statusCode).toBe(403);
    expect(
      (await call(setup.world.staffB, 'PUT', `${storeA()}/settings/min-order`, { minOrderValuePaise: 0 })).statusCode,
    ).toBe(403);
    expect((await settingsOf()).phone).not.toBe('+919876543210');
  });

  it('sets weekly hours in IST and refuses overlapping or malformed openings', async () => {
    const fresh = await createStore(setup.app, 'Hours Test Pharmacy', { openingHours: ALWAYS_OPEN });
    await addStoreMember(setup.app, fresh, owner().id, 'owner');
    const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '09:00', close: '21:00' }]]));
    hours.sun = [];
    hours.sat = [
      { open: '08:00', close: '13:00' },
      { open: '16:00', close: '23:30' },
    ];
    const res = await call(owner(), 'PUT', `${fresh}/settings/hours`, { weeklyHours: hours });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TStoreSettings>().weeklyHours.sat).toHaveLength(2);

    for (const bad of [
      {
        ...hours,
        mon: [
          { open: '09:00', close: '14:00' },
          { open: '13:00', close: '18:00' },
        ],
      },
      { ...hours, mon: [{ open: '25:00', close: '14:00' }] },
      { ...hours, mon: [{ open: '09:00', close: '09:00' }] },
      { ...hours, mon: Array.from({ length: 5 }, () => ({ open: '09:00', close: '10:00' })) },
      { mon: hours.mon },
    ]) {
      expect((await call(owner(), 'PUT', `${fresh}/settings/hours`, { weeklyHours: bad })).statusCode).toBe(400);
    }
    expect((await settingsOf(fresh)).weeklyHours.sat).toHaveLength(2);
  });

  it('takes a minimum order in whole rupees up to ₹1,000 and refuses the rest', async () => {
    for (const minOrderValuePaise of [-100, 12.5, 150, 1_000_01, 1e12, '200']) {
      const res = await call(owner(), 'PUT', `${storeA()}/settings/min-order`, { minOrderValuePaise });
      expect(res.statusCode, String(minOrderValuePaise)).toBe(400);
    }
    const res = await call(owner(), 'PUT', `${storeA()}/settings/min-order`, { minOrderValuePaise: 1_000_00 });
    expect(res.json<TStoreSettings>().minOrderValuePaise).toBe(1_000_00);
    await call(owner(), 'PUT', `${storeA()}/settings/min-order`, { minOrderValuePaise: 0 });
  });
});

describe('store photo', () => {
  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a7' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
      .png()
      .toBuffer();
  const upload = (user: TestUser, storeId: string, bytes: Buffer, type = 'image/png') =>
    setup.app.inject(
      as(user, {
        method: 'POST',
        url: `/api/stores/${storeId}/settings/photo`,
        ...multipart({}, [{ name: 'shop.png', type, bytes, field: 'photo' }]),
      }),
    );

  it('re-encodes the photo as JPEG without metadata, serves it publicly and replaces the old one', async () => {
    const first = await upload(owner(), storeA(), await png());
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<TStoreSettings>().imageUrl ?? '';
    expect(firstUrl).toMatch(/^\/api\/stores\/[0-9a-f-]+\/photos\/[0-9a-f-]+$/);
    const served = await setup.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(metadata.exif).toBeUndefined();

    const second = await upload(owner(), storeA(), await png());
    const secondUrl = second.json<TStoreSettings>().imageUrl ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect((await setup.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    // Customers see the new photo in the store list.
    const nearby = await setup.app.inject({ method: 'GET', url: `/api/stores/${storeA()}` });
    expect(nearby.json().image).toBe(secondUrl);

    const removed = await call(owner(), 'DELETE', `${storeA()}/settings/photo`);
    expect(removed.json<TStoreSettings>().imageUrl).toBeNull();
    expect((await setup.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image, a photo over 5 MB, staff and other stores', async () => {
    expect((await upload(owner(), storeA(), Buffer.from('<svg onload=alert(1)>'), 'image/svg+xml')).statusCode).toBe(
      415,
    );
    expect((await upload(owner(), storeA(), Buffer.alloc(6 * 1024 * 1024, 1))).statusCode).toBe(413);
    expect((await upload(staff, storeA(), await png())).statusCode).toBe(403);
    expect((await upload(setup.world.staffB, storeA(), await png())).statusCode).toBe(403);
    const notForm = await call(owner(), 'POST', `${storeA()}/settings/photo`, { photo: 'x' });
    expect(notForm.statusCode).toBe(415);
    expect((await settingsOf()).imageUrl).toBeNull();
    expect(
      (await setup.app.inject({ method: 'GET', url: `/api/stores/${storeA()}/photos/not-a-uuid` })).statusCode,
    ).toBe(400);
  });
});

describe('holiday closures', () => {
  it('adds, lists and removes closures; refuses the past, overlaps, over 60 days and hostile reasons', async () => {
    const store = await createStore(setup.app, 'Closure Rules Pharmacy', { openingHours: ALWAYS_OPEN });
    await addStoreMember(setup.app, store, owner().id, 'owner');
    const now = Date.now();
    const diwali = { startsAt: iso(now + 24 * HOUR), endsAt: iso(now + 48 * HOUR), reason: 'Diwali' };
    const added = await addClosure(store, diwali);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<TStoreClosure>()).toMatchObject({ reason: 'Diwali', isCurrent: false });

    const refusals: [object, number, RegExp][] = [
      [
        { ...diwali, startsAt: iso(now + 30 * HOUR), endsAt: iso(now + 60 * HOUR) },
        409,
        /overlaps the closure for Diwali/,
      ],
      [{ ...diwali, startsAt: iso(now - 3 * HOUR), endsAt: iso(now + 2 * HOUR) }, 400, /cannot start in the past/],
      [{ ...diwali, startsAt: iso(now + 100 * HOUR), endsAt: iso(now + 99 * HOUR) }, 400, /open again after/],
      [
        { ...diwali, startsAt: iso(now + 100 * HOUR), endsAt: iso(now + 100 * HOUR + 61 * 24 * HOUR) },
        400,
        /at most 60 days/,
      ],
      [{ ...diwali, startsAt: iso(now + 500 * 24 * HOUR), endsAt: iso(now + 501 * 24 * HOUR) }, 400, /a year ahead/],
      [
        { ...diwali, startsAt: iso(now + 100 * HOUR), endsAt: iso(now + 101 * HOUR), reason: 'Stock\u001b[31mtake' },
        400,
        /control characters/,
      ],
      [{ ...diwali, startsAt: iso(now + 100 * HOUR), endsAt: iso(now + 101 * HOUR), reason: '  ' }, 400, /Say why/],
      [
        { ...diwali, startsAt: iso(now + 100 * HOUR), endsAt: iso(now + 101 * HOUR), reason: 'x'.repeat(121) },
        400,
        /at most 120/,
      ],
      [{ ...diwali, startsAt: 'tomorrow', endsAt: iso(now + 101 * HOUR) }, 400, /starts/],
    ];
    for (const [body, status, message] of refusals) {
      const res = await addClosure(store, body as typeof diwali);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      // Schema refusals name the field's problem in the details; rule refusals in the message.
      expect(JSON.stringify(res.json().error)).toMatch(message);
    }
    expect((await addClosure(store, diwali, staff)).statusCode).toBe(403);

    const list = await call(owner(), 'GET', `${store}/settings/closures`);
    expect(list.json<{ closures: TStoreClosure[] }>().closures.map((closure) => closure.reason)).toEqual(['Diwali']);

    // Another store's closure id is not found from this store, and nothing is deleted.
    const id = added.json<TStoreClosure>().id;
    expect((await call(setup.world.staffB, 'DELETE', `${setup.world.storeB}/settings/closures/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(owner(), 'DELETE', `${store}/settings/closures/not-a-uuid`)).statusCode).toBe(400);
    expect((await call(owner(), 'DELETE', `${store}/settings/closures/${id}`)).statusCode).toBe(200);
    expect((await call(owner(), 'DELETE', `${store}/settings/closures/${id}`)).statusCode).toBe(404);
    const audit = await queryRows<{ action: string }>(
      setup.app,
      sql`select action from store_audit_log where store_id = ${store} order by created_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['closure.added', 'closure.removed']);
  });

  it('closes the store in the locator and at checkout during a closure, and reopens it after', async () => {
    const locate = async () => {
      const res = await setup.app.inject({
        method: 'GET',
        url: `/api/stores/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`,
      });
      const found = res.json<TNearbyStoresResponse>().stores.find((store) => store.id === storeA());
      if (!found) throw new Error('store A not listed');
      return found;
    };
    expect(await locate()).toMatchObject({ is_open_now: true, is_serviceable: true, closure: null });

    const now = Date.now();
    const added = await addClosure(storeA(), {
      startsAt: iso(now - 60_000),
      endsAt: iso(now + 30 * HOUR),
      reason: 'Diwali',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<TStoreClosure>().isCurrent).toBe(true);
    try {
      expect(await locate()).toMatchObject({
        is_open_now: false,
        is_serviceable: false,
        closure: { reason: 'Diwali', until: iso(now + 30 * HOUR) },
      });
      expect((await settingsOf()).isOpenNow).toBe(false);

      const quote = await setup.app.inject(
        as(setup.world.customer, {
          method: 'POST',
          url: '/api/checkout/quote',
          payload: {
            storeId: storeA(),
            addressId: setup.world.addressId,
            deliveryMode: 'scheduled',
            items: [{ medicine_id: setup.world.paracetamol, quantity: 1, price: 2700 }],
          },
        }),
      );
      // No slot inside the closure is offered (it covers the rest of today and tomorrow's first hours).
      const slots = quote.json<TQuote>().slots;
      expect(slots.every((slot) => Date.parse(slot.start) >= now + 30 * HOUR)).toBe(true);

      const body = await checkoutBody(setup.app, setup.world, [[setup.world.paracetamol, 1, 2700]]);
      const refused = await setup.app.inject(
        as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { details: { quote: TQuote } } }>().error.details.quote.blockers).toEqual([
        {
          code: 'store_on_holiday',
          values: {
            store: 'Residency Road Medicals',
            reason: 'Diwali',
            until: new Date(added.json<TStoreClosure>().endsAt).toISOString(),
          },
        },
      ]);
    } finally {
      expect((await call(owner(), 'DELETE', `${storeA()}/settings/closures/${added.json().id}`)).statusCode).toBe(200);
    }
    expect(await locate()).toMatchObject({ is_open_now: true, closure: null });
    const body = await checkoutBody(setup.app, setup.world, [[setup.world.paracetamol, 1, 2700]]);
    const placed = await setup.app.inject(
      as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it('does not hand a rejected order to a store in a holiday closure', async () => {
    const now = Date.now();
    const closed = await addClosure(
      setup.world.storeB,
      { startsAt: iso(now), endsAt: iso(now + 2 * HOUR), reason: 'Stock-take' },
      setup.world.staffB,
    );
    expect(closed.statusCode, closed.body).toBe(201);
    try {
      const body = await checkoutBody(setup.app, setup.world, [[setup.world.cetirizine, 1, 2000]]);
      const placed = await setup.app.inject(
        as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: body }),
      );
      const order = placed.json<TPlaceOrderResponse>().order;
      const rejected = await call(owner(), 'POST', `${storeA()}/orders/${order.id}/reject`, {
        reason: 'Too many orders right now',
      });
      expect(rejected.statusCode).toBe(204);
      const after = await setup.app.inject(as(setup.world.customer, { method: 'GET', url: `/api/orders/${order.id}` }));
      // Richmond Town Pharmacy has the item and is nearby, but is shut for its stock-take.
      expect(after.json<TOrderDetail>().status).toBe('cancelled');
      expect(after.json<TOrderDetail>().events.at(-1)?.title).toBe('Cancelled: no pharmacy could take the order');
    } finally {
      await call(setup.world.staffB, 'DELETE', `${setup.world.storeB}/settings/closures/${closed.json().id}`);
    }
  });
});

describe('minimum order value', () => {
  it('refuses a basket below the minimum with the amount still needed, and accepts one at the minimum', async () => {
    expect(
      (await call(owner(), 'PUT', `${storeA()}/settings/min-order`, { minOrderValuePaise: 5400 })).statusCode,
    ).toBe(200);
    try {
      const quote = await setup.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: {
          storeId: storeA(),
          deliveryMode: 'standard',
          items: [{ medicine_id: setup.world.paracetamol, quantity: 1, price: 2700 }],
        },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(quote.json<TQuote>()).toMatchObject({
        store: { minOrderValuePaise: 5400 },
        minOrderShortfallPaise: 2700,
      });
      const belowMinimum = {
        code: 'below_min_order',
        values: { store: 'Residency Road Medicals', shortfallPaise: 2700, minOrderPaise: 5400 },
      };
      expect(quote.json<TQuote>().blockers).toContainEqual(belowMinimum);

      const below = await checkoutBody(setup.app, setup.world, [[setup.world.paracetamol, 1, 2700]]);
      const refused = await setup.app.inject(
        as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: below }),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { details: { quote: TQuote } } }>().error.details.quote.blockers).toContainEqual(
        belowMinimum,
      );

      const at = await checkoutBody(setup.app, setup.world, [[setup.world.paracetamol, 2, 2700]]);
      const placed = await setup.app.inject(
        as(setup.world.customer, { method: 'POST', url: '/api/orders', payload: at }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
    } finally {
      await call(owner(), 'PUT', `${storeA()}/settings/min-order`, { minOrderValuePaise: 0 });
    }
  });
});

describe('change requests', () => {
  it('records a request per field, one pending at a time, and shows the store its requests', async () => {
    const gstin = {
      field: 'gstin',
      requestedValue: '27AAPFU0939F1ZV',
      reason: 'Moved our registration to Maharashtra',
    };
    const first = await call(owner(), 'POST', `${storeA()}/settings/change-requests`, gstin);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<TChangeRequest>()).toMatchObject({ field: 'gstin', status: 'pending', reviewNote: null });
    const again = await call(owner(), 'POST', `${storeA()}/settings/change-requests`, gstin);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already waiting for review/);

    const licence = await call(owner(), 'POST', `${storeA()}/settings/change-requests`, {
      field: 'drug_licence_valid_until',
      requestedValue: '2031-03-31',
      reason: 'Licence renewed by the Drugs Control Department',
    });
    expect(licence.statusCode, licence.body).toBe(201);
    const list = await call(owner(), 'GET', `${storeA()}/settings/change-requests`);
    expect(list.json<{ requests: TChangeRequest[] }>().requests.map((request) => request.field)).toEqual([
      'drug_licence_valid_until',
      'gstin',
    ]);
    // Nothing changed on the store until the platform approves.
    expect((await settingsOf()).licences.gstin).not.toBe('27AAPFU0939F1ZV');
    expect((await call(setup.world.staffB, 'GET', `${storeA()}/settings/change-requests`)).statusCode).toBe(403);
  });

  it('refuses bad values, unknown fields, the value already on file and staff', async () => {
    const current = (await settingsOf()).licences;
    for (const body of [
      { field: 'gstin', requestedValue: '27AAPFU0939F1ZA', reason: 'Typo fix on our side' },
      { field: 'drug_licence_form20', requestedValue: '<img src=x>', reason: 'Renewed licence' },
      { field: 'drug_licence_valid_until', requestedValue: '31/03/2031', reason: 'Renewed licence' },
      { field: 'phone', requestedValue: '9876543210', reason: 'Not a platform field' },
      { field: 'name', requestedValue: 'X', reason: 'Too short a name' },
      { field: 'drug_licence_form21', requestedValue: 'KA-B21-999999', reason: '' },
      { field: 'drug_licence_form20', requestedValue: current.drugLicenceForm20, reason: 'Same as before' },
      { field: 'gstin', requestedValue: 42, reason: 'Not text' },
      { field: 'gstin', requestedValue: 'x'.repeat(5000), reason: 'Far too long' },
    ]) {
      const res = await call(owner(), 'POST', `${storeA()}/settings/change-requests`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const payload of [null, [], 'gstin']) {
      const res = await setup.app.inject(
        as(owner(), {
          method: 'POST',
          url: `/api/stores/${storeA()}/settings/change-requests`,
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(res.statusCode, String(payload)).toBe(400);
    }
    const ok = { field: 'drug_licence_form21', requestedValue: 'KA-B21-999999', reason: 'Renewed licence' };
    expect((await call(staff, 'POST', `${storeA()}/settings/change-requests`, ok)).statusCode).toBe(403);
  });
});
