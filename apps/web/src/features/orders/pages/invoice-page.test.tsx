import type { TInvoice } from '@dawanow/shared/orders/customer';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testOrder } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { InvoicePage } from './invoice-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const order = testOrder();
const invoice: TInvoice = {
  invoiceNumber: 'INV-2611-000045',
  orderNumber: order.number,
  issuedAt: '2026-11-21T05:00:00.000Z',
  store: { ...order.store, state: 'Karnataka' },
  customer: { name: 'Asha Menon', address: order.address },
  items: order.items.map((item) => ({ ...item, taxablePaise: 80_36, taxPaise: 9_64 })),
  bill: order.bill,
  couponCode: null,
  paymentMethod: 'cod',
};

function renderInvoice(answer: { status?: number; body: unknown }) {
  stubOrdersApi({ [`GET /api/orders/${order.id}/invoice`]: answer }, vi.stubGlobal);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/orders/${order.id}/invoice`]}>
        <Routes>
          <Route path="/orders/:orderId/invoice" element={<InvoicePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InvoicePage', () => {
  it('prints a GST tax invoice with the store’s licences, the lines and the CGST/SGST split', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderInvoice({ body: invoice });
    expect(await screen.findByRole('heading', { name: 'Tax Invoice' })).toBeInTheDocument();
    expect(screen.getByText('INV-2611-000045')).toBeInTheDocument();
    expect(screen.getByText('GSTIN: 29ABCDE1234F1Z5')).toBeInTheDocument();
    expect(screen.getByText('Drug licence: KA-BLR-20B-123456')).toBeInTheDocument();
    expect(screen.getByText('Pharmacist: R. Prakash')).toBeInTheDocument();

    const line = screen.getByRole('row', { name: /Dolo 650 Tablet/ });
    for (const text of ['30049099', 'DL24117', '06/2027', '₹33.60', '₹30', '₹80.36', '12%', '₹90']) {
      expect(within(line).getByText(text)).toBeInTheDocument();
    }
    const gst = screen.getByRole('table', { name: 'GST summary' });
    expect(within(gst).getByRole('columnheader', { name: 'CGST' })).toBeInTheDocument();
    expect(within(gst).queryByRole('columnheader', { name: 'IGST' })).not.toBeInTheDocument();
    expect(within(gst).getByRole('row', { name: /Delivery GST 18%/ })).toHaveTextContent('₹1.91');

    await userEvent.click(screen.getByRole('button', { name: 'Print / Save as PDF' }));
    expect(print).toHaveBeenCalled();
  });

  it('shows IGST alone for a supply from another state', async () => {
    renderInvoice({ body: { ...invoice, bill: { ...invoice.bill, supply: 'inter_state' } } });
    const gst = await screen.findByRole('table', { name: 'GST summary' });
    expect(within(gst).getByRole('columnheader', { name: 'IGST' })).toBeInTheDocument();
    expect(within(gst).queryByRole('columnheader', { name: 'CGST' })).not.toBeInTheDocument();
  });

  it('explains that the invoice comes with delivery', async () => {
    renderInvoice({
      status: 409,
      body: { error: { code: 'CONFLICT', message: 'The tax invoice is issued when the order is delivered.' } },
    });
    expect(await screen.findByText('The tax invoice is issued when the order is delivered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print / Save as PDF' })).not.toBeInTheDocument();
  });
});
