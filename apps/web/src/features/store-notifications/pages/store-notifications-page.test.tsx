import type { TMe } from '@dawanow/shared/auth';
import type { TNotificationList, TStoreNotification } from '@dawanow/shared/store-notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { StoreNotificationsPage } from './store-notifications-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = '45340335-92ed-41ee-a6e0-ee0eb6c5b420';
const BASE = `/api/stores/${STORE_ID}/notifications`;
const ALL = `GET ${BASE}?unread=false&order=newest&page=1`;
const UNREAD = `GET ${BASE}?unread=true&order=newest&page=1`;
const ORDER_ID = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const me: TMe = {
  user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
  profile: { firstName: 'Kavya', lastName: 'Reddy', phone: null, language: null },
  role: 'store_staff',
  platformRole: 'customer',
  hasStoreAccess: true,
  stores: [{ storeId: STORE_ID, storeName: 'Brigade Road Medicals', role: 'store_staff' }],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};

function notification(overrides: Partial<TStoreNotification>): TStoreNotification {
  return {
    id: crypto.randomUUID(),
    kind: 'new_order',
    title: 'New order DN-2611-000124',
    body: '₹1,150 · Cash on delivery. Accept or decline it before it moves to another pharmacy.',
    link: `/store/orders/${ORDER_ID}`,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

function page(notifications: TStoreNotification[], unread: number): TNotificationList {
  return { notifications, total: notifications.length, page: 1, pageSize: 30, unread };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(at = '/store/notifications') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/store/notifications" element={<StoreNotificationsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreNotificationsPage', () => {
  it('lists notifications with their kind, time and unread state; a click marks read and opens the order', async () => {
    const order = notification({});
    const stock = notification({
      kind: 'low_stock',
      title: 'Dolo 650 Tablet is running low',
      body: '4 sellable units left; you asked to hear below 10.',
      link: '/store/inventory?filter=low-stock',
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      readAt: new Date().toISOString(),
    });
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [ALL]: { body: page([order, stock], 1) },
        [`POST ${BASE}/${order.id}/read`]: { body: { ...order, readAt: new Date().toISOString() } },
      },
      vi.stubGlobal,
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleName('New order: New order DN-2611-000124 (unread)');
    expect(first).toHaveAccessibleDescription(/^₹1,150 · Cash on delivery\..* 5 min ago$/);
    expect(second).toHaveAccessibleName('Low stock: Dolo 650 Tablet is running low');
    expect(second).toHaveAccessibleDescription(/4 sellable units left.* \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeInTheDocument();

    await userEvent.click(first as HTMLElement);
    expect(await screen.findByTestId('where')).toHaveTextContent(`/store/orders/${ORDER_ID}`);
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path.endsWith('/read'))).toBe(true),
    );
  });

  it('opens a read notification without marking it again, and stays put when it leads nowhere', async () => {
    const moved = notification({
      kind: 'order_reassigned',
      title: 'Order DN-2611-000125 went to another pharmacy',
      link: null,
      readAt: new Date().toISOString(),
    });
    const requests = stubOrdersApi({ 'GET /api/me': { body: me }, [ALL]: { body: page([moved], 0) } }, vi.stubGlobal);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /went to another pharmacy/ }));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks all read, then shows the unread tab empty', async () => {
    let unread = 2;
    const rows = () => [notification({ readAt: unread ? null : new Date().toISOString() })];
    stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [ALL]: () => ({ body: page(rows(), unread) }),
        [UNREAD]: () => ({ body: page(unread ? rows() : [], unread) }),
        [`POST ${BASE}/read-all`]: () => {
          unread = 0;
          return { body: { marked: 2 } };
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled());
    await userEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('You are all caught up: nothing unread.')).toBeInTheDocument();
  });

  it('shows an empty centre, and an error with a retry', async () => {
    stubOrdersApi({ 'GET /api/me': { body: me }, [ALL]: { body: page([], 0) } }, vi.stubGlobal);
    const first = renderPage();
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
    first.unmount();

    stubOrdersApi(
      {
        'GET /api/me': { body: me },
        [ALL]: { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } },
      },
      vi.stubGlobal,
    );
    renderPage();
    expect(await screen.findByText('We could not load your notifications.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
