/** A pharmacy's partner application as its applicant fills it through the API (issue 18), for tests. */
import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { as, createUser, type TestUser } from './factories';
import { multipart } from './multipart';
import { cleanPdf } from './pdf-fixtures';

export type ApplicationFixtures = Awaited<ReturnType<typeof applicationFixtures>>;

export async function applicationFixtures(app: FastifyInstance) {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8f0ea' } })
    .jpeg()
    .toBuffer();
  const pdf = await cleanPdf();
  let serial = 0;
  /** A partnership's business step with a PAN and Karnataka GSTIN of its own */
  function business(overrides: Record<string, unknown> = {}) {
    serial += 1;
    const pan = `AAAFR${String(serial).padStart(4, '0')}K`;
    return {
      businessType: 'partnership',
      legalName: `Rao and Sons Pharma ${serial}`,
      tradeName: `Rao Medicals ${serial}`,
      pan,
      gstin: `29${pan}1Z${gstinCheckCharacter(`29${pan}1Z`)}`,
      phone: '080 4123 4567',
      email: `rao-${serial}@example.in`,
      ...overrides,
    };
  }
  const premises = (overrides: Record<string, unknown> = {}) => ({
    addressLine1: '27, Sampige Road',
    locality: 'Malleshwaram',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560003',
    latitude: 13.0035,
    longitude: 77.5709,
    weeklyHours: ALWAYS_OPEN,
    ...overrides,
  });
  const inAYear = addDays(indianToday(), 365);
  const licences = (overrides: Record<string, unknown> = {}) => ({
    form20: { number: `KA-B20-${serial}01`, validUntil: inAYear },
    form21: { number: `KA-B21-${serial}01`, validUntil: inAYear },
    form20b: null,
    form21b: null,
    pharmacistName: 'K. Lakshmi',
    pharmacistRegistrationNumber: 'KSPC-45123',
    ...overrides,
  });
  const bank = {
    method: 'bank',
    accountHolder: 'Rao and Sons Pharma',
    accountNumber: '50100234567890',
    ifsc: 'HDFC0001234',
  };

  const put = (user: TestUser | null, step: string, payload: object) =>
    app.inject(as(user, { method: 'PUT', url: `/api/store-applications/mine/${step}`, payload }));
  const mine = async (user: TestUser) => {
    const res = await app.inject(as(user, { method: 'GET', url: '/api/store-applications/mine' }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ application: TMyStoreApplication | null }>().application;
  };
  const upload = (user: TestUser, kind: string, bytes: Buffer, type = 'application/pdf') =>
    app.inject(
      as(user, {
        method: 'PUT',
        url: `/api/store-applications/mine/documents/${kind}`,
        ...multipart({}, [{ name: `${kind}.pdf`, type, bytes, field: 'file' }]),
      }),
    );
  const submit = (user: TestUser, payload: object = { acceptAgreement: true, agreementVersion: '1.0' }) =>
    app.inject(as(user, { method: 'POST', url: '/api/store-applications/mine/submit', payload }));

  /** An applicant who has saved every step and uploaded every document, ready to submit */
  async function readyApplicant(step: { business?: Record<string, unknown>; licences?: Record<string, unknown> } = {}) {
    const user = await createUser(app);
    expect((await put(user, 'business', business(step.business))).statusCode).toBe(200);
    expect((await put(user, 'premises', premises())).statusCode).toBe(200);
    expect((await put(user, 'licences', licences(step.licences))).statusCode).toBe(200);
    expect((await put(user, 'bank-account', bank)).statusCode).toBe(200);
    for (const kind of ['form20', 'form21', 'gst_certificate', 'pharmacist_registration'])
      expect((await upload(user, kind, pdf)).statusCode).toBe(200);
    expect((await upload(user, 'shop_front', photo, 'image/jpeg')).statusCode).toBe(200);
    return user;
  }

  return { photo, pdf, business, premises, licences, bank, inAYear, put, mine, upload, submit, readyApplicant };
}
