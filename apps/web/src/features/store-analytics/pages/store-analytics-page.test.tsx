import { rangeEndingOn, type TAnalyticsRange } from '@dawanow/shared/analytics';
import { storeAnalyticsApi } from '@dawanow/shared/api/store-analytics';
import { indianToday } from '@dawanow/shared/dates';
import type { TStoreAnalytics } from '@dawanow/shared/store-analytics';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { apiUrl } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { TEST_STORE_ID, testStoreMember } from '@/lib/test-store-member';
import { StoreAnalyticsPage } from './store-analytics-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = TEST_STORE_ID;
const today = indianToday();

function analytics(range: TAnalyticsRange, withOrders: boolean): TStoreAnalytics {
  const days = Array.from({ length: 7 }, (_, index) => rangeEndingOn(range.to, 7 - index).from);
  return {
    range,
    totals: withOrders
      ? { orders: 2, salesPaise: 1_25_050, averageOrderPaise: 62_525 }
      : { orders: 0, salesPaise: 0, averageOrderPaise: null },
    byDay: days.map((date, index) => ({
      date,
      orders: withOrders && index === 6 ? 2 : 0,
      salesPaise: withOrders && index === 6 ? 1_25_050 : 0,
    })),
    byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: withOrders && hour === 9 ? 2 : 0 })),
    topMedicines: withOrders
      ? [{ productId: '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', name: 'Dolo 650 Tablet', units: 4, salesPaise: 1_20_000 }]
      : [],
    acceptance: withOrders
      ? { accepted: 2, rejected: 1, lapsed: 0, rate: 2 / 3, medianSecondsToAccept: 150 }
      : { accepted: 0, rejected: 0, lapsed: 0, rate: null, medianSecondsToAccept: null },
    fulfilment: withOrders
      ? { packed: 2, medianSeconds: 600, p90Seconds: 1560, packedInTimeRate: 0.5 }
      : { packed: 0, medianSeconds: null, p90Seconds: null, packedInTimeRate: null },
    losses: withOrders ? [{ kind: 'rejected', reason: 'Items out of stock', orders: 1 }] : [],
  };
}

const pathOf = (range: TAnalyticsRange) =>
  `GET ${apiUrl(storeAnalyticsApi.analytics, { params: { storeId: STORE_ID }, query: range })}`;

function renderPage(path = '/store/analytics') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <StoreAnalyticsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreAnalyticsPage', () => {
  it('shows the last 7 days in rupees and minutes, each chart with its table and CSV download', async () => {
    const week = rangeEndingOn(today, 7);
    stubOrdersApi(
      { 'GET /api/me': { body: testStoreMember('store_admin') }, [pathOf(week)]: { body: analytics(week, true) } },
      vi.stubGlobal,
    );
    renderPage();
    expect(await screen.findByText('Sales', { selector: 'dt' }, { timeout: 5000 })).toHaveProperty(
      'nextElementSibling.textContent',
      '₹1,250.50',
    );
    expect(screen.getByRole('radio', { name: '7 days' })).toBeChecked();
    const top = screen.getByRole('region', { name: 'Top medicines' });
    expect(within(top).getByRole('cell', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(within(top).getByRole('cell', { name: '₹1,200' })).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Download top medicines as CSV' })).toHaveAttribute(
      'href',
      `/api/stores/${STORE_ID}/analytics/export?from=${week.from}&to=${week.to}&table=top-medicines`,
    );
    const fulfilment = screen.getByRole('region', { name: 'Fulfilment (acceptance to packed)' });
    expect(within(fulfilment).getAllByText('10 min').length).toBeGreaterThan(0);
    expect(within(fulfilment).getAllByText('26 min').length).toBeGreaterThan(0);
    const acceptance = screen.getByRole('region', { name: 'Acceptance' });
    expect(within(acceptance).getAllByText('66.7%').length).toBeGreaterThan(0);
    expect(within(acceptance).getAllByText('2 min 30 s').length).toBeGreaterThan(0);
  });

  it('moves between periods with the arrow keys and says when a period had no orders', async () => {
    const week = rangeEndingOn(today, 7);
    const month = rangeEndingOn(today, 30);
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_manager') },
        [pathOf(week)]: { body: analytics(week, true) },
        [pathOf(month)]: { body: analytics(month, false) },
      },
      vi.stubGlobal,
    );
    renderPage();
    await screen.findByText('Sales', { selector: 'dt' }, { timeout: 5000 });
    screen.getByRole('radio', { name: '7 days' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();
    expect(await screen.findByText('No medicines sold in this period.')).toBeInTheDocument();
    expect(screen.getByText('No cancellations or rejections in this period.')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toContain(pathOf(month).slice(4));
  });

  it('refuses a custom period the API would refuse, before asking it', async () => {
    const week = rangeEndingOn(today, 7);
    const requests = stubOrdersApi(
      { 'GET /api/me': { body: testStoreMember('store_admin') }, [pathOf(week)]: { body: analytics(week, true) } },
      vi.stubGlobal,
    );
    renderPage();
    await screen.findByText('Sales', { selector: 'dt' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom period' });
    await userEvent.clear(within(form).getByLabelText('From'));
    await userEvent.type(within(form).getByLabelText('From'), '2024-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByText('Choose at most 366 days')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.includes('2024-01-01'))).toEqual([]);
  });

  it('tells staff who can see analytics, without asking the server', async () => {
    const requests = stubOrdersApi({ 'GET /api/me': { body: testStoreMember('store_staff') } }, vi.stubGlobal);
    renderPage();
    expect(
      await screen.findByText("Only the store's owner, admins and managers can see its analytics."),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path.includes('/analytics'))).toBe(false));
  });
});
