/** Issue 18: the bank step shows a saved payout account only masked, refuses a bad IFSC before sending, and saves
 * a new account or UPI ID. */
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { api, draft, stubApi } from '../test-application';
import { BankStep } from './bank-step';

afterEach(() => vi.unstubAllGlobals());

function renderStep(saved: TMyStoreApplication['bankAccount'] = null) {
  stubApi(draft);
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BankStep saved={saved} onDone={onDone} onBack={() => {}} />
    </QueryClientProvider>,
  );
  return { onDone };
}

async function fillAccount(ifsc: string) {
  await userEvent.type(screen.getByLabelText('Account holder’s name'), 'Rao Medicals');
  await userEvent.type(screen.getByLabelText('Account number'), '50100012344321');
  await userEvent.type(screen.getByLabelText('IFSC'), ifsc);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

describe('BankStep', () => {
  it('refuses an IFSC that is not 11 characters of the bank’s pattern, and sends nothing', async () => {
    const { onDone } = renderStep();
    await fillAccount('HDFC1234');
    await save();
    expect(await screen.findByText('Enter the 11-character IFSC, e.g. HDFC0001234')).toBeInTheDocument();
    expect(screen.getByLabelText('IFSC')).toHaveAttribute('aria-invalid', 'true');
    expect(api.saved).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('saves the account with the IFSC in capitals and moves on', async () => {
    const { onDone } = renderStep();
    await fillAccount('hdfc0001234');
    await save();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.saved).toEqual([
      {
        url: '/api/store-applications/mine/bank-account',
        body: { method: 'bank', accountHolder: 'Rao Medicals', accountNumber: '50100012344321', ifsc: 'HDFC0001234' },
      },
    ]);
  });

  it('takes a UPI ID instead, checked the same way', async () => {
    const { onDone } = renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI ID' }));
    await userEvent.type(screen.getByLabelText('Your UPI ID'), 'rao medicals');
    await save();
    expect(await screen.findByText('Enter a UPI ID such as name@okhdfcbank')).toBeInTheDocument();
    expect(api.saved).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Your UPI ID'));
    await userEvent.type(screen.getByLabelText('Your UPI ID'), 'RaoMedicals@okhdfcbank');
    await save();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.saved[0]?.body).toEqual({ method: 'upi', upiId: 'raomedicals@okhdfcbank' });
  });

  it('shows a saved account only masked, and keeps it without sending it again', async () => {
    const { onDone } = renderStep({ destination: 'A/c ••••4321 · HDFC0001234', holderName: 'Rao Medicals' });
    expect(screen.getByText(/Payouts go to/)).toHaveTextContent(
      'Payouts go to A/c ••••4321 · HDFC0001234 (Rao Medicals)',
    );
    expect(screen.queryByText(/50100012344321/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveValue('');
    expect(screen.getByRole('group', { name: 'Or send payouts to another account' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it and continue' }));
    expect(onDone).toHaveBeenCalled();
    expect(api.saved).toEqual([]);
  });

  it('shows the server’s refusal above the buttons', async () => {
    const { onDone } = renderStep();
    api.answer = {
      status: 409,
      body: {
        error: { code: 'CONFLICT', message: 'This application has been submitted; it can no longer be changed.' },
      },
    };
    await fillAccount('HDFC0001234');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('This application has been submitted');
    expect(onDone).not.toHaveBeenCalled();
  });
});
