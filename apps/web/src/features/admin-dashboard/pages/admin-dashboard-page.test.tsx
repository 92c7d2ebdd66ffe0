import type { TAdminDashboard } from '@dawanow/shared/admin-dashboard';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { AdminDashboardPage, comparedWithLastWeek } from './admin-dashboard-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const DATA: TAdminDashboard = {
  // A Wednesday, 3:30 pm in India
  asOf: '2026-11-25T10:00:00.000Z',
  today: {
    date: '2026-11-25',
    orders: 1240,
    gmvPaise: 45_678_900,
    sameTimeLastWeek: { orders: 1000, gmvPaise: 50_000_000 },
  },
  openOrders: [
    { status: 'placed', count: 12 },
    { status: 'processing', count: 30 },
    { status: 'packed', count: 4 },
    { status: 'out_for_delivery', count: 25 },
    { status: 'refund_requested', count: 2 },
    { status: 'refund_approved', count: 1 },
  ],
  pastAcceptanceWindow: {
    count: 1,
    orders: [
      {
        id: '8f7d4a58-4f0e-4a4e-9f3e-2d1c0b9a8e7f',
        number: 'DN-2611-000101',
        storeName: 'Residency Road Medicals',
        dueAt: '2026-11-25T09:55:00.000Z',
      },
    ],
  },
  slaBreaches: { count: 0, orders: [] },
  stores: { online: 41, closedNow: 6, paused: 2, suspended: 1 },
  prescriptionsWaiting: 7,
  refundRequests: 2,
  cashRefundsToPay: 3,
  refundsFailed: 1,
  storeApplicationsWaiting: 4,
};

function renderPage(answer: { body?: unknown; status?: number }) {
  const requests = stubOrdersApi({ 'GET /api/admin/dashboard': answer }, vi.stubGlobal);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AdminDashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

describe('comparedWithLastWeek', () => {
  it('says the change in whole percent, or that there was nothing to compare with', () => {
    expect(comparedWithLastWeek(124, 100, 'Wednesday')).toBe('+24% on last Wednesday by this time');
    expect(comparedWithLastWeek(90, 100, 'Wednesday')).toBe('−10% on last Wednesday by this time');
    expect(comparedWithLastWeek(100, 100, 'Wednesday')).toBe('Same as last Wednesday by this time');
    expect(comparedWithLastWeek(5, 0, 'Wednesday')).toBe('None by this time last Wednesday');
    expect(comparedWithLastWeek(0, 0, 'Wednesday')).toBe('None last Wednesday either');
  });
});

describe('AdminDashboardPage', () => {
  it("shows the day's GMV and orders against last week, stores, open orders and the late ones", async () => {
    renderPage({ body: DATA });
    const gmv = (await screen.findByText('GMV today')).closest('div');
    if (!gmv) throw new Error('no GMV figure');
    expect(within(gmv).getByText('₹4,56,789')).toBeInTheDocument();
    expect(within(gmv).getByText('−9% on last Wednesday by this time')).toBeInTheDocument();
    const orders = screen.getByText('Orders today').closest('div');
    if (!orders) throw new Error('no orders figure');
    expect(within(orders).getByText('1,240')).toBeInTheDocument();
    expect(within(orders).getByText('+24% on last Wednesday by this time')).toBeInTheDocument();
    expect(screen.getByText('6 closed by their hours · 2 paused · 1 suspended')).toBeInTheDocument();

    const open = screen.getByRole('region', { name: 'Open orders by state' });
    expect(within(open).getByText('Out for delivery')).toBeInTheDocument();
    expect(within(open).getByText('25')).toBeInTheDocument();

    const late = screen.getByRole('region', { name: /Waiting past the acceptance window/ });
    expect(within(late).getByRole('link', { name: /DN-2611-000101/ })).toHaveAttribute(
      'href',
      '/admin/orders/8f7d4a58-4f0e-4a4e-9f3e-2d1c0b9a8e7f',
    );
    expect(within(late).getByText('Window ended 3:25 pm')).toBeInTheDocument();
    expect(screen.getByText('No accepted order is past its packing time.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Prescriptions waiting for review/ })).toHaveAttribute(
      'href',
      '/admin/prescriptions',
    );
  });

  it('counts the store applications waiting for review and links to the queue', async () => {
    renderPage({ body: DATA });
    const tile = await screen.findByRole('link', { name: /Store applications to review/ });
    expect(tile).toHaveAttribute('href', '/admin/store-applications');
    expect(within(tile).getByText('4')).toBeInTheDocument();
  });

  it('counts the refunds the gateway failed and links to those orders', async () => {
    renderPage({ body: DATA });
    const tile = await screen.findByRole('link', { name: /Refunds the gateway failed/ });
    expect(tile).toHaveAttribute('href', '/admin/orders?refundStatus=failed');
    expect(within(tile).getByText('1')).toBeInTheDocument();
  });

  it('offers a retry when the dashboard cannot be loaded', async () => {
    const user = userEvent.setup();
    const requests = renderPage({ status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } });
    // After the one retry a failed read gets (SPEC §9)
    await screen.findByText('We could not load the dashboard.', {}, { timeout: 5_000 });
    const before = requests.length;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });
});
