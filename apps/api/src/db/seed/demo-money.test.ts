import { addDays, indianToday } from '@dawanow/shared/dates';
import type { TEarnings, TReconciliation, TStorePayouts } from '@dawanow/shared/payouts/payouts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, TEST_ORIGIN } from '../../../test/factories';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemoData: true });
});
afterAll(() => t.close());

const get = async <T>(cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie, origin: TEST_ORIGIN } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

it('gives the demo pharmacy a month of trading, a paid payout and a balance that reconciles', async () => {
  const [store] = await queryRows<{ id: string }>(
    t.app,
    sql`select m.store_id as id from store_members m join users u on u.id = m.user_id
        where u.email = 'store@demo.dawanow.in' and m.role = 'owner'`,
  );
  const owner = await signIn(t.app, 'store@demo.dawanow.in', DEMO_PASSWORD);
  const today = indianToday();
  const earnings = await get<TEarnings>(
    owner,
    `/api/stores/${store?.id}/earnings?from=${addDays(today, -40)}&to=${today}`,
  );
  expect(earnings.orders).toHaveLength(14);
  expect(earnings.orders.some((order) => order.paymentMethod === 'cod')).toBe(true);
  expect(earnings.totals.refundsPaise).toBeGreaterThan(0);
  const payouts = await get<TStorePayouts>(owner, `/api/stores/${store?.id}/payouts`);
  expect(payouts.payouts).toEqual([expect.objectContaining({ status: 'paid', utr: expect.stringMatching(/^HDFCN/) })]);
  expect(payouts.bankAccount).toMatchObject({ destination: 'A/c ••••5678 · HDFC0000523', holdUntil: null });
  expect(payouts.next.amountPaise).toBeGreaterThan(0);

  const admin = await signIn(t.app, 'admin@demo.dawanow.in', DEMO_PASSWORD);
  const reconciliation = await get<TReconciliation>(admin, '/api/admin/payouts/reconciliation');
  expect(reconciliation.rows.every((row) => row.balanced)).toBe(true);
});
