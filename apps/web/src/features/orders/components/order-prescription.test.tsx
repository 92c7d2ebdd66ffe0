import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testOrder } from '@/components/orders/test-orders';
import { testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { createQueryClient } from '@/lib/query-client';
import { OrderPrescription } from './order-prescription';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const REJECTED = testStorePrescription({
  status: 'rejected',
  statusLabel: 'Rejected',
  rejectionReason: 'Illegible',
  usable: false,
});
const NEWER = testStorePrescription({ id: '5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e', issuedOn: '2026-11-21' });

function renderFor(order: TOrderDetail) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OrderPrescription order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderPrescription', () => {
  it('shows a rejection and attaches another prescription to the order', async () => {
    const order = testOrder({ rxRequired: true, prescriptionId: REJECTED.id, canCancel: true, status: 'placed' });
    const requests = stubOrdersApi(
      {
        'GET /api/prescriptions': { body: { prescriptions: [REJECTED, NEWER] } },
        [`POST /api/orders/${order.id}/prescription`]: { body: { ...order, prescriptionId: NEWER.id } },
      },
      vi.stubGlobal,
    );
    renderFor(order);
    expect(await screen.findByText('Reason: Illegible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a new prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription',
    );
    const attach = screen.getByRole('button', { name: 'Attach this prescription' });
    expect(attach).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Your other prescriptions'), NEWER.id);
    await userEvent.click(attach);
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/orders/${order.id}/prescription`,
      body: { prescriptionId: NEWER.id },
    });
  });

  it('removes the items needing a prescription after saying what goes and the new total', async () => {
    const base = testOrder();
    const otc = base.items[0];
    if (!otc) throw new Error('the test order has an item');
    const rx = {
      ...otc,
      productId: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Pan 40 Tablet',
      schedule: 'H' as const,
      rxRequired: true,
      quantity: 1,
      lineTotalPaise: 150_00,
    };
    const order = testOrder({
      rxRequired: true,
      prescriptionId: REJECTED.id,
      canCancel: true,
      status: 'placed',
      items: [rx, otc],
      totalPaise: otc.lineTotalPaise + rx.lineTotalPaise + 25_00,
    });
    const requests = stubOrdersApi(
      {
        'GET /api/prescriptions': { body: { prescriptions: [REJECTED] } },
        [`POST /api/orders/${order.id}/remove-prescription-items`]: {
          body: { ...order, rxRequired: false, items: [otc] },
        },
      },
      vi.stubGlobal,
    );
    renderFor(order);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove items needing a prescription' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove items needing a prescription?' });
    expect(dialog).toHaveTextContent('Pan 40 Tablet × 1 · ₹150');
    expect(dialog).toHaveTextContent('New total ₹115, paid in cash at delivery.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove and continue' }));
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/orders/${order.id}/remove-prescription-items`,
      // callApi sends every write as JSON, an empty object when the endpoint takes no body
      body: {},
    });
  });

  it('offers no change once the prescription is approved', async () => {
    const approved = testStorePrescription({ status: 'approved', statusLabel: 'Verified by the pharmacist' });
    const order = testOrder({ rxRequired: true, prescriptionId: approved.id, canCancel: true, status: 'placed' });
    stubOrdersApi({ 'GET /api/prescriptions': { body: { prescriptions: [approved] } } }, vi.stubGlobal);
    renderFor(order);
    expect(await screen.findByText('Verified by the pharmacist')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach this prescription' })).not.toBeInTheDocument();
  });
});
