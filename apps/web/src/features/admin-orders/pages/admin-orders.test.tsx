import type { TAdminOrderDetail, TAdminOrderPage } from '@dawanow/shared/admin-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testStoreOrder } from '@/components/orders/test-orders';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { renderRoutes } from '@/lib/test-routes';
import { AdminOrderPage } from './admin-order-page';
import { AdminOrdersPage } from './admin-orders-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER_ID = testStoreOrder().id;
const STORE_ID = '3c9d2b1a-0f8e-4d7c-9b6a-5e4d3c2b1a09';
const CURSOR = '1795707411789000_8f7d4a58-4f0e-4a4e-9f3e-2d1c0b9a8e7f';
const LOOKUP = {
  stores: [{ id: STORE_ID, name: 'Apollo Pharmacy MG Road', city: 'Bengaluru' }],
  cities: ['Bengaluru'],
};

function row(overrides: Partial<TAdminOrderPage['orders'][number]> = {}): TAdminOrderPage['orders'][number] {
  return {
    id: ORDER_ID,
    number: 'DN-2611-000123',
    status: 'placed',
    statusLabel: 'Placed',
    placedAt: '2026-11-21T04:15:00.000Z',
    customerName: 'Asha Menon',
    customerPhone: '+919845011111',
    storeId: STORE_ID,
    storeName: 'Apollo Pharmacy MG Road',
    storeCity: 'Bengaluru',
    totalPaise: 115_00,
    paymentMethod: 'cod',
    paymentStatus: 'not_required',
    deliveryMode: 'standard',
    rxRequired: false,
    ...overrides,
  };
}

function detail(overrides: Partial<TAdminOrderDetail> = {}): TAdminOrderDetail {
  return {
    ...testStoreOrder(),
    storeId: STORE_ID,
    customer: { userId: 'user-1', email: 'asha@example.in' },
    offers: [
      {
        storeId: STORE_ID,
        storeName: 'Apollo Pharmacy MG Road',
        offeredAt: '2026-11-21T04:15:00.000Z',
        expiresAt: '2026-11-21T04:18:00.000Z',
        outcome: 'pending',
        reason: null,
        decidedAt: null,
      },
    ],
    payments: [],
    invoiceNumber: 'INV-2611-000123',
    actions: {
      canCancel: true,
      canReassign: true,
      refundDecisions: [],
      canMarkCashRefundSent: false,
      retryRefundIds: [],
    },
    ...overrides,
  };
}

const ROUTES = [
  { path: '/admin/orders', element: <AdminOrdersPage /> },
  { path: '/admin/orders/:orderId', element: <AdminOrderPage orderId={ORDER_ID} history={<p>History</p>} /> },
];

function renderAt(path: string, answers: Parameters<typeof renderRoutes>[2]) {
  return renderRoutes(ROUTES, path, answers);
}

