import type { TAdminAnalytics, TAdminAnalyticsQuery } from '@dawanow/shared/admin-analytics';
import { rangeEndingOn } from '@dawanow/shared/analytics';
import { adminAnalyticsApi } from '@dawanow/shared/api/admin-analytics';
import { indianToday } from '@dawanow/shared/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { renderRoutes } from '@/lib/test-routes';
import { AdminAnalyticsPage } from './admin-analytics-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = indianToday();
const week = rangeEndingOn(today, 7);
const BRIGADE = '3c9d2b1a-0f8e-4d7c-9b6a-5e4d3c2b1a09';
const KORAMANGALA = '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

function pharmacy(overrides: Partial<TAdminAnalytics['stores'][number]>): TAdminAnalytics['stores'][number] {
  return {
    storeId: BRIGADE,
    name: 'Brigade Road Medicals',
    city: 'Bengaluru',
    orders: 1284,
    gmvPaise: 5_12_340_00,
    acceptanceRate: 0.96,
    averageAcceptSeconds: 75,
    packedInTimeRate: 0.9,
    promiseHitRate: 0.88,
    cancelled: 12,
    refunded: 3,
    ...overrides,
  };
}

function analytics(query: TAdminAnalyticsQuery, withOrders: boolean): TAdminAnalytics {
  const days = Array.from({ length: 7 }, (_, index) => rangeEndingOn(query.to, 7 - index).from);
  return {
    range: { from: query.from, to: query.to },
    city: query.city ?? null,
    asOf: '2026-11-26T15:50:00.000Z',
    totals: withOrders
      ? {
          orders: 1500,
          cancelled: 14,
          gmvPaise: 6_00_000_00,
          averageOrderPaise: 40_000,
          newCustomers: 420,
          returningOrders: 1080,
          refunded: 3,
          refundedPaise: 1_250_00,
        }
      : {
          orders: 0,
          cancelled: 0,
          gmvPaise: 0,
          averageOrderPaise: null,
          newCustomers: 0,
          returningOrders: 0,
          refunded: 0,
          refundedPaise: 0,
        },
    byDay: days.map((date, index) => ({
      date,
      orders: withOrders ? 200 + index : 0,
      gmvPaise: withOrders ? 80_000_00 : 0,
      newCustomers: withOrders ? 60 : 0,
    })),
    acceptance: withOrders
      ? { decided: 1600, accepted: 1520, rate: 0.95, medianSeconds: 62.5, p90Seconds: 182.5 }
      : { decided: 0, accepted: 0, rate: null, medianSeconds: null, p90Seconds: null },
    delivery: withOrders
      ? { delivered: 1400, medianSeconds: 27.5 * 60, p90Seconds: 52.5 * 60, promiseHitRate: 0.874 }
      : { delivered: 0, medianSeconds: null, p90Seconds: null, promiseHitRate: null },
    losses: withOrders
      ? [
          { kind: 'cancelled', reason: 'Ordered by mistake', orders: 9, amountPaise: 3_600_00 },
          { kind: 'refunded', reason: 'Damaged or leaking', orders: 3, amountPaise: 1_250_00 },
        ]
      : [],
    topMedicines: withOrders
      ? [
          {
            productId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            name: 'Dolo 650 Tablet',
            units: 900,
            salesPaise: 30_000_00,
          },
        ]
      : [],
    topSalts: withOrders ? [{ salt: 'Paracetamol', units: 1400, salesPaise: 45_000_00 }] : [],
    stores: withOrders
      ? [
          pharmacy({}),
          pharmacy({ storeId: KORAMANGALA, name: 'Koramangala Chemists', orders: 216, gmvPaise: 87_660_00 }),
        ]
      : [],
  };
}

const pathOf = (query: TAdminAnalyticsQuery) => `GET ${apiUrl(adminAnalyticsApi.analytics, { query })}`;
const LOOKUP = { 'GET /api/admin/store-lookup?q=': { body: { stores: [], cities: ['Bengaluru', 'Pune'] } } };

function renderAt(path: string, answers: Parameters<typeof renderRoutes>[2]) {
  return renderRoutes([{ path: '/admin/analytics', Component: AdminAnalyticsPage }], path, answers);
}

