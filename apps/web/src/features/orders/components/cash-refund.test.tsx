import type { TCashRefund } from '@dawanow/shared/orders/cash-refunds';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testOrder } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { CashRefund } from './cash-refund';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER = testOrder({ status: 'refunded' });
const AWAITING: TCashRefund = {
  status: 'awaiting_details',
  amountPaise: 133_00,
  destination: null,
  paidAt: null,
  reference: null,
};

function renderRefund(cashRefund = AWAITING) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CashRefund orderId={ORDER.id} cashRefund={cashRefund} />
    </QueryClientProvider>,
  );
}

describe('CashRefund', () => {
  it('checks the account details before sending them, and sends a UPI ID as typed', async () => {
    const requests = stubOrdersApi(
      { [`POST /api/orders/${ORDER.id}/refund-destination`]: { body: ORDER } },
      vi.stubGlobal,
    );
    renderRefund();
    expect(screen.getByText(/₹133 comes back by bank transfer/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account number'), '12ab');
    await userEvent.type(screen.getByLabelText('IFSC'), 'HDFC1');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(screen.getByText('Enter the account holder’s name as the bank has it')).toBeInTheDocument();
    expect(screen.getByText('Enter the account number: 9 to 18 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter the 11-character IFSC, e.g. HDFC0001234')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await userEvent.type(screen.getByLabelText('Your UPI ID'), 'Asha@OKICICI');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/orders/${ORDER.id}/refund-destination`,
        body: { method: 'upi', upiId: 'asha@okicici' },
      },
    ]);
  });

  it('refuses a holder name carrying a text-direction override, and sends a Hindi name as typed', async () => {
    const requests = stubOrdersApi(
      { [`POST /api/orders/${ORDER.id}/refund-destination`]: { body: ORDER } },
      vi.stubGlobal,
    );
    renderRefund();
    const holder = screen.getByLabelText('Account holder’s name');
    await userEvent.type(holder, 'Asha \u202eanoM');
    await userEvent.type(screen.getByLabelText('Account number'), '50100123454321');
    await userEvent.type(screen.getByLabelText('IFSC'), 'HDFC0001234');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(
      screen.getByText('The account holder’s name cannot contain invisible formatting characters'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);

    await userEvent.clear(holder);
    await userEvent.type(holder, 'राम कुमार');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(requests).toEqual([
      {
        method: 'POST',
        path: `/api/orders/${ORDER.id}/refund-destination`,
        body: { method: 'bank', accountHolder: 'राम कुमार', accountNumber: '50100123454321', ifsc: 'HDFC0001234' },
      },
    ]);
  });

  it('says where the money went once it is sent', () => {
    renderRefund({
      status: 'paid',
      amountPaise: 133_00,
      destination: 'A/c ••••4321 · HDFC0001234',
      paidAt: '2026-11-22T06:30:00.000Z',
      reference: 'UTR123456789',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      '₹133 was sent to A/c ••••4321 · HDFC0001234 on 22 Nov 2026, 12:00 pm. Bank reference UTR123456789.',
    );
  });
});
