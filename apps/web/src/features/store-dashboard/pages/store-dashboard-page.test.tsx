import type { TStoreDashboard } from '@dawanow/shared/store-dashboard';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { TEST_STORE_ID, testStoreMember } from '@/lib/test-store-member';
import { StoreDashboardPage } from './store-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = TEST_STORE_ID;
const DASHBOARD = `/api/stores/${STORE_ID}/dashboard`;
const ORDER_ID = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const days = (sales: number[]) =>
  sales.map((salesPaise, index) => ({
    date: `2026-11-${String(12 + index).padStart(2, '0')}`,
    salesPaise,
    orders: salesPaise ? 1 : 0,
  }));

function dashboard(overrides: Partial<TStoreDashboard> = {}): TStoreDashboard {
  return {
    store: { id: STORE_ID, name: 'Brigade Road Medicals', isAcceptingOrders: true, isOpen: true, hoursLabel: 'Open' },
    today: { date: '2026-11-25', orders: 0, salesPaise: 0, averageOrderPaise: null },
    waiting: [],
    active: [],
    partner: { acceptanceRate: null, packedInTimeRate: null },
    prescriptionsWaiting: 0,
    inventory: { lowStock: 0, nearExpiry: 0 },
    salesByDay: days(Array(14).fill(0)),
    ...overrides,
  };
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <StoreDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreDashboardPage', () => {
  it('shows a new store its empty day without made-up figures', async () => {
    stubOrdersApi(
      { 'GET /api/me': { body: testStoreMember('store_staff') }, [`GET ${DASHBOARD}`]: { body: dashboard() } },
      vi.stubGlobal,
    );
    renderPage();
    expect(await screen.findByText('No orders waiting. New orders appear here at once.')).toBeInTheDocument();
    expect(screen.getByText('No sales in the last 14 days yet.')).toBeInTheDocument();
    expect(screen.getByText('Average order').nextElementSibling).toHaveTextContent('—');
    // Staff see whether the store takes orders but cannot change it.
    expect(screen.getByRole('switch', { name: 'Accepting orders' })).toBeDisabled();
  });

  it('shows the figures in rupees, the queues with their clocks and links to what needs doing', async () => {
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_manager') },
        [`GET ${DASHBOARD}`]: {
          body: dashboard({
            today: { date: '2026-11-25', orders: 3, salesPaise: 12345000, averageOrderPaise: 6172500 },
            waiting: [{ id: ORDER_ID, number: 'DN-2611-000124', totalPaise: 11500, offerExpiresAt: soon(150_000) }],
            active: [
              {
                id: crypto.randomUUID(),
                number: 'DN-2611-000120',
                status: 'processing',
                acceptedAt: soon(-60_000),
                packBy: soon(14 * 60_000),
              },
            ],
            partner: { acceptanceRate: 0.9, packedInTimeRate: 0.75 },
            prescriptionsWaiting: 2,
            inventory: { lowStock: 4, nearExpiry: 1 },
            salesByDay: days([...Array(13).fill(0), 12345000]),
          }),
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    expect((await screen.findByText('Sales today')).nextElementSibling).toHaveTextContent('₹1,23,450');
    expect(screen.getByText('Average order').nextElementSibling).toHaveTextContent('₹61,725');
    expect(screen.getByText('Accepted, last 7 days').nextElementSibling).toHaveTextContent('90%');
    expect(screen.getByText('Packed within 15 min: 75%')).toBeInTheDocument();

    const waiting = screen.getByRole('listitem', { name: 'Order DN-2611-000124' });
    expect(within(waiting).getByRole('link')).toHaveAttribute('href', `/store/orders/${ORDER_ID}`);
    expect(waiting).toHaveTextContent(/Accept within 2:(29|30)/);
    expect(screen.getByRole('listitem', { name: 'Order DN-2611-000120' })).toHaveTextContent(
      /Pack within \(15 min\) 1[34]:/,
    );

    expect(screen.getByRole('link', { name: /Low on stock\s*4/ })).toHaveAttribute(
      'href',
      '/store/inventory?filter=low-stock',
    );
    expect(screen.getByRole('link', { name: /Expiring within 3 months\s*1/ })).toHaveAttribute(
      'href',
      '/store/inventory?filter=near-expiry',
    );
    expect(screen.getByRole('link', { name: /Prescriptions to review\s*2/ })).toHaveAttribute(
      'href',
      '/store/prescriptions',
    );
    // The chart's figures as a table, for screen readers and keyboards.
    const table = screen.getByRole('table', { name: 'Sales and orders per day, last 14 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    expect(within(table).getByText('₹1,23,450')).toBeInTheDocument();
  });

  it('lets a manager pause the store', async () => {
    let accepting = true;
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_manager') },
        [`GET ${DASHBOARD}`]: () => ({
          body: dashboard({ store: { ...dashboard().store, isAcceptingOrders: accepting } }),
        }),
        [`POST /api/stores/${STORE_ID}/accepting`]: (body) => {
          accepting = (body as { accepting: boolean }).accepting;
          return { body: { accepting } };
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Accepting orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requests).toContainEqual({
      method: 'POST',
      path: `/api/stores/${STORE_ID}/accepting`,
      body: { accepting: false },
    });
  });

  it('says so when the dashboard cannot be loaded, with a retry', async () => {
    stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_admin') },
        [`GET ${DASHBOARD}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
      },
      vi.stubGlobal,
    );
    renderPage();
    // After the one retry a failed read gets (SPEC §9).
    expect(await screen.findByText('We could not load your dashboard.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
