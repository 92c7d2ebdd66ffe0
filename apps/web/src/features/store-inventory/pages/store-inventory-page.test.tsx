import { storeInventoryApi } from '@dawanow/shared/api/store-inventory';
import { type TInventoryItem, type TInventoryQuery, ZInventoryQuery } from '@dawanow/shared/inventory';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { apiUrl } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { TEST_STORE_ID, testStoreMember } from '@/lib/test-store-member';
import { StoreInventoryPage } from './store-inventory-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PRODUCT_ID = '0c9a8e64-5b7d-4c1e-9f2a-3b4c5d6e7f80';

const item: TInventoryItem = {
  productId: PRODUCT_ID,
  sku: 'seed:dolo-650-tablet',
  slug: 'dolo-650-tablet',
  name: 'Dolo 650 Tablet',
  packLabel: 'strip of 15 tablets',
  manufacturer: 'Micro Labs Ltd',
  compositionLabel: 'Paracetamol 650 mg',
  category: { slug: 'fever', name: 'Fever' },
  schedule: 'OTC',
  rxRequired: false,
  mrpPaise: 3360,
  pricePaise: 3000,
  isInStock: true,
  lowStockThreshold: 10,
  sellableUnits: 4,
  totalUnits: 10,
  nearExpiryUnits: 6,
  expiredUnits: 0,
  nearestExpiry: '2027-01-31',
  batchCount: 2,
  state: 'low',
};

const listUrl = (query: TInventoryQuery = {}) =>
  apiUrl(storeInventoryApi.list, { params: { storeId: TEST_STORE_ID }, query: ZInventoryQuery.parse(query) });
const page = (items: TInventoryItem[]) => ({ body: { items, total: items.length, page: 1, pageSize: 25 } });

function renderPage(path = '/store/inventory') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <StoreInventoryPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreInventoryPage', () => {
  it('shows staff their stock with what is on sale and expiring, but not the price editor or the stock file import', async () => {
    stubOrdersApi(
      { 'GET /api/me': { body: testStoreMember('store_staff') }, [`GET ${listUrl()}`]: page([item]) },
      vi.stubGlobal,
    );
    renderPage();
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(within(products).getByText('4 of 10 units on sale')).toBeInTheDocument();
    expect(within(products).getByText('Low stock')).toBeInTheDocument();
    expect(within(products).getByText('6 within 3 months, not sold')).toBeInTheDocument();
    expect(within(products).getByText('₹30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change it/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/stores/${TEST_STORE_ID}/inventory/export`,
    );
  });

  it('lets a manager change a price in place, sending it in paise', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_manager') },
        [`GET ${listUrl()}`]: page([item]),
        [`PUT /api/stores/${TEST_STORE_ID}/inventory/${PRODUCT_ID}/price`]: { body: { ...item, pricePaise: 3150 } },
      },
      vi.stubGlobal,
    );
    renderPage();
    const products = await screen.findByRole('list', { name: 'Products' });
    await userEvent.click(within(products).getByRole('button', { name: /Price of Dolo 650 Tablet: ₹30. Change it/ }));
    const field = within(products).getByRole('textbox', { name: /New price of Dolo 650 Tablet/ });
    await userEvent.clear(field);
    await userEvent.type(field, '31,5');
    await userEvent.click(within(products).getByRole('button', { name: 'Save' }));
    expect(within(products).getByRole('alert')).toHaveTextContent('Enter the amount in rupees, e.g. 45.50');
    await userEvent.clear(field);
    await userEvent.type(field, '31.50');
    await userEvent.click(within(products).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dolo 650 Tablet now sells at ₹31.50')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ pricePaise: 3150 });
  });

  it('opens the filter a dashboard link names, and says so when nothing matches', async () => {
    stubOrdersApi(
      {
        'GET /api/me': { body: testStoreMember('store_staff') },
        [`GET ${listUrl({ filter: 'near-expiry' })}`]: page([]),
      },
      vi.stubGlobal,
    );
    renderPage('/store/inventory?filter=near-expiry');
    expect(await screen.findByText('No products match. Try another search or filter.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expiring within 3 months' })).toHaveAttribute('aria-pressed', 'true');
  });
});
