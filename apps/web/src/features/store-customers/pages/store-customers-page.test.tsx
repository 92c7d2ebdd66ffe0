import { storeCustomersApi } from '@dawanow/shared/api/store-customers';
import type { TStoreCustomerList, TStoreCustomersQuery } from '@dawanow/shared/store-customers';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { apiUrl } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { TEST_STORE_ID, testStoreMember } from '@/lib/test-store-member';
import { StoreCustomerPage } from './store-customer-page';
import { StoreCustomersPage } from './store-customers-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = TEST_STORE_ID;
const ASHA = '0b7e1f52-8d4a-4c1e-9a57-2c7f1f3b9d10';
const ORDER_ID = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const asha = {
  id: ASHA,
  name: 'Asha Menon',
  maskedPhone: '+91 98••• ••111',
  orders: 3,
  lastOrderAt: '2026-11-24T20:00:00.000Z',
  totalSpentPaise: 1_25_050,
};
const list = (customers: TStoreCustomerList['customers']): TStoreCustomerList => ({
  customers,
  total: customers.length,
  page: 1,
  pageSize: 20,
});
const listPath = (query: TStoreCustomersQuery) =>
  `GET ${apiUrl(storeCustomersApi.list, { params: { storeId: STORE_ID }, query })}`;

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/customers" element={<StoreCustomersPage />} />
          <Route path="/store/customers/:customerId" element={<StoreCustomerPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreCustomersPage', () => {
  it('lists customers with the phone masked and spend in rupees, and searches by the last digits', async () => {
    const first = { q: undefined, sort: 'lastOrder', direction: 'desc', page: 1 } as const;
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_manager') },
        [listPath(first)]: { body: list([asha]) },
        [listPath({ ...first, q: '1111' })]: { body: list([asha]) },
        [listPath({ ...first, q: 'zz' })]: { body: list([]) },
      },
      vi.stubGlobal,
    );
    renderAt('/store/customers');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /Asha Menon/ });
    expect(row).toHaveTextContent('+91 98••• ••111');
    expect(row).toHaveTextContent('₹1,250.50');
    expect(row).toHaveTextContent('25 November 2026');
    expect(within(table).getByRole('link', { name: 'Asha Menon' })).toHaveAttribute('href', `/store/customers/${ASHA}`);

    const search = screen.getByLabelText('Search by name or last 4 digits of the phone');
    await userEvent.type(search, '1111{Enter}');
    await screen.findByText('1 customer');
    expect(requests.map((request) => request.path)).toContain(listPath({ ...first, q: '1111' }).slice(4));
    await userEvent.clear(search);
    await userEvent.type(search, 'zz{Enter}');
    expect(await screen.findByText('No customer matches “zz”.')).toBeInTheDocument();
  });

  it('tells staff who can see customers, without asking the server', async () => {
    const requests = stubOrdersApi({ 'GET /api/me': { body: testStoreMember('store_staff') } }, vi.stubGlobal);
    renderAt('/store/customers');
    expect(
      await screen.findByText("Only the store's owner, admins and managers can see its customers."),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('/customers'))).toBe(false);
  });
});

describe('StoreCustomerPage', () => {
  it("lists the customer's orders here, each linking to the store's order page", async () => {
    stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_admin') },
        [`GET /api/stores/${STORE_ID}/customers/${ASHA}`]: {
          body: {
            customer: asha,
            orders: [
              {
                id: ORDER_ID,
                number: 'DN-2611-000042',
                status: 'delivered',
                placedAt: '2026-11-24T20:00:00.000Z',
                totalPaise: 54_000,
                items: 2,
              },
            ],
          },
        },
      },
      vi.stubGlobal,
    );
    renderAt(`/store/customers/${ASHA}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Menon' }, { timeout: 5000 })).toBeInTheDocument();
    const order = screen.getByRole('link', { name: 'Order DN-2611-000042' });
    expect(order).toHaveAttribute('href', `/store/orders/${ORDER_ID}`);
    expect(order).toHaveTextContent('₹540');
    expect(order).toHaveTextContent('Delivered');
  });

  it('says so when the person has no orders at this store', async () => {
    stubOrdersApi({ 'GET /api/me': { body: testStoreMember('store_admin') } }, vi.stubGlobal);
    renderAt(`/store/customers/${ASHA}`);
    expect(
      await screen.findByText('This person has no orders at your store.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
