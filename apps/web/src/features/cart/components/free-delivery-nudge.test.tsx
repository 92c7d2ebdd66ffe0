import { FREE_DELIVERY_FROM_PAISE } from '@dawanow/shared/orders/delivery-options';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID, testOffer, testProduct } from '@/components/catalog/test-products';
import { testLine, testQuote } from '@/components/orders/test-quote';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { FreeDeliveryNudge } from './free-delivery-nudge';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;

const ORS = testProduct({
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  slug: 'electral-powder',
  name: 'Electral Powder',
  offer: testOffer({ pricePaise: 21_00 }),
});
const VITAMIN = testProduct({
  id: '2c3d4e5f-6071-4829-93a4-b5c6d7e8f901',
  slug: 'becosules-capsule',
  name: 'Becosules Capsule',
  offer: testOffer({ pricePaise: 45_00 }),
});
const AZEE = testProduct({
  id: '3d4e5f60-7182-4930-a4b5-c6d7e8f90123',
  slug: 'azee-500-tablet',
  name: 'Azee 500 Tablet',
  schedule: 'H',
  rxRequired: true,
});
const SOLD_OUT = testProduct({
  id: '4e5f6071-8293-4a41-b5c6-d7e8f9012345',
  slug: 'sold-out-syrup',
  name: 'Sold Out Syrup',
  offer: testOffer({ stockState: 'out_of_stock', maxQuantity: 0 }),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubPopular() {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    return Response.json({ products: [VITAMIN, AZEE, SOLD_OUT, ORS] });
  });
  return requests;
}

/** A standard-delivery bill for one line of `itemsPaise`. */
function billFor(itemsPaise: number, deliveryMode: 'standard' | 'express' = 'standard') {
  return testQuote([testLine({ quantity: 1, unitPricePaise: itemsPaise, lineTotalPaise: itemsPaise })], {
    deliveryMode,
  }).bill;
}

function renderNudge(itemsPaise: number, deliveryMode: 'standard' | 'express' = 'standard') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={store}>
        <MemoryRouter>
          <FreeDeliveryNudge bill={billFor(itemsPaise, deliveryMode)} deliveryMode={deliveryMode} />
        </MemoryRouter>
      </SelectedStoreProvider>
    </QueryClientProvider>,
  );
}

describe('FreeDeliveryNudge', () => {
  it('says how much more is needed and offers the store’s OTC products in stock, cheapest first', async () => {
    const requests = stubPopular();
    renderNudge(FREE_DELIVERY_FROM_PAISE - 40_00);
    expect(await screen.findByRole('heading', { name: 'Add ₹40 more for free delivery' })).toBeInTheDocument();
    const row = await screen.findByRole('list', { name: 'Add to reach free delivery' });
    const names = within(row)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['Electral Powder', 'Becosules Capsule']);
    expect(requests[0]).toBe(`/api/products/popular?limit=24&storeId=${TEST_STORE_ID}`);
  });

  it('adds a suggestion with its stepper', async () => {
    stubPopular();
    renderNudge(FREE_DELIVERY_FROM_PAISE - 40_00);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Becosules Capsule' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Becosules Capsule in cart' })).toHaveTextContent('1 in cart'),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      { medicine_id: VITAMIN.id, price: 45_00, quantity: 1 },
    ]);
  });

  it('is not shown once delivery is free, nor for express, which always has its fee', () => {
    const requests = stubPopular();
    const { unmount } = renderNudge(FREE_DELIVERY_FROM_PAISE);
    expect(screen.queryByRole('heading', { name: /for free delivery/ })).toBeNull();
    unmount();
    renderNudge(100_00, 'express');
    expect(screen.queryByRole('heading', { name: /for free delivery/ })).toBeNull();
    expect(requests).toEqual([]);
  });
});
