import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID, testOffer, testProductDetail, testSubstitute } from '@/components/catalog/test-products';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { ProductPage } from './product-page';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers product requests: `answer` gets the ref and storeId and returns a body (or a status for errors). */
function stubProductApi(answer: (ref: string, storeId: string | null) => unknown) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    const url = new URL(input, 'http://localhost');
    const ref = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const body = answer(ref, url.searchParams.get('storeId'));
    if (typeof body === 'number') {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Product not found' } }, { status: body });
    }
    return Response.json(body);
  });
  return requests;
}

function renderProduct(path: string, selected: TStoreSummary | null = store) {
  const router = createMemoryRouter(
    [
      { path: '/product/:id', element: <ProductPage /> },
      { path: '/medicines/:id', element: <ProductPage /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={selected}>
        <RouterProvider router={router} />
      </SelectedStoreProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('ProductPage', () => {
  it('shows the medicine with the store price, discount, stock and information', async () => {
    const requests = stubProductApi(() => testProductDetail());
    renderProduct('/product/dolo-650-tablet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(requests[0]).toBe(`/api/products/dolo-650-tablet?storeId=${TEST_STORE_ID}`);
    expect(screen.getByText('Paracetamol 650 mg')).toBeInTheDocument();
    expect(screen.getByText('₹27.45')).toBeInTheDocument();
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText(/HSN 3004 · GST 5%/)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Fever & Headache' })).toHaveAttribute(
      'href',
      '/medicines?category=fever-headache',
    );
    expect(screen.getByText('Side effects')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dolo 650 Tablet | DawaNow'));
  });

  it('lists substitutes cheapest per unit first with what each saves per tablet', async () => {
    stubProductApi(() =>
      testProductDetail({
        substitutes: [
          testSubstitute({
            id: crypto.randomUUID(),
            name: 'Pacimol 650 Tablet',
            unitPricePaise: 250,
            savingPerUnitPaise: -67,
          }),
          testSubstitute(),
        ],
      }),
    );
    renderProduct('/medicines/dolo-650-tablet');
    const section = (await screen.findByRole('heading', { name: 'Substitutes' })).closest('section') as HTMLElement;
    const rows = within(section).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Calpol 650 Tablet' })).toHaveAttribute(
      'href',
      '/product/calpol-650-tablet',
    );
    expect(rows[0]).toHaveTextContent('Save ₹0.83 per tablet');
    expect(rows[1]).toHaveTextContent('₹0.67 more per tablet');
  });

  it('marks a Schedule H medicine as needing a prescription with the schedule’s caution', async () => {
    stubProductApi(() =>
      testProductDetail({
        schedule: 'H',
        rxRequired: true,
        scheduleNotice:
          'Schedule H drug: to be sold by retail on the prescription of a Registered Medical Practitioner only.',
      }),
    );
    renderProduct('/product/dolo-650-tablet');
    expect(await screen.findByText('Rx required')).toBeInTheDocument();
    expect(screen.getByText(/Schedule H drug: to be sold by retail/)).toBeInTheDocument();
  });

  it('adds a pack, then the stepper adds more up to the stock and takes them out again', async () => {
    stubProductApi(() => testProductDetail({ offer: testOffer({ stockState: 'low_stock', maxQuantity: 2 }) }));
    renderProduct('/product/dolo-650-tablet');
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' }));
    const more = await screen.findByRole('button', { name: 'Add one more Dolo 650 Tablet' });
    expect(more).toHaveFocus();
    await userEvent.click(more);
    const stepper = screen.getByRole('group', { name: 'Dolo 650 Tablet in cart' });
    // The cart announces changes at most every 300 ms (SPEC §4), so the count follows a moment later.
    await waitFor(() => expect(within(stepper).getByRole('status')).toHaveTextContent('2 in cart'));
    expect(more).toBeDisabled();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      { medicine_id: testProductDetail().id, price: 2745, quantity: 2 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Dolo 650 Tablet' }));
    await waitFor(() => expect(within(stepper).getByRole('status')).toHaveTextContent('1 in cart'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Dolo 650 Tablet' }));
    expect(await screen.findByRole('button', { name: 'Add to cart: Dolo 650 Tablet' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([]);
  });

  it('without a delivery location shows the MRP and asks for one', async () => {
    const requests = stubProductApi(() => testProductDetail({ offer: null }));
    renderProduct('/product/dolo-650-tablet', null);
    expect(await screen.findByText('Select a delivery location to see price and stock.')).toBeInTheDocument();
    expect(requests[0]).toBe('/api/products/dolo-650-tablet');
    expect(screen.getByRole('link', { name: 'Choose delivery location' })).toHaveAttribute('href', '/stores');
    expect(screen.queryByRole('button', { name: /add to cart/i })).toBeNull();
  });

  it('says out of stock at the selected store', async () => {
    stubProductApi(() => testProductDetail({ offer: testOffer({ stockState: 'out_of_stock', maxQuantity: 0 }) }));
    renderProduct('/product/dolo-650-tablet');
    expect(await screen.findByText('Out of stock at Brigade Road Medicals')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('shows the not-found screen for an unknown product without asking twice', async () => {
    const requests = stubProductApi(() => 404);
    renderProduct('/product/no-such-medicine');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('shows the not-found screen for an address that cannot be a product', async () => {
    const requests = stubProductApi(() => testProductDetail());
    renderProduct('/product/Not%20A%20Slug');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('ProductPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('speaks Hindi around the medicine, whose name, salts and pack stay as they are', async () => {
    await act(() => switchLanguage('hi'));
    stubProductApi(() =>
      testProductDetail({
        schedule: 'H',
        rxRequired: true,
        scheduleNotice:
          'Schedule H drug: to be sold by retail on the prescription of a Registered Medical Practitioner only.',
        substitutes: [testSubstitute()],
      }),
    );
    renderProduct('/product/dolo-650-tablet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByText('Paracetamol 650 mg')).toBeInTheDocument();
    expect(screen.getByText('पर्चा ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText(/शेड्यूल H दवा/)).toBeInTheDocument();
    expect(screen.getByText('10% छूट')).toBeInTheDocument();
    expect(screen.getByText('स्टॉक में है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में जोड़ें: Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रिफ़ंड पॉलिसी' })).toHaveAttribute('href', '/refund-policy');
    expect(screen.getByRole('heading', { name: 'विकल्प' })).toBeInTheDocument();
    expect(screen.getByText('₹1 प्रति टैबलेट')).toBeInTheDocument();
  });
});
