import type { TQuote, TQuotedLine } from '@dawanow/shared/orders/customer';
import type { TQuoteBlocker } from '@dawanow/shared/orders/quote-blockers';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID } from '@/components/catalog/test-products';
import { AZEE_ID, DOLO_ID, testLine, testQuote } from '@/components/orders/test-quote';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { CartPage } from './cart-page';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals', distance_km: 1.2 } as TStoreSummary;

type TQuoteRequest = {
  storeId: string;
  items: { medicine_id: string; price: number; quantity: number }[];
  deliveryMode: string;
};

/** Answers POST /api/cart/quote with `answer(request)`; a number answers with that error status. */
function stubQuoteApi(answer: (request: TQuoteRequest) => TQuote | number) {
  const requests: TQuoteRequest[] = [];
  vi.stubGlobal('fetch', async (_input: string, init: RequestInit) => {
    const request = JSON.parse(String(init.body)) as TQuoteRequest;
    requests.push(request);
    const body = answer(request);
    if (typeof body === 'number') {
      return Response.json({ error: { code: 'INTERNAL', message: 'The server fell over.' } }, { status: body });
    }
    return Response.json(body);
  });
  return requests;
}

/** The store takes orders of ₹100 or more */
function belowMinimum(shortfallPaise: number): TQuoteBlocker {
  return {
    code: 'below_min_order',
    values: { store: 'Brigade Road Medicals', shortfallPaise, minOrderPaise: 100_00 },
  };
}

function storeCart(items: { medicine_id: string; price: number; quantity: number }[]) {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
}

function storedCart() {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]');
}

