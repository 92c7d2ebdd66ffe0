import type { TRefillReminder } from '@dawanow/shared/refill-reminders';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '@/lib/cart-store';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { RefillPage } from './refill-page';

const REMINDER_ID = '7d3f6f5e-1c1a-4c55-9a3e-2a6f1f0d9b01';
const ORDER_STORE = { id: '0b6c7c2e-4f0e-4b7e-8a55-1d5e9f1a2b3c', name: 'Indiranagar Medicals' };
const OTHER_STORE = { id: '5a1d2c3b-6e7f-4a8b-9c0d-1e2f3a4b5c6d', name: 'Brigade Road Medicals' };

const reminder: TRefillReminder = {
  id: REMINDER_ID,
  orderId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  orderNumber: 'DN-2611-0042',
  storeId: ORDER_STORE.id,
  storeName: ORDER_STORE.name,
  product: {
    id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Ecosprin 75 Tablet',
    packLabel: 'strip of 14 tablets',
    unitPricePaise: 520,
  },
  quantity: 2,
  dose: { kind: 'units_per_day', unitsPerDay: 1 },
  daysSupply: 28,
  remindOn: '2026-12-20',
  status: 'scheduled',
  createdAt: '2026-11-25T10:00:00+05:30',
  sentAt: null,
};

/** A nearby store as the locator answers it: open, taking orders and delivering to the location unless told */
function nearby(store: { id: string; name: string }, overrides: Partial<TStoreSummary> = {}): TStoreSummary {
  return {
    ...store,
    status: 'active',
    is_accepting_orders: true,
    is_open_now: true,
    closure: null,
    is_serviceable: true,
    ...overrides,
  } as TStoreSummary;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderRefill(selected: TStoreSummary | null, nearbyStores: TStoreSummary[]) {
  vi.stubGlobal('fetch', async () => Response.json({ reminders: [reminder] }));
  const select = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/refills/:reminderId', element: <RefillPage /> },
      { path: '/cart', element: <h1>Cart</h1> },
    ],
    { initialEntries: [`/refills/${REMINDER_ID}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={selected} choice={{ nearby: nearbyStores, select }}>
        <RouterProvider router={router} />
      </SelectedStoreProvider>
    </QueryClientProvider>,
  );
  return { select };
}

describe('RefillPage', () => {
  it('reorders at the store of the order in one tap, switching the cart back to it when it delivers here', async () => {
    const { select } = renderRefill(nearby(OTHER_STORE), [nearby(OTHER_STORE), nearby(ORDER_STORE)]);
    expect(await screen.findByText(/Reordering sets it back to Indiranagar Medicals/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart from Indiranagar Medicals' }));
    expect(select).toHaveBeenCalledWith(expect.objectContaining({ id: ORDER_STORE.id }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeVisible();
    expect(readCart()).toEqual([{ medicine_id: reminder.product.id, price: 520, quantity: 2 }]);
  });

  it('keeps the cart at its store when the order’s store cannot take the order here, and says why', async () => {
    const { select } = renderRefill(nearby(OTHER_STORE), [
      nearby(OTHER_STORE),
      nearby(ORDER_STORE, { is_accepting_orders: false }),
    ]);
    expect(await screen.findByText(/Indiranagar Medicals cannot take this order/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a pharmacy' })).toHaveAttribute('href', '/stores');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(select).not.toHaveBeenCalled();
    expect(readCart()).toEqual([{ medicine_id: reminder.product.id, price: 520, quantity: 2 }]);
  });

  it('says nothing about stores when the cart is already at the order’s store', async () => {
    renderRefill(nearby(ORDER_STORE), [nearby(ORDER_STORE)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refill your medicine' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(screen.queryByText(/cannot take this order|sets it back/)).not.toBeInTheDocument();
  });
});