describe('AdminAnalyticsPage', () => {
  it('shows the week in rupees, rates and minutes, with every pharmacy in a sortable table and each CSV', async () => {
    renderAt('/admin/analytics', { ...LOOKUP, [pathOf(week)]: { body: analytics(week, true) } });
    expect(await screen.findByText('GMV', { selector: 'dt' }, { timeout: 5000 })).toHaveProperty(
      'nextElementSibling.textContent',
      '₹6,00,000',
    );
    expect(screen.getByText('New customers', { selector: 'dt' })).toHaveProperty(
      'nextElementSibling.textContent',
      '420',
    );
    const delivery = screen.getByRole('region', { name: 'Fulfilment (placed to delivered)' });
    expect(within(delivery).getAllByText('87.4%').length).toBeGreaterThan(0);
    expect(within(delivery).getAllByText('27 min 30 s').length).toBeGreaterThan(0);
    const acceptance = screen.getByRole('region', { name: 'Acceptance by pharmacies' });
    expect(within(acceptance).getAllByText('1 min 3 s').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('region', { name: 'Top salts' })).getByRole('cell', { name: 'Paracetamol' }),
    ).toBeInTheDocument();

    const league = screen.getByRole('table', { name: 'Pharmacies in this period, sortable by each column' });
    const names = () =>
      within(league)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(names()).toEqual(['Brigade Road Medicals', 'Koramangala Chemists']);
    expect(within(league).getByRole('link', { name: 'Koramangala Chemists' })).toHaveAttribute(
      'href',
      `/admin/stores/${KORAMANGALA}`,
    );
    await userEvent.click(within(league).getByRole('button', { name: /Orders/ }));
    expect(names()).toEqual(['Koramangala Chemists', 'Brigade Road Medicals']);
    expect(screen.getByRole('link', { name: 'Download pharmacies as CSV' })).toHaveAttribute(
      'href',
      `/api/admin/analytics/export?from=${week.from}&to=${week.to}&table=stores`,
    );
  });

  it("reads one city's figures when it is picked, keeping the period, and says when nothing happened", async () => {
    const pune = { ...week, city: 'Pune' };
    const { requests, router } = renderAt('/admin/analytics?range=7d&sort=orders&dir=asc', {
      ...LOOKUP,
      [pathOf(week)]: { body: analytics(week, true) },
      [pathOf(pune)]: { body: analytics(pune, false) },
    });
    await screen.findByText('GMV', { selector: 'dt' }, { timeout: 5000 });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Pune');
    expect(await screen.findByText('No pharmacy had orders in this period.')).toBeInTheDocument();
    expect(screen.getByText('No cancellations or refunds in this period.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?range=7d&sort=orders&dir=asc&city=Pune');
    expect(requests.map((request) => request.path)).toContain(pathOf(pune).slice(4));
    expect(screen.getByRole('link', { name: 'Download top medicines as CSV' })).toHaveAttribute(
      'href',
      `/api/admin/analytics/export?from=${week.from}&to=${week.to}&city=Pune&table=top-medicines`,
    );
  });

  it('opens with the first 20 pharmacies and shows the rest on request', async () => {
    const many = analytics(week, true);
    many.stores = Array.from({ length: 25 }, (_, index) =>
      pharmacy({
        storeId: `3c9d2b1a-0f8e-4d7c-9b6a-${String(index).padStart(12, '0')}`,
        name: `Pharmacy ${String(index + 1).padStart(2, '0')}`,
        gmvPaise: (100 - index) * 1_000_00,
      }),
    );
    renderAt('/admin/analytics', { ...LOOKUP, [pathOf(week)]: { body: many } });
    const league = await screen.findByRole(
      'table',
      { name: 'Pharmacies in this period, sortable by each column' },
      { timeout: 5000 },
    );
    expect(within(league).getAllByRole('link')).toHaveLength(20);
    expect(within(league).queryByRole('link', { name: 'Pharmacy 21' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 25 pharmacies' }));
    expect(within(league).getAllByRole('link')).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Show the first 20' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    renderAt('/admin/analytics', { ...LOOKUP, [pathOf(week)]: { status: 500, body: { error: 'INTERNAL' } } });
    expect(await screen.findByText('We could not load the analytics.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
