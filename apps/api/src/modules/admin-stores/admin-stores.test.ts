import type { TAdminAuditPage } from '@dawanow/shared/admin-audit';
import type { TAdminStoreDetail, TAdminStoreFields, TAdminStorePage } from '@dawanow/shared/admin-stores';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TOrderDetail, TPlaceOrderResponse } from '@dawanow/shared/orders/customer';
import type { TNearbyStoresResponse } from '@dawanow/shared/stores';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { checkoutBody, HOME, useOrderWorld } from '../../../test/order-fixtures';

const t = useOrderWorld('admin-stores');
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t.app, { role: 'admin', firstName: 'Meera' });
});

const gstin = (state: string) => `${state}ABCDE1234F1Z${gstinCheckCharacter(`${state}ABCDE1234F1Z`)}`;

function newStore(overrides: Partial<TAdminStoreFields> = {}): TAdminStoreFields {
  return {
    name: 'Lalbagh Road Medicals',
    addressLine1: '14, Lalbagh Road',
    locality: 'Shanti Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560027',
    latitude: 12.955,
    longitude: 77.585,
    phone: '080 4123 4567',
    email: 'Lalbagh@Example.in',
    drugLicenceForm20: 'KA-BNG-20B-2026-0042',
    drugLicenceForm21: 'KA-BNG-21B-2026-0042',
    drugLicenceValidUntil: addDays(indianToday(), 400),
    gstin: gstin('29'),
    pharmacistName: 'Rekha Nair',
    pharmacistRegistrationNumber: 'KSPC/45821',
    weeklyHours: ALWAYS_OPEN,
    ...overrides,
  };
}

const get = <T>(url: string) => t.app.inject(as(admin, { method: 'GET', url })).then((res) => res.json<T>());
const send = (method: 'POST' | 'PUT', url: string, payload: object, user: TestUser = admin) =>
  t.app.inject(as(user, { method, url, payload }));

async function auditOf(storeId: string) {
  return (await get<TAdminAuditPage>(`/api/admin/audit-log?subjectType=store&subjectId=${storeId}`)).entries;
}

describe('adding and editing a pharmacy', () => {
  it('adds one paused, with its slug, and logs it', async () => {
    const res = await send('POST', '/api/admin/stores', newStore());
    expect(res.statusCode, res.body).toBe(201);
    const store = res.json<TAdminStoreDetail>();
    expect(store).toMatchObject({
      status: 'paused',
      isAcceptingOrders: false,
      slug: 'lalbagh-road-medicals-bengaluru',
    });
    expect(store.fields).toMatchObject({ phone: '+918041234567', email: 'lalbagh@example.in' });
    expect((await auditOf(store.id))[0]).toMatchObject({ action: 'store.created', before: null });
    const again = (await send('POST', '/api/admin/stores', newStore())).json<TAdminStoreDetail>();
    expect(again.slug).toBe('lalbagh-road-medicals-bengaluru-2');
  });

  it('refuses a GSTIN of another state, licences ending within 30 days and hostile text, adding nothing', async () => {
    const before = (await get<TAdminStorePage>('/api/admin/stores?limit=100')).stores.length;
    const refusals: [Partial<TAdminStoreFields>, string][] = [
      [{ gstin: gstin('27') }, 'A GSTIN registered in Karnataka starts with 29'],
      [{ gstin: '29ABCDE1234F1ZZ' }, 'Enter a valid 15-character GSTIN'],
      [{ drugLicenceValidUntil: addDays(indianToday(), 10) }, 'valid for at least 30 more days'],
      [{ name: 'x'.repeat(10_000) }, 'at most 120 characters'],
      [{ name: 'Bad\u0000name' }, 'control characters'],
      [{ latitude: 51.5 }, 'outside India'],
      [{ pharmacistRegistrationNumber: 'none' }, 'registration number'],
      [{ state: 'Atlantis' }, 'Choose the state'],
    ];
    for (const [change, message] of refusals) {
      const res = await send('POST', '/api/admin/stores', newStore(change));
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get<TAdminStorePage>('/api/admin/stores?limit=100')).stores.length).toBe(before);
    expect((await send('POST', '/api/admin/stores', newStore(), t.world.staffA)).statusCode).toBe(403);
  });

  it('saves an edit on the version it was loaded at and refuses a second edit made on the old one', async () => {
    const store = (
      await send('POST', '/api/admin/stores', newStore({ name: 'Version Test Pharmacy' }))
    ).json<TAdminStoreDetail>();
    const first = await send('PUT', `/api/admin/stores/${store.id}`, {
      fields: newStore({ name: 'Version Test Pharmacy', phone: '080 4999 0000' }),
      version: store.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TAdminStoreDetail>().fields.phone).toBe('+918049990000');
    const stale = await send('PUT', `/api/admin/stores/${store.id}`, {
      fields: newStore({ name: 'Version Test Pharmacy', phone: '080 4888 0000' }),
      version: store.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'RECORD_CHANGED' });
    expect(stale.json().error.message).toContain('changed this pharmacy since you opened it');
    expect((await get<TAdminStoreDetail>(`/api/admin/stores/${store.id}`)).fields.phone).toBe('+918049990000');
    const [edit] = await auditOf(store.id);
    expect(edit).toMatchObject({
      action: 'store.updated',
      before: { phone: '+918041234567' },
      after: { phone: '+918049990000' },
    });
  });
});

