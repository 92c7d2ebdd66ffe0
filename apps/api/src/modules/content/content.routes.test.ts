import { CONTENT_PAGE_SLUGS } from '@dawanow/shared/content';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function storedMessages() {
  const [row] = await queryRows<{ count: number }>(t.app, sql`select count(*)::int as count from contact_messages`);
  return row?.count;
}

const validMessage = {
  name: 'Asha Menon',
  email: 'asha.menon@example.in',
  subject: 'Delivery to Indiranagar',
  message: 'Do you deliver to 560038 at night?',
};

function postContact(payload: unknown, remoteAddress = '10.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
}

describe('GET /api/content/pages/:slug', () => {
  it.each(CONTENT_PAGE_SLUGS)('serves the seeded %s page', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/content/pages/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.slug).toBe(slug);
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.bodyMarkdown.length).toBeGreaterThan(2000);
  });

  it('carries the partner agreement terms of version 1.0', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/content/pages/pharmacy-agreement' })).json();
    expect(page.version).toBe('1.0');
    for (const fact of ['10%', 'excludes GST', '7 days', '15 minutes', '2 years', '19-minute']) {
      expect(page.bodyMarkdown).toContain(fact);
    }
  });

  it('carries refund times per payment method and the 24-hour window', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/content/pages/refund-policy' })).json();
    for (const fact of ['5–7 business days', '1–3 business days', '3–5 business days', '24 hours', 'Processing']) {
      expect(page.bodyMarkdown).toContain(fact);
    }
  });

  it('answers 404 for a page that does not exist, however it is spelt', async () => {
    for (const slug of ['unknown', 'TERMS', '..%2F..%2Fetc%2Fpasswd', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/content/pages/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses an absurdly long page name with a JSON error', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/content/pages/${'x'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json().error.message).toBeTruthy();
  });
});

describe('POST /api/contact', () => {
  it('stores the message for the support inbox and acknowledges it', async () => {
    const before = await storedMessages();
    const res = await postContact(validMessage, '10.0.1.1');
    expect(res.statusCode).toBe(201);
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedMessages()).toBe((before ?? 0) + 1);
  });

  it('requires every field and a valid e-mail, naming the fields at fault', async () => {
    const before = await storedMessages();
    const res = await postContact({ ...validMessage, name: '   ', email: 'asha@', subject: undefined }, '10.0.2.1');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    const paths = body.error.details.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.subject']));
    expect(await storedMessages()).toBe(before);
  });

  it('rejects an empty body, a non-object and oversized input without storing anything', async () => {
    const before = await storedMessages();
    expect((await postContact({}, '10.0.3.1')).statusCode).toBe(400);
    expect((await postContact([validMessage], '10.0.3.2')).statusCode).toBe(400);
    const tooLong = await postContact({ ...validMessage, message: 'x'.repeat(5001) }, '10.0.3.3');
    expect(tooLong.statusCode).toBe(400);
    const huge = await postContact({ ...validMessage, message: 'x'.repeat(40_000) }, '10.0.3.4');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedMessages()).toBe(before);
  });

  it('stores hostile text as plain text and never echoes it back', async () => {
    const res = await postContact(
      { ...validMessage, message: "<img src=x onerror=alert(1)> '; drop table x; --" },
      '10.0.4.1',
    );
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain('<img');
  });

  it('limits how many messages one address can send in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postContact(validMessage, '10.0.5.1')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
    const limited = await postContact(validMessage, '10.0.5.1');
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await postContact(validMessage, '10.0.5.2')).statusCode).toBe(201);
  });
});
