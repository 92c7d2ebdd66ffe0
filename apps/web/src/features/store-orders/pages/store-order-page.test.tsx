import type { TMe } from '@dawanow/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testStoreOrder, testStoreOrderSummary } from '@/components/orders/test-orders';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { createQueryClient } from '@/lib/query-client';
import { StoreOrderPage } from './store-order-page';
import { StoreOrdersPage } from './store-orders-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = testStoreOrder().store.id;
const ORDER_ID = testStoreOrder().id;
const ORDER_PATH = `/api/stores/${STORE_ID}/orders/${ORDER_ID}`;

const storeOwner: TMe = {
  user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
  profile: { firstName: 'Kavya', lastName: 'Reddy', phone: '+919845033333', language: null },
  role: 'store_admin',
  platformRole: 'customer',
  hasStoreAccess: true,
  stores: [{ storeId: STORE_ID, storeName: 'Apollo Pharmacy MG Road', role: 'store_admin' }],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};

function renderStorePanel(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/orders" element={<StoreOrdersPage />} />
          <Route path="/store/orders/:orderId" element={<StoreOrderPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreOrdersPage', () => {
  it('lists incoming orders with their acceptance timer and accepts one', async () => {
    const offer = testStoreOrderSummary({ offerExpiresAt: new Date(Date.now() + 150_000).toISOString() });
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: storeOwner },
        [`GET /api/stores/${STORE_ID}/orders?view=incoming&page=1`]: {
          body: { orders: [offer], total: 1, page: 1, pageSize: 20 },
        },
        [`POST ${ORDER_PATH}/accept`]: { body: testStoreOrder({ status: 'processing', statusLabel: 'Processing' }) },
      },
      vi.stubGlobal,
    );
    renderStorePanel('/store/orders');
    const card = await screen.findByRole('listitem', { name: `Order ${offer.number}` });
    expect(within(card).getByText(/Accept within/)).toHaveTextContent(/Accept within 2:(29|30)/);
    expect(card).toHaveTextContent('₹115 · 1 item · Standard · Cash on delivery');

    await userEvent.click(within(card).getByRole('button', { name: `Accept order ${offer.number}` }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'POST', path: `${ORDER_PATH}/accept`, body: {} }));
    // The list is read again so the accepted order moves to Active.
    await waitFor(() => expect(requests.filter((request) => request.path.includes('view=incoming'))).toHaveLength(2));
  });
});

describe('StoreOrderPage', () => {
  it('asks for the delivery code and shows the server’s answer to a wrong one', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: storeOwner },
        [`GET ${ORDER_PATH}`]: {
          body: testStoreOrder({ status: 'out_for_delivery', statusLabel: 'Out for delivery' }),
        },
        [`POST ${ORDER_PATH}/deliver`]: (body) =>
          (body as { otp: string }).otp === '4821'
            ? { body: testStoreOrder({ status: 'delivered', statusLabel: 'Delivered' }) }
            : { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'That delivery code is wrong' } } },
      },
      vi.stubGlobal,
    );
    renderStorePanel(`/store/orders/${ORDER_ID}`);
    expect(await screen.findByText('Asha Menon')).toBeInTheDocument();
    expect(screen.getByText('DL24117')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mark delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm delivery' });
    const code = within(dialog).getByLabelText('Delivery code');
    await userEvent.type(code, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(within(dialog).getByText('The delivery code is 4 digits')).toBeInTheDocument();

    await userEvent.type(code, '34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await within(dialog).findByText('That delivery code is wrong')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '4821');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivery' }));
    expect(await screen.findByText('Delivered', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { otp: '1234' },
      { otp: '4821' },
    ]);
  });

  it('moves a processing order on with one button per step', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: storeOwner },
        [`GET ${ORDER_PATH}`]: {
          body: testStoreOrder({
            status: 'processing',
            statusLabel: 'Processing',
            fulfilmentDueAt: new Date(Date.now() + 600_000).toISOString(),
          }),
        },
        [`POST ${ORDER_PATH}/status`]: { body: testStoreOrder({ status: 'packed', statusLabel: 'Packed' }) },
      },
      vi.stubGlobal,
    );
    renderStorePanel(`/store/orders/${ORDER_ID}`);
    expect(await screen.findByText(/Hand over within/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ status: 'packed' });
  });

  it('says when the pharmacist has asked the customer for a clearer prescription', async () => {
    stubOrdersApi(
      {
        'GET /api/me': { body: storeOwner },
        [`GET ${ORDER_PATH}`]: {
          body: testStoreOrder({ rxRequired: true, prescriptionStatus: 'clarification_requested' }),
        },
      },
      vi.stubGlobal,
    );
    renderStorePanel(`/store/orders/${ORDER_ID}`);
    expect(
      await screen.findByText('Clearer copy asked for: wait for the customer’s new upload before packing the Rx items'),
    ).toBeInTheDocument();
  });
});

describe('sending an order out for delivery', () => {
  it('names the delivery person from the team (the member sending it first), checks the number and records both', async () => {
    const out = testStoreOrder({
      status: 'out_for_delivery',
      statusLabel: 'Out for delivery',
      courier: {
        name: 'Ravi Kumar',
        phone: '+919845012345',
        memberUserId: 'u2',
        dispatchedAt: new Date().toISOString(),
      },
    });
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: storeOwner },
        [`GET ${ORDER_PATH}`]: { body: testStoreOrder({ status: 'packed', statusLabel: 'Packed' }) },
        [`GET /api/stores/${STORE_ID}/delivery-team`]: {
          body: {
            members: [
              { userId: 'u1', name: 'Kavya Reddy', phone: '+919845033333' },
              { userId: 'u2', name: 'Ravi Kumar', phone: null },
            ],
          },
        },
        [`POST ${ORDER_PATH}/status`]: { body: out },
      },
      vi.stubGlobal,
    );
    renderStorePanel(`/store/orders/${ORDER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Out for delivery' }));
    const dialog = screen.getByRole('dialog', { name: 'Who is delivering?' });
    const person = await within(dialog).findByLabelText('Delivery person');
    expect(person).toHaveDisplayValue('Kavya Reddy (you)');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('+919845033333');

    await userEvent.selectOptions(person, 'u2');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ravi Kumar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send out for delivery' }));
    expect(within(dialog).getByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '98450 12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send out for delivery' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: `${ORDER_PATH}/status`,
        body: {
          status: 'out_for_delivery',
          courier: { name: 'Ravi Kumar', phone: '+919845012345', memberUserId: 'u2' },
        },
      }),
    );
    expect(await screen.findByText('Delivering: Ravi Kumar')).toBeInTheDocument();
    // Someone else is delivering: this phone has nothing to share
    expect(screen.queryByRole('button', { name: 'Share my location' })).not.toBeInTheDocument();
  });
});
