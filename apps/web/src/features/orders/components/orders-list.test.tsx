import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testOrder, testOrderSummary } from '@/components/orders/test-orders';
import { readCart } from '@/lib/cart-store';
import { createQueryClient } from '@/lib/query-client';
import { OrdersList } from './orders-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const order = testOrder({ status: 'delivered', statusLabel: 'Delivered', canCancel: false });
const summary = testOrderSummary({ status: 'delivered', statusLabel: 'Delivered', canCancel: false });
const { id, number } = summary;

function renderList(path = '/profile/orders') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile/orders" element={<OrdersList />} />
          <Route path="/cart" element={<h1>Your cart</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrdersList', () => {
  it('shows each order with its date in India, status, total, items and store, and pages through them', async () => {
    stubOrdersApi(
      { 'GET /api/orders?page=2': { body: { orders: [summary], total: 25, page: 2, pageSize: 20 } } },
      vi.stubGlobal,
    );
    renderList('/profile/orders?page=2');
    const row = await screen.findByRole('listitem', { name: `Order ${number}` });
    // 04:15 UTC is 9:45 am in India
    expect(row).toHaveTextContent('21 Nov 2026, 9:45 am');
    expect(row).toHaveTextContent('Delivered');
    expect(row).toHaveTextContent('₹115');
    expect(row).toHaveTextContent('Dolo 650 Tablet');
    expect(row).toHaveTextContent('Apollo Pharmacy MG Road');
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute('href', `/orders/${id}`);
    // The first item's pack, drawn (order lines keep no photo); decorative beside the names.
    expect(row.querySelector('img[src^="data:image/svg+xml"]')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/profile/orders');
  });

  it('offers Track on an order on its way, and not on a delivered one', async () => {
    const onItsWay = testOrderSummary({
      id: crypto.randomUUID(),
      number: 'DN-2611-000777',
      status: 'out_for_delivery',
    });
    stubOrdersApi(
      { 'GET /api/orders?page=1': { body: { orders: [onItsWay, summary], total: 2, page: 1, pageSize: 20 } } },
      vi.stubGlobal,
    );
    renderList();
    expect(await screen.findByRole('link', { name: 'Track order DN-2611-000777' })).toHaveAttribute(
      'href',
      `/orders/${onItsWay.id}`,
    );
    expect(screen.queryByRole('link', { name: `Track order ${number}` })).not.toBeInTheDocument();
  });

  it('puts an old order’s items back in the cart at the price paid and opens the cart', async () => {
    stubOrdersApi(
      {
        'GET /api/orders?page=1': { body: { orders: [summary], total: 1, page: 1, pageSize: 20 } },
        [`GET /api/orders/${id}`]: { body: order },
      },
      vi.stubGlobal,
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: `Reorder ${number}` }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(readCart()).toEqual([{ medicine_id: order.items[0]?.productId, price: 30_00, quantity: 3 }]);
  });

  it('invites a new customer to browse when there are no orders', async () => {
    stubOrdersApi(
      { 'GET /api/orders?page=1': { body: { orders: [], total: 0, page: 1, pageSize: 20 } } },
      vi.stubGlobal,
    );
    renderList();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse medicines' })).toHaveAttribute('href', '/medicines');
  });
});
