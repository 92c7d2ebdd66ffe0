import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metaPixelId: '123456789012345' });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/site', () => {
  it('returns the seeded contact details, business hours and the configured pixel', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site' });
    expect(res.statusCode).toBe(200);
    const site = res.json();
    expect(site.contact.email).toBe('support@dawanow.in');
    expect(site.contact.businessHours).toHaveLength(3);
    expect(site.contact.grievanceOfficer.name).toBeTruthy();
    expect(site.metaPixelId).toBe('123456789012345');
  });
});

describe('GET /api/categories', () => {
  it('lists the active categories in display order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toMatchObject({ slug: 'pain-relief', name: 'Pain Relief' });
    expect(new Set(categories.map((c: { slug: string }) => c.slug)).size).toBe(categories.length);
  });
});