describe('AdminOrdersPage', () => {
  it('lists orders with customer, pharmacy, state, payment and total, and loads more on request', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    renderAt('/admin/orders', {
      'GET /api/admin/store-lookup?q=': { body: LOOKUP },
      'GET /api/admin/orders?sort=newest': { body: { orders: [row()], nextCursor: CURSOR } },
      [`GET /api/admin/orders?sort=newest&cursor=${CURSOR}`]: {
        body: {
          orders: [
            row({
              id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
              number: 'DN-2611-000122',
              status: 'delivered',
              statusLabel: 'Delivered',
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no order row');
    expect(within(first).getByRole('link', { name: 'DN-2611-000123' })).toHaveAttribute(
      'href',
      `/admin/orders/${ORDER_ID}`,
    );
    expect(within(first).getByText('Asha Menon')).toBeInTheDocument();
    expect(within(first).getByText('+919845011111')).toBeInTheDocument();
    expect(within(first).getByText('Apollo Pharmacy MG Road')).toBeInTheDocument();
    expect(within(first).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(first).getByText('₹115')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'DN-2611-000122' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('puts the search, a pharmacy chosen by name and the state in the address, and asks with the pharmacy’s id', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderAt('/admin/orders', {
      'GET /api/admin/store-lookup?q=': { body: LOOKUP },
      'GET /api/admin/store-lookup?q=Apollo+Pharmacy+MG+Road': { body: LOOKUP },
      'GET /api/admin/orders?sort=newest': { body: { orders: [], nextCursor: null } },
    });
    expect(await screen.findByText('No order matches this search.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'DN-2611-000123');
    await user.type(screen.getByLabelText('Pharmacy'), 'Apollo Pharmacy MG Road, Bengaluru');
    // The suggestions arrive once typing pauses; the name then stands for its pharmacy
    await vi.waitFor(() => expect(document.querySelector('input[name="storeId"]')).toHaveValue(STORE_ID));
    await user.selectOptions(screen.getByLabelText('State'), 'placed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('q')).toBe('DN-2611-000123');
    expect(search.get('storeId')).toBe(STORE_ID);
    expect(search.get('status')).toBe('placed');
    const asked = requests.find(
      (request) => request.path.startsWith('/api/admin/orders?') && request.path.includes('q='),
    );
    expect(asked?.path).toContain(`storeId=${STORE_ID}`);
    expect(asked?.path).not.toContain('store=');
  });

  it('refuses a pharmacy name that matches none, without searching', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/orders', {
      'GET /api/admin/store-lookup?q=': { body: LOOKUP },
      'GET /api/admin/orders?sort=newest': { body: { orders: [], nextCursor: null } },
    });
    await user.type(await screen.findByLabelText('Pharmacy'), 'Nowhere Chemists');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Choose a pharmacy from the suggestions/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('AdminOrderPage', () => {
  it('shows the record and cancels with a reason, showing the order as the server answers', async () => {
    const user = userEvent.setup();
    const cancelled = detail({
      status: 'cancelled',
      statusLabel: 'Cancelled',
      cancelReason: 'Customer asked on the phone',
      actions: {
        canCancel: false,
        canReassign: false,
        refundDecisions: [],
        canMarkCashRefundSent: false,
        retryRefundIds: [],
      },
    });
    let current = detail();
    const { requests } = renderAt(`/admin/orders/${ORDER_ID}`, {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ({ body: current }),
      [`POST /api/admin/orders/${ORDER_ID}/cancel`]: () => {
        current = cancelled;
        return { body: cancelled };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Order DN-2611-000123' })).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('Waiting for an answer', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('History')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Give a reason of at least 5 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'Customer asked on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled: Customer asked on the phone')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Customer asked on the phone',
    });
    expect(screen.getByText('Nothing to do: this order is settled.')).toBeInTheDocument();
  });

  it('shows a refund the gateway failed with its reason, and sends it again with a reason', async () => {
    const user = userEvent.setup();
    const refundId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';
    const failedRefund = {
      id: refundId,
      kind: 'full' as const,
      amountPaise: 25_000,
      reason: 'The payment, returned to the original method',
      status: 'failed' as const,
      providerRefundId: 'rfnd_FgRAHdNOM4ZVbO',
      attempts: 3,
      failureReason: 'Your account does not have enough balance',
      createdAt: '2026-11-21T05:00:00.000Z',
      refundedAt: null,
    };
    const payment = {
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      provider: 'razorpay',
      providerOrderId: 'order_FgR9UMzgmKDJRi',
      providerPaymentId: 'pay_FgR9UMzgmKDJRi',
      amountPaise: 25_000,
      status: 'refund_pending',
      methodDetail: 'card',
      failureReason: null,
      createdAt: '2026-11-21T04:15:00.000Z',
      updatedAt: '2026-11-21T05:00:00.000Z',
    };
    const actions = { canCancel: false, canReassign: false, refundDecisions: [], canMarkCashRefundSent: false };
    let current = detail({
      payments: [{ ...payment, refunds: [failedRefund] }],
      actions: { ...actions, retryRefundIds: [refundId] },
    });
    const { requests } = renderAt(`/admin/orders/${ORDER_ID}`, {
      [`GET /api/admin/orders/${ORDER_ID}`]: () => ({ body: current }),
      [`POST /api/admin/orders/${ORDER_ID}/refunds/${refundId}/retry`]: () => {
        current = detail({
          payments: [{ ...payment, refunds: [{ ...failedRefund, status: 'retrying' }] }],
          actions: { ...actions, retryRefundIds: [] },
        });
        return { body: current };
      },
    });
    expect(await screen.findByText('Failed: needs an administrator')).toBeInTheDocument();
    expect(screen.getByText(/last failure:/)).toHaveTextContent(
      '3 attempts · rfnd_FgRAHdNOM4ZVbO · last failure: Your account does not have enough balance',
    );
    expect(screen.getByText(/refund failed after 3 attempts/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send refund again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the ₹250 refund again' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Balance topped up');
    await user.click(within(dialog).getByRole('button', { name: 'Send refund again' }));
    expect(await screen.findByText('Failed, being sent again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send refund again' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ reason: 'Balance topped up' });
  });

  it('moves the order to a pharmacy that has every item, the others not choosable', async () => {
    const user = userEvent.setup();
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const { requests } = renderAt(`/admin/orders/${ORDER_ID}`, {
      [`GET /api/admin/orders/${ORDER_ID}`]: { body: detail() },
      [`GET /api/admin/orders/${ORDER_ID}/reassign-candidates`]: {
        body: {
          stores: [
            {
              storeId: other,
              name: 'Richmond Town Pharmacy',
              city: 'Bengaluru',
              distanceKm: 1.1,
              hasEveryItem: true,
              keepsExpress: true,
            },
            {
              storeId: STORE_ID,
              name: 'Empty Shelves',
              city: 'Bengaluru',
              distanceKm: 2,
              hasEveryItem: false,
              keepsExpress: true,
            },
          ],
        },
      },
      [`POST /api/admin/orders/${ORDER_ID}/reassign`]: { body: detail({ storeName: 'Richmond Town Pharmacy' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Move to another pharmacy' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('radio', { name: /Empty Shelves/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Richmond Town Pharmacy/ }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Power cut at the first pharmacy');
    await user.click(within(dialog).getByRole('button', { name: 'Move order' }));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
        storeId: other,
        reason: 'Power cut at the first pharmacy',
      }),
    );
  });
});
