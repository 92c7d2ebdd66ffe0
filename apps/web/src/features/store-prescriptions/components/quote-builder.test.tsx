import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID, testOffer, testProduct } from '@/components/catalog/test-products';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { QuoteBuilder } from './quote-builder';

afterEach(() => {
  vi.unstubAllGlobals();
});

const QUOTE_ID = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
const azithral = testProduct({
  id: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f6a7b8c',
  name: 'Azithral 500 Tablet',
  schedule: 'H',
  rxRequired: true,
  offer: testOffer({ pricePaise: 11900, maxQuantity: 4 }),
});
const soldOut = testProduct({
  id: '3c4d5e6f-7081-4b92-8c3d-4e5f6a7b8c9d',
  name: 'Azee 500 Tablet',
  offer: testOffer({ stockState: 'out_of_stock', maxQuantity: 0 }),
});
const searchPath = `/api/search?${new URLSearchParams({ q: 'azithro', storeId: TEST_STORE_ID, pageSize: '8' })}`;

describe('QuoteBuilder', () => {
  it('adds medicines on the shelf with quantities and sends the quote', async () => {
    const requests = stubOrdersApi(
      {
        [`GET ${searchPath}`]: {
          body: {
            total: 2,
            totalIsCapped: false,
            page: 1,
            pageSize: 8,
            query: 'azithro',
            notice: null,
            results: [azithral, soldOut],
          },
        },
        [`POST /api/stores/${TEST_STORE_ID}/prescription-quotes/${QUOTE_ID}`]: (body) => ({
          body: {
            id: QUOTE_ID,
            prescriptionId: '0b7e2f4a-6c8d-4e1f-9a2b-3c4d5e6f7a8b',
            storeId: TEST_STORE_ID,
            storeName: 'Brigade Road Medicals',
            status: 'quoted',
            requestedAt: '2026-11-22T03:00:00.000Z',
            items: (body as { items: { productId: string; quantity: number }[] }).items.map((item) => ({
              ...item,
              name: 'Azithral 500 Tablet',
              pricePaise: 11900,
            })),
          },
        }),
      },
      vi.stubGlobal,
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <QuoteBuilder storeId={TEST_STORE_ID} quoteId={QUOTE_ID} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText('Medicine name'), 'azithro{Enter}');
    // A medicine that is not on the shelf cannot go into a quote
    const results = await screen.findByRole('list', { name: 'Search results' });
    const resultFor = (name: string) => {
      const item = within(results)
        .getAllByRole('listitem')
        .find((candidate) => candidate.textContent?.startsWith(name));
      return within(item as HTMLElement).getByRole('button');
    };
    expect(resultFor('Azee 500 Tablet')).toBeDisabled();
    await userEvent.click(resultFor('Azithral 500 Tablet'));
    await userEvent.click(screen.getByRole('button', { name: 'More packs' }));
    expect(screen.getByText('₹238')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send quote to the customer' }));
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/stores/${TEST_STORE_ID}/prescription-quotes/${QUOTE_ID}`,
      body: { items: [{ productId: azithral.id, quantity: 2 }] },
    });
  });

  it('refuses to send an empty quote', async () => {
    const requests = stubOrdersApi({}, vi.stubGlobal);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <QuoteBuilder storeId={TEST_STORE_ID} quoteId={QUOTE_ID} />
      </QueryClientProvider>,
    );
    const send = screen.getByRole('button', { name: 'Send quote to the customer' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Add at least one medicine from your shelf to send the quote.');
    await userEvent.click(send);
    expect(requests).toEqual([]);
  });
});
