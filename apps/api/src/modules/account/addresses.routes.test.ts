import { randomUUID } from 'node:crypto';
import { MAX_ADDRESSES_PER_USER, type TAddress } from '@dawanow/shared/addresses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const home = {
  name: 'Home',
  address_line1: '12, 4th Cross, Indiranagar',
  address_line2: 'Near the metro station',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560038',
  latitude: 12.9719,
  longitude: 77.6412,
};

function create(user: TestUser, payload: unknown) {
  return t.app.inject(as(user, { method: 'POST', url: '/api/me/addresses', payload: payload as object }));
}

async function saved(user: TestUser, overrides: Record<string, unknown> = {}): Promise<TAddress> {
  const res = await create(user, { ...home, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function list(user: TestUser): Promise<TAddress[]> {
  const res = await t.app.inject(as(user, { method: 'GET', url: '/api/me/addresses' }));
  expect(res.statusCode).toBe(200);
  return res.json().addresses;
}

function update(user: TestUser, addressId: string, payload: unknown) {
  return t.app.inject(as(user, { method: 'PUT', url: `/api/me/addresses/${addressId}`, payload: payload as object }));
}

function makeDefault(user: TestUser, addressId: string) {
  return t.app.inject(as(user, { method: 'POST', url: `/api/me/addresses/${addressId}/default` }));
}

function remove(user: TestUser, addressId: string) {
  return t.app.inject(as(user, { method: 'DELETE', url: `/api/me/addresses/${addressId}` }));
}

/** Straight from the table, so the invariant is checked on what is stored, not on what a list shows. */
async function storedDefaults(user: TestUser): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    t.app,
    sql`select name from addresses where user_id = ${user.id} and is_default`,
  );
  return rows.map((row) => row.name);
}

async function storedRows(user: TestUser) {
  return queryRows(t.app, sql`select * from addresses where user_id = ${user.id} order by id`);
}

describe('saving addresses', () => {
  it('makes the first address the default and returns it as saved', async () => {
    const user = await createUser(t.app);
    const address = await saved(user);
    expect(address).toEqual({ ...home, id: expect.any(String), user_id: user.id, is_default: true });
    expect(await storedDefaults(user)).toEqual(['Home']);
  });

  it('keeps the first address the default when more are added', async () => {
    const user = await createUser(t.app);
    await saved(user, { name: 'Home' });
    const office = await saved(user, { name: 'Office' });
    expect(office.is_default).toBe(false);
    expect(await storedDefaults(user)).toEqual(['Home']);
  });

  it('moves the default to a new address saved as default', async () => {
    const user = await createUser(t.app);
    await saved(user, { name: 'Home' });
    const parents = await saved(user, { name: 'Parents', is_default: true });
    expect(parents.is_default).toBe(true);
    expect(await storedDefaults(user)).toEqual(['Parents']);
  });

  it('saves an address without coordinates or a second line', async () => {
    const user = await createUser(t.app);
    const address = await saved(user, { latitude: undefined, longitude: undefined, address_line2: '  ' });
    expect(address).toMatchObject({ latitude: null, longitude: null, address_line2: null });
  });

  it('stores injection strings as plain text', async () => {
    const user = await createUser(t.app);
    const name = "'); DELETE FROM addresses;--";
    const line = '<script>alert(document.cookie)</script>';
    await saved(user, { name, address_line1: line });
    expect((await list(user)).map((address) => [address.name, address.address_line1])).toEqual([[name, line]]);
  });

  it('lists the default first, then the newest', async () => {
    const user = await createUser(t.app);
    await saved(user, { name: 'Home' });
    await saved(user, { name: 'Office' });
    await saved(user, { name: 'Gym' });
    expect((await list(user)).map((address) => address.name)).toEqual(['Home', 'Gym', 'Office']);

    const office = (await list(user)).find((address) => address.name === 'Office');
    expect((await makeDefault(user, office?.id ?? '')).statusCode).toBe(200);
    expect((await list(user)).map((address) => [address.name, address.is_default])).toEqual([
      ['Office', true],
      ['Gym', false],
      ['Home', false],
    ]);
  });

  it(`refuses more than ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    const user = await createUser(t.app);
    for (let i = 1; i <= MAX_ADDRESSES_PER_USER; i++) await saved(user, { name: `Address ${i}` });
    const res = await create(user, { ...home, name: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
    expect(await list(user)).toHaveLength(MAX_ADDRESSES_PER_USER);
  }, 60_000);

  it('leaves exactly one default when several addresses are saved as default at once', async () => {
    const user = await createUser(t.app);
    const results = await Promise.all(
      ['Home', 'Office', 'Parents', 'Gym', 'Clinic'].map((name) => create(user, { ...home, name, is_default: true })),
    );
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await list(user)).toHaveLength(5);
    expect(await storedDefaults(user)).toHaveLength(1);
  });

  it('leaves exactly one default when the first addresses are saved at once', async () => {
    const user = await createUser(t.app);
    const results = await Promise.all(['Home', 'Office', 'Parents'].map((name) => create(user, { ...home, name })));
    expect(results.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    expect(await storedDefaults(user)).toHaveLength(1);
  });
});

describe('validation', () => {
  it.each([
    ['a PIN code of 5 digits', { postal_code: '56003' }, 'body.postal_code'],
    ['a PIN code of 7 digits', { postal_code: '5600381' }, 'body.postal_code'],
    ['a PIN code starting with 0', { postal_code: '060038' }, 'body.postal_code'],
    ['a PIN code with letters', { postal_code: '56OO38' }, 'body.postal_code'],
    ['a missing first line', { address_line1: undefined }, 'body.address_line1'],
    ['a blank first line', { address_line1: '   ' }, 'body.address_line1'],
    ['a missing city', { city: undefined }, 'body.city'],
    ['a missing state', { state: '' }, 'body.state'],
    ['a missing name', { name: undefined }, 'body.name'],
    ['a name over 50 characters', { name: 'H'.repeat(51) }, 'body.name'],
    ['a first line over 200 characters', { address_line1: 'x'.repeat(201) }, 'body.address_line1'],
    ['a latitude without a longitude', { longitude: undefined }, 'body.longitude'],
    ['a longitude without a latitude', { latitude: null }, 'body.longitude'],
    ['a latitude beyond 90', { latitude: 90.5 }, 'body.latitude'],
    ['a longitude beyond -180', { longitude: -180.1 }, 'body.longitude'],
    ['coordinates given as text', { latitude: '12.97' }, 'body.latitude'],
    ['a NUL character in the name', { name: 'Home\u0000' }, 'body.name'],
    ['a line break in the first line', { address_line1: '12 MG Road\r\nBengaluru' }, 'body.address_line1'],
    ['an escape character in the second line', { address_line2: 'Flat 2\u001b[31m' }, 'body.address_line2'],
    ['is_default given as text', { is_default: 'yes' }, 'body.is_default'],
  ])('refuses %s and saves nothing', async (_label, overrides, path) => {
    const user = await createUser(t.app);
    const res = await create(user, { ...home, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.details.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await list(user)).toEqual([]);
  });

  it('refuses the same bad input on update and keeps the address as it was', async () => {
    const user = await createUser(t.app);
    const address = await saved(user);
    const res = await update(user, address.id, { ...home, postal_code: '012345', name: '' });
    expect(res.statusCode).toBe(400);
    expect((await list(user))[0]).toEqual(address);
  });

  it('refuses an address id that is not a uuid', async () => {
    const user = await createUser(t.app);
    const res = await update(user, "1' or '1'='1", home);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((issue: { path: string }) => issue.path)).toContain('params.addressId');
  });
});

describe('editing and deleting', () => {
  it('updates every field', async () => {
    const user = await createUser(t.app);
    const address = await saved(user);
    const changed = {
      name: 'New home',
      address_line1: '7, 2nd Main, Jayanagar',
      address_line2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560041',
      latitude: null,
      longitude: null,
    };
    const res = await update(user, address.id, changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...changed, id: address.id, user_id: user.id, is_default: true });
    expect(await list(user)).toEqual([res.json()]);
  });

  it('makes an edited address the default when asked, leaving one default', async () => {
    const user = await createUser(t.app);
    await saved(user, { name: 'Home' });
    const office = await saved(user, { name: 'Office' });
    const res = await update(user, office.id, { ...home, name: 'Office', is_default: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_default).toBe(true);
    expect(await storedDefaults(user)).toEqual(['Office']);
  });

  it('keeps the only default when an edit unticks it', async () => {
    const user = await createUser(t.app);
    const address = await saved(user);
    const res = await update(user, address.id, { ...home, is_default: false });
    expect(res.statusCode).toBe(200);
    expect(await storedDefaults(user)).toEqual(['Home']);
  });

  it('sets a default, leaving exactly one', async () => {
    const user = await createUser(t.app);
    await saved(user, { name: 'Home' });
    const office = await saved(user, { name: 'Office' });
    const res = await makeDefault(user, office.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await storedDefaults(user)).toEqual(['Office']);
    // Setting it again changes nothing
    expect((await makeDefault(user, office.id)).statusCode).toBe(200);
    expect(await storedDefaults(user)).toEqual(['Office']);
  });

  it('deletes an address that is not the default and leaves the default alone', async () => {
    const user = await createUser(t.app);
    await saved(user, { name: 'Home' });
    const office = await saved(user, { name: 'Office' });
    const res = await remove(user, office.id);
    expect(res.statusCode).toBe(200);
    expect((await list(user)).map((address) => address.name)).toEqual(['Home']);
    expect(await storedDefaults(user)).toEqual(['Home']);
    expect((await remove(user, office.id)).statusCode).toBe(404);
  });

  it('promotes the newest remaining address when the default is deleted', async () => {
    const user = await createUser(t.app);
    const homeAddress = await saved(user, { name: 'Home' });
    await saved(user, { name: 'Office' });
    await saved(user, { name: 'Gym' });
    expect((await remove(user, homeAddress.id)).statusCode).toBe(200);
    expect(await storedDefaults(user)).toEqual(['Gym']);
    expect((await list(user))[0]).toMatchObject({ name: 'Gym', is_default: true });
  });

  it('leaves no default once the last address is deleted, and the next one saved becomes default', async () => {
    const user = await createUser(t.app);
    const only = await saved(user);
    expect((await remove(user, only.id)).statusCode).toBe(200);
    expect(await list(user)).toEqual([]);
    expect((await saved(user, { name: 'Office' })).is_default).toBe(true);
  });

  it('answers 404 for an address id that does not exist', async () => {
    const user = await createUser(t.app);
    const id = randomUUID();
    for (const res of [await update(user, id, home), await makeDefault(user, id), await remove(user, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe("another user's addresses", () => {
  it('cannot be seen, edited, made default or deleted, and stay unchanged', async () => {
    const owner = await createUser(t.app);
    const homeAddress = await saved(owner, { name: 'Home' });
    const office = await saved(owner, { name: 'Office' });
    const before = await storedRows(owner);

    const intruder = await createUser(t.app);
    await saved(intruder, { name: 'Intruder home' });
    expect((await list(intruder)).map((address) => address.name)).toEqual(['Intruder home']);

    const attempts = [
      await update(intruder, office.id, { ...home, name: 'Hijacked', is_default: true }),
      await makeDefault(intruder, office.id),
      await remove(intruder, homeAddress.id),
      await remove(intruder, office.id),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }

    expect(await storedRows(owner)).toEqual(before);
    expect(await storedDefaults(owner)).toEqual(['Home']);
    expect(await storedDefaults(intruder)).toEqual(['Intruder home']);
  });

  it('are not reachable without signing in', async () => {
    const owner = await createUser(t.app);
    const address = await saved(owner);
    const res = await t.app.inject(as(null, { method: 'DELETE', url: `/api/me/addresses/${address.id}` }));
    expect(res.statusCode).toBe(401);
    expect(await list(owner)).toHaveLength(1);
  });
});