function renderCart(path = '/cart', selected: TStoreSummary | null = store) {
  const router = createMemoryRouter(
    [
      { path: '/cart', element: <CartPage /> },
      { path: '/checkout', element: <p>Checkout screen</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={selected}>
        <RouterProvider router={router} />
      </SelectedStoreProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  sessionStorage.setItem(STORAGE_KEYS.coordinates, JSON.stringify({ latitude: 12.9756, longitude: 77.6066 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CartPage', () => {
  it('re-prices the cart at the selected store and shows each line and the bill', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const requests = stubQuoteApi(() => testQuote([testLine()]));
    renderCart();
    const line = await screen.findByRole('listitem', { name: 'Dolo 650 Tablet' });
    expect(requests[0]).toEqual({
      storeId: TEST_STORE_ID,
      items: [{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }],
      deliveryMode: 'standard',
      latitude: 12.9756,
      longitude: 77.6066,
    });
    expect(within(line).getByRole('link', { name: 'Dolo 650 Tablet' })).toHaveAttribute(
      'href',
      '/product/dolo-650-tablet',
    );
    expect(within(line).getByText('₹54.90')).toBeInTheDocument();
    expect(within(line).getByText('₹61').closest('s')).not.toBeNull();
    const bill = screen.getByRole('complementary', { name: 'Bill' });
    expect(within(bill).getByText('MRP total').nextSibling).toHaveTextContent('₹61');
    expect(within(bill).getByText('Discount').nextSibling).toHaveTextContent('−₹6.10');
    expect(within(bill).getByText('Delivery fee').nextSibling).toHaveTextContent('₹25');
    expect(within(bill).getByText('Total').nextSibling).toHaveTextContent('₹79.90');
    expect(within(bill).getByText(/Add ₹444.10 more for free standard delivery/)).toBeInTheDocument();
  });

  it('fixes a changed price with one click and only then opens checkout', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 100, quantity: 2 }]);
    stubQuoteApi(({ items }) =>
      testQuote([items[0]?.price === 2745 ? testLine() : testLine({ cartPricePaise: 100, problem: 'price_changed' })]),
    );
    renderCart();
    expect(await screen.findByText('Price changed from ₹1 to ₹27.45.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept new price ₹27.45' }));
    expect(storedCart()).toEqual([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    expect(await screen.findByRole('link', { name: /Proceed to checkout/ })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText('Price changed from ₹1 to ₹27.45.')).toBeNull();
  });

  it('offers to lower a quantity to the stock left and to remove what the store cannot sell', async () => {
    storeCart([
      { medicine_id: DOLO_ID, price: 2745, quantity: 5 },
      { medicine_id: AZEE_ID, price: 11900, quantity: 1 },
    ]);
    stubQuoteApi(({ items }) =>
      testQuote(
        items.map((item) =>
          item.medicine_id === DOLO_ID
            ? testLine({
                quantity: item.quantity,
                availableQuantity: 3,
                problem: item.quantity > 3 ? 'not_enough_stock' : null,
              })
            : testLine({
                medicineId: AZEE_ID,
                product: null,
                unitPricePaise: null,
                availableQuantity: 0,
                problem: 'unavailable',
              }),
        ),
      ),
    );
    renderCart();
    expect(await screen.findByText('Only 3 available at this pharmacy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set to 3' }));
    expect(storedCart()[0]).toEqual({ medicine_id: DOLO_ID, price: 2745, quantity: 3 });
    const gone = screen.getByRole('listitem', { name: 'A medicine no longer on DawaNow' });
    expect(within(gone).getByText('This medicine is no longer sold on DawaNow.')).toBeInTheDocument();
    await userEvent.click(within(gone).getByRole('button', { name: 'Remove' }));
    expect(storedCart()).toEqual([{ medicine_id: DOLO_ID, price: 2745, quantity: 3 }]);
  });

  it('changes quantities and removes lines from the cart', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    stubQuoteApi(({ items }) => testQuote(items.map((item) => testLine({ quantity: item.quantity }))));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'More packs' }));
    expect(storedCart()[0].quantity).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Dolo 650 Tablet from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it("holds checkout until the basket reaches the store's minimum order, saying how much is missing", async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    // The store takes orders of ₹100 or more: 2 packs (₹54.90) fall short, 4 (₹109.80) are enough.
    stubQuoteApi(({ items }) => {
      const quantity = items[0]?.quantity ?? 0;
      const shortfall = Math.max(0, 10_000 - 2745 * quantity);
      return testQuote([testLine({ quantity })], {
        minOrderShortfallPaise: shortfall,
        blockers: shortfall > 0 ? [belowMinimum(shortfall)] : [],
      });
    });
    renderCart();
    expect(
      await screen.findByText('Add ₹45.10 more to order from Brigade Road Medicals (minimum order ₹100).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to checkout' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'More packs' }));
    expect(await screen.findByText(/Add ₹17.65 more/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More packs' }));
    expect(await screen.findByRole('link', { name: /Proceed to checkout/ })).toHaveAttribute('href', '/checkout');
    expect(screen.queryByText(/more to order from/)).toBeNull();
  });

  it('takes express to checkout when the store is close, and explains why it is off when not', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    let isNear = true;
    const requests = stubQuoteApi(({ deliveryMode }) =>
      testQuote([testLine()], { expressAvailable: isNear, deliveryMode: deliveryMode as 'express' }),
    );
    renderCart();
    await userEvent.click(await screen.findByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(requests.at(-1)?.deliveryMode).toBe('express'));
    // The choice is remembered for checkout and every other promise; 1.2 km away: 15 + 3.6 minutes.
    expect(localStorage.getItem(STORAGE_KEYS.deliveryMode)).toBe('"express"');
    expect(screen.getByTestId('delivery-promise')).toHaveTextContent('Delivery in 19 mins · Express from Brigade Road');
    expect(screen.getByRole('radio', { name: /Standard/ })).toHaveAccessibleName(/49 mins/);

    isNear = false;
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 3 }]);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    expect(await screen.findByText('Express is available within 3 km of the store.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Express/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await waitFor(() => expect(requests.at(-1)?.deliveryMode).toBe('standard'));
  });

  it('invites an empty cart to browse and asks for a location without a store', async () => {
    renderCart();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse medicines' })).toHaveAttribute('href', '/medicines');
  });

  it('asks for a delivery location when no store serves the shopper', () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    renderCart('/cart', null);
    expect(screen.getByRole('link', { name: 'Choose delivery location' })).toBeInTheDocument();
  });

  it('shows a failed quote with a retry that recovers', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    let isDown = true;
    stubQuoteApi(() => (isDown ? 500 : testQuote([testLine()])));
    renderCart();
    expect(await screen.findByText(/We could not price your cart/, {}, { timeout: 5000 })).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
  });

  it('clears the cart after confirmation', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    stubQuoteApi(() => testQuote([testLine()]));
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear cart' }));
    expect(storedCart()).toEqual([]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('CartPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows the cart, its fixes and its bill in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    storeCart([{ medicine_id: DOLO_ID, price: 100, quantity: 2 }]);
    stubQuoteApi(() =>
      testQuote([testLine({ cartPricePaise: 100, problem: 'price_changed' })], {
        minOrderShortfallPaise: 45_10,
        blockers: [belowMinimum(45_10)],
      }),
    );
    renderCart();
    expect(await screen.findByText('दाम ₹1 से बदलकर ₹27.45 हो गया है।')).toBeInTheDocument();
    // The server names the blocker and its amounts; the sentence is Hindi, the amounts in rupees
    expect(
      screen.getByText('Brigade Road Medicals से ऑर्डर करने के लिए ₹45.10 का सामान और डालें (कम से कम ₹100 का ऑर्डर)।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपका कार्ट' })).toBeInTheDocument();
    expect(screen.getByText('Brigade Road Medicals से 2 आइटम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नया दाम ₹27.45 मानें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dolo 650 Tablet को कार्ट से हटाएँ' })).toBeInTheDocument();
    const bill = screen.getByRole('complementary', { name: 'बिल' });
    expect(within(bill).getByRole('group', { name: 'डिलीवरी' })).toBeInTheDocument();
    expect(within(bill).getByRole('radio', { name: /एक्सप्रेस/ })).toBeInTheDocument();
    expect(within(bill).getByText(/^फ़्री सामान्य डिलीवरी के लिए ₹[\d.,]+ का सामान और डालें।$/)).toBeInTheDocument();
    expect(within(bill).getByRole('button', { name: 'चेकआउट करें' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'कार्ट खाली करें' })).toBeInTheDocument();
  });

  it('reads a line problem newer than the page as a general sentence in Hindi, with no fix to offer', async () => {
    await act(() => switchLanguage('hi'));
    const cart = [{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }];
    storeCart(cart);
    // A server newer than this page may name a problem the page has neither words nor a fix for
    const newer = { ...testLine(), problem: 'needs_cold_box' } as unknown as TQuotedLine;
    stubQuoteApi(() => testQuote([newer]));
    renderCart();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('यह आइटम इस रूप में ऑर्डर नहीं हो सकता। कृपया एक बार देख लें।');
    expect(within(problem).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/needs_cold_box/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'बिल' })).getByRole('button', { name: 'चेकआउट करें' }),
    ).toBeDisabled();
    expect(storedCart()).toEqual(cart);
  });

  it('invites an empty cart to browse in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    renderCart();
    expect(screen.getByRole('heading', { name: 'आपका कार्ट खाली है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दवाइयाँ देखें' })).toHaveAttribute('href', '/medicines');
    expect(screen.getByRole('link', { name: 'दवाइयाँ खोजें' })).toHaveAttribute('href', '/search');
  });
});
