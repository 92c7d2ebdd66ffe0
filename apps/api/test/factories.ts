/** Test data in one place (CONVENTIONS): users with sessions, stores and memberships, store applications. */
import { randomUUID } from 'node:crypto';
import type { TPlatformRole, TStoreMemberRole } from '@dawanow/shared/auth';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { storeApplications } from '../src/db/schema/store-applications';
import { storeMembers, stores } from '../src/db/schema/stores';
import { buildDemoStores } from '../src/db/seed/demo-stores';
import { createAuthRepository } from '../src/modules/auth/auth.repository';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'Chai-Biscuit-2026';

export type TestUser = { id: string; email: string; password: string; cookie: string };

let ipCounter = 0;
/** A fresh client address per sign-in, so tests do not trip each other's per-IP limits. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function cookieHeader(res: { cookies: { name: string; value: string }[] }): string {
  return res.cookies
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    remoteAddress: nextIp(),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

export async function createUser(
  app: FastifyInstance,
  options: { role?: TPlatformRole; firstName?: string; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.in`;
  const created = await createAuthRepository(app.database.db).createCredentialUser({
    firstName: options.firstName ?? 'Test',
    lastName: 'User',
    phone: '+919812345678',
    email,
    passwordHash: await hashPassword(TEST_PASSWORD),
    role: options.role ?? 'customer',
  });
  if (!created) throw new Error(`could not create ${email}`);
  return { id: created.id, email, password: TEST_PASSWORD, cookie: await signIn(app, email, TEST_PASSWORD) };
}

type StoreValues = typeof stores.$inferInsert;

/** A complete, valid store (licences, GSTIN, hours …) with any fields overridden. */
export async function createStore(
  app: FastifyInstance,
  name = 'Test Pharmacy',
  overrides: Partial<StoreValues> = {},
): Promise<string> {
  const [template] = buildDemoStores();
  if (!template) throw new Error('no demo store template');
  const values: StoreValues = { ...template, name, slug: `test-${randomUUID()}`, ...overrides };
  const [store] = await app.database.db.insert(stores).values(values).returning({ id: stores.id });
  if (!store) throw new Error('store insert returned nothing');
  return store.id;
}

/**
 * Adds a member. An owner is the registered pharmacist the store's licence names (as in the demo data),
 * so tests that approve prescriptions as the owner work; other roles are not pharmacists unless marked.
 */
export async function addStoreMember(app: FastifyInstance, storeId: string, userId: string, role: TStoreMemberRole) {
  await createAuthRepository(app.database.db).addStoreMember(storeId, userId, role);
  if (role !== 'owner') return;
  const { db } = app.database;
  const [store] = await db
    .select({ name: stores.pharmacistName, registration: stores.pharmacistRegistrationNumber })
    .from(stores)
    .where(eq(stores.id, storeId));
  await db
    .update(storeMembers)
    .set({ pharmacistName: store?.name, pharmacistRegistrationNumber: store?.registration })
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)));
}

/** An injected request as a signed-in browser sends it: session cookie and our own origin. */
export function as(user: TestUser | null, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: { origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}), ...options.headers },
  };
}

type StoreApplicationValues = typeof storeApplications.$inferInsert;
let applicationCount = 0;

/**
 * A submitted store application by `applicantUserId`, complete as a submission must be, with a GSTIN and drug
 * licence numbers of its own (one open application per number), any field overridden.
 */
export async function createStoreApplication(
  app: FastifyInstance,
  applicantUserId: string,
  overrides: Partial<StoreApplicationValues> = {},
): Promise<string> {
  applicationCount += 1;
  const serial = String(applicationCount).padStart(4, '0');
  const pan = `AAAFT${serial}K`;
  const gstin = `29${pan}1Z${gstinCheckCharacter(`29${pan}1Z`)}`;
  const [row] = await app.database.db
    .insert(storeApplications)
    .values({
      applicantUserId,
      status: 'submitted',
      businessType: 'partnership',
      legalName: `Test Pharmacy ${serial} and Sons`,
      tradeName: `Test Medicals ${serial}`,
      pan,
      gstin,
      phone: '+918041234567',
      email: `pharmacy-${serial}@example.in`,
      addressLine1: '27, Sampige Road',
      locality: 'Malleshwaram',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560003',
      latitude: 13.0035,
      longitude: 77.5709,
      openingHours: ALWAYS_OPEN,
      drugLicenceForm20: `KA-BNG-20-${serial}`,
      drugLicenceForm20ValidUntil: '2030-03-31',
      drugLicenceForm21: `KA-BNG-21-${serial}`,
      drugLicenceForm21ValidUntil: '2030-03-31',
      pharmacistName: 'Kiran Rao',
      pharmacistRegistrationNumber: 'KSPC/51234',
      agreementVersion: '1.0',
      agreementAcceptedAt: new Date(),
      agreementIpAddress: '203.0.113.7',
      submittedAt: new Date(),
      ...overrides,
    })
    .returning({ id: storeApplications.id });
  if (!row) throw new Error('store application insert returned nothing');
  return row.id;
}
