import type { TPrescriptionQuote } from '@dawanow/shared/prescriptions';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PRODUCT_ID, TEST_STORE_ID, testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { QUOTE_POLL_MS } from '../api';
import { PrescriptionConfirmationPage } from './confirmation-page';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;
const prescription = testStorePrescription({ orders: [] });
const QUOTE_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

function quote(overrides: Partial<TPrescriptionQuote> = {}): TPrescriptionQuote {
  return {
    id: QUOTE_ID,
    prescriptionId: prescription.id,
    storeId: TEST_STORE_ID,
    storeName: store.name,
    status: 'requested',
    items: [],
    requestedAt: '2026-11-21T05:00:00.000Z',
    ...overrides,
  };
}

/** The pharmacy's side: what GET quotes answers, changed by the test as the pharmacist works. */
let quotes: TPrescriptionQuote[] = [];
const quoted = quote({
  status: 'quoted',
  items: [{ productId: TEST_PRODUCT_ID, name: 'Azithral 500 Tablet', quantity: 2, pricePaise: 11950 }],
});

beforeEach(() => {
  quotes = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const base = `/api/prescriptions/${prescription.id}`;
    if (input === base) return Response.json(prescription);
    if (input === `${base}/quotes` && init?.method === 'POST') {
      quotes = [quote()];
      return Response.json(quotes[0], { status: 201 });
    }
    if (input === `${base}/quotes`) return Response.json({ quotes });
    if (input === `/api/prescription-quotes/${QUOTE_ID}/accept`) {
      return Response.json({
        storeId: TEST_STORE_ID,
        prescriptionId: prescription.id,
        items: [{ medicine_id: TEST_PRODUCT_ID, price: 11950, quantity: 2 }],
      });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: `No stub for ${input}` } }, { status: 404 });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

function renderPage(search = '', selected: TStoreSummary | null = store) {
  const router = createMemoryRouter(
    [
      { path: '/upload-prescription/confirmation/:prescriptionId', element: <PrescriptionConfirmationPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [`/upload-prescription/confirmation/${prescription.id}${search}`] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={selected}>
        <RouterProvider router={router} />
      </SelectedStoreProvider>
    </QueryClientProvider>,
  );
}

describe('PrescriptionConfirmationPage', () => {
  it('shows the files in the viewer, the status and what happens next', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Prescription received' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the pharmacist')).toBeInTheDocument();
    const files = screen.getByRole('region', { name: 'Prescription files' });
    // The owner's own file: no store and no reason to log.
    expect(within(files).getByRole('img', { name: 'Prescription file 1 of 2' })).toHaveAttribute(
      'src',
      prescription.files[0]?.url,
    );
    expect(within(files).getByRole('button', { name: 'Show file 2' })).toBeInTheDocument();
    expect(
      screen.getByText(/Schedule H and H1 medicines are dispensed only against a valid prescription/),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Back to checkout/ })).toBeNull();
  });

  it('leads back to checkout with the prescription chosen when the customer came from there', async () => {
    renderPage('?returnTo=/checkout');
    expect(await screen.findByRole('link', { name: /Back to checkout/ })).toHaveAttribute(
      'href',
      `/checkout?prescription=${prescription.id}`,
    );
  });

  it('asks the nearest store to prepare the order, waits for it, then fills the cart and opens checkout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify([{ medicine_id: 'dolo', price: 2745, quantity: 1 }]));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ask Brigade Road Medicals to prepare my order' }));
    const ordering = screen.getByRole('region', { name: 'Order medicines from this prescription' });
    expect(await within(ordering).findByRole('status')).toHaveTextContent(/Sent to Brigade Road Medicals/);

    quotes = [quoted];
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_POLL_MS));
    const items = await screen.findByRole('list', { name: 'Prepared medicines' });
    expect(within(items).getByText('Azithral 500 Tablet')).toBeInTheDocument();
    expect(within(items).getByText('Items total').nextSibling).toHaveTextContent('₹239');
    expect(screen.getByText('This replaces the item now in your cart.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart and checkout' }));
    expect(await screen.findByText(`Now at /checkout?prescription=${prescription.id}`)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      { medicine_id: TEST_PRODUCT_ID, price: 11950, quantity: 2 },
    ]);
  });

  it('asks for a delivery location before a store can be asked', async () => {
    renderPage('', null);
    expect(await screen.findByRole('link', { name: 'Choose delivery location' })).toHaveAttribute('href', '/stores');
    expect(screen.queryByRole('button', { name: /prepare my order/ })).toBeNull();
  });
});