describe('suspending a pharmacy', () => {
  it('hands its waiting orders to the next pharmacy, takes it off the locator at once, and reactivates it', async () => {
    const near = `/api/stores/nearby?lat=${HOME.latitude}&lng=${HOME.longitude}`;
    const seen = async () =>
      (await t.app.inject({ method: 'GET', url: near })).json<TNearbyStoresResponse>().stores.map((store) => store.id);
    expect(await seen()).toContain(t.world.storeA);
    const body = await checkoutBody(t.app, t.world, [[t.world.paracetamol, 1, 2700]]);
    const placed = await t.app.inject(as(t.world.customer, { method: 'POST', url: '/api/orders', payload: body }));
    const order = placed.json<TPlaceOrderResponse>().order;
    expect(order.store.id).toBe(t.world.storeA);

    const res = await send('POST', `/api/admin/stores/${t.world.storeA}/status`, {
      status: 'suspended',
      reason: 'Drug licence under inspection',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TAdminStoreDetail>().status).toBe('suspended');
    expect(await seen()).not.toContain(t.world.storeA);
    const moved = await t.app.inject(as(t.world.customer, { method: 'GET', url: `/api/orders/${order.id}` }));
    expect(moved.json<TOrderDetail>().store.id).toBe(t.world.storeB);
    expect((await auditOf(t.world.storeA))[0]).toMatchObject({
      action: 'store.status_changed',
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: 'Drug licence under inspection',
    });
    const list = await get<TAdminStorePage>('/api/admin/stores?status=suspended');
    expect(list.stores.map((store) => store.id)).toContain(t.world.storeA);

    const back = await send('POST', `/api/admin/stores/${t.world.storeA}/status`, {
      status: 'active',
      reason: 'Inspection passed',
    });
    expect(back.statusCode).toBe(200);
    expect(await seen()).toContain(t.world.storeA);
    expect(
      (await send('POST', `/api/admin/stores/${t.world.storeA}/status`, { status: 'active', reason: 'Again please' }))
        .statusCode,
    ).toBe(409);
  });
});

describe('a pharmacy’s change requests', () => {
  it('applies an approved GSTIN, records a rejection with its note, and decides each once', async () => {
    const fixed = `29FGHIJ1234F1Z${gstinCheckCharacter('29FGHIJ1234F1Z')}`;
    const asked = await send(
      'POST',
      `/api/stores/${t.world.storeB}/settings/change-requests`,
      { field: 'gstin', requestedValue: fixed, reason: 'New registration after restructuring' },
      t.world.staffB,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const request = (await get<TAdminStoreDetail>(`/api/admin/stores/${t.world.storeB}`)).changeRequests[0];
    if (!request) throw new Error('no request');
    const approved = await send('POST', `/api/admin/stores/${t.world.storeB}/change-requests/${request.id}`, {
      decision: 'approve',
      note: 'Checked on the GST portal',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const store = approved.json<TAdminStoreDetail>();
    expect(store.fields.gstin).toBe(fixed);
    expect(store.changeRequests[0]).toMatchObject({ status: 'approved', reviewNote: 'Checked on the GST portal' });
    const twice = await send('POST', `/api/admin/stores/${t.world.storeB}/change-requests/${request.id}`, {
      decision: 'reject',
      note: 'Changed my mind',
    });
    expect(twice.statusCode).toBe(409);
    expect((await auditOf(t.world.storeB))[0]).toMatchObject({
      action: 'store.change_approved',
      after: { gstin: fixed },
    });
  });
});
