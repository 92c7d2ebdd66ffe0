import { storeMoneyApi } from '@dawanow/shared/api/store-money';
import type { TBankAccountView } from '@dawanow/shared/payouts/payouts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { apiUrl } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { TEST_STORE_ID, testStoreMember } from '@/lib/test-store-member';
import { CURSOR, testPayout, testStorePayouts } from '../test-money';
import { StorePayoutsPage } from './store-payouts-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const params = { storeId: TEST_STORE_ID };
const LIST = `GET ${apiUrl(storeMoneyApi.payouts, { params, query: {} })}`;
const NEXT_PAGE = `GET ${apiUrl(storeMoneyApi.payouts, { params, query: { cursor: CURSOR } })}`;
const CHANGE = `PUT /api/stores/${TEST_STORE_ID}/bank-account`;
const ME = { 'GET /api/me': { body: testStoreMember('store_admin') } };

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/store/payouts']}>
        <StorePayoutsPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const refusal = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { error: { code, message, details } },
});

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change payout account' }, { timeout: 5000 }));
  return screen.getByRole('form', { name: 'Change payout account' });
}

async function fillBankAccount(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Account holder’s name'), 'Brigade Road Medicals');
  await userEvent.type(within(form).getByLabelText('Account number'), '50100123456789');
  await userEvent.type(within(form).getByLabelText('IFSC'), 'icic0000104');
  await userEvent.type(within(form).getByLabelText('Your password'), 'Dawa@2026!');
}

describe('StorePayoutsPage', () => {
  it('shows the balance, the next settlement, the payout account and each payout with its statement', async () => {
    const failed = testPayout({
      id: '9d3e5f7a-1b2c-4d4e-8f6a-8b9c0d1e2f3a',
      settlementDate: '2026-11-17',
      deliveredBefore: '2026-11-10',
      status: 'failed',
      utr: null,
      failureReason: 'Account closed',
    });
    stubOrdersApi(
      {
        ...ME,
        [LIST]: { body: testStorePayouts({ nextCursor: CURSOR }) },
        [NEXT_PAGE]: { body: testStorePayouts({ payouts: [failed] }) },
      },
      vi.stubGlobal,
    );
    renderPage();
    expect(await screen.findByText('Balance', { selector: 'dt' }, { timeout: 5000 })).toHaveProperty(
      'nextElementSibling.textContent',
      '₹3,200',
    );
    expect(screen.getByText('Next settlement, 1 December 2026', { selector: 'dt' })).toHaveProperty(
      'nextElementSibling.textContent',
      '₹2,100',
    );
    expect(screen.getByText('For orders delivered before 24 November 2026.')).toBeInTheDocument();
    expect(screen.getByText(/Orders settle 7 days after delivery .* every Tuesday\./)).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('The bank’s name for it: BRIGADE ROAD MEDICALS')).toBeInTheDocument();

    const history = screen.getByRole('table', { name: 'Payout history' });
    const paid = within(history).getByRole('row', { name: /^24 November 2026/ });
    expect(within(paid).getByText('₹4,512.50')).toBeInTheDocument();
    expect(within(paid).getByText('HDFCN52026112400123')).toBeInTheDocument();
    expect(
      within(paid).getByRole('link', { name: 'Download the statement of 24 November 2026 as PDF' }),
    ).toHaveAttribute(
      'href',
      `/api/stores/${TEST_STORE_ID}/payouts/8c2d4e6f-0a1b-4c3d-9e5f-7a8b9c0d1e2f/statement?format=pdf`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const returned = await within(history).findByRole('row', { name: /^17 November 2026/ });
    expect(within(returned).getByText('Failed')).toBeInTheDocument();
    expect(within(returned).getByText('Account closed')).toBeInTheDocument();
  });

  it('says what the store owes, and that it comes off the next payout', async () => {
    stubOrdersApi(
      {
        ...ME,
        [LIST]: {
          body: testStorePayouts({
            balancePaise: -412_75,
            inTransferPaise: 1_505_70,
            next: {
              settlementDate: '2026-12-01',
              deliveredBefore: '2026-11-24',
              amountPaise: 0,
              balancePaise: -412_75,
              heldOrders: 2,
            },
            bankAccount: null,
            payouts: [],
          }),
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    expect(
      await screen.findByText(
        'You owe ₹412.75; it comes off your next payout. ₹1,505.70 more is on its way to your bank.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is paid: you owe ₹412.75, carried forward. 2 held by an open dispute.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No payout account yet: add one to receive your payouts.')).toBeInTheDocument();
    expect(screen.getByText(/No payout yet/)).toBeInTheDocument();
  });

  it('offers to try again when the payouts cannot be loaded', async () => {
    stubOrdersApi({ ...ME, [LIST]: refusal(503, 'SERVICE_UNAVAILABLE', 'Down') }, vi.stubGlobal);
    renderPage();
    expect(await screen.findByText('We could not load your payouts.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('checks the new account before sending it, then sends it with the password and says the payout waits', async () => {
    const changed: TBankAccountView = {
      method: 'bank',
      destination: 'A/c ••••6789 · ICIC0000104',
      holderName: 'Brigade Road Medicals',
      verification: 'unverified',
      verifiedName: null,
      verificationNote: null,
      changedAt: '2026-11-27T05:00:00.000Z',
      holdUntil: '2026-11-28T05:00:00.000Z',
    };
    const requests = stubOrdersApi(
      { ...ME, [LIST]: { body: testStorePayouts() }, [CHANGE]: { body: changed } },
      vi.stubGlobal,
    );
    renderPage();
    const form = await openForm();
    expect(
      within(form).getByText(/holds your next payout for 24 hours, and we tell the pharmacy’s owner/),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Account number'), '12ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Change payout account' }));
    expect(await within(form).findByText('Enter the account number: 9 to 18 digits')).toBeInTheDocument();
    expect(within(form).getByText('Enter the account holder’s name as the bank has it')).toBeInTheDocument();
    expect(within(form).getByText('Enter your password to confirm')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Account number'));
    await fillBankAccount(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Change payout account' }));
    expect(await screen.findByText('Payout account changed')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: CHANGE.slice(4),
        body: {
          details: {
            method: 'bank',
            accountHolder: 'Brigade Road Medicals',
            accountNumber: '50100123456789',
            ifsc: 'ICIC0000104',
          },
          password: 'Dawa@2026!',
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Change payout account' })).not.toBeInTheDocument();
  });

  it('sends a UPI ID, and shows the server’s refusals where they belong', async () => {
    let answer = refusal(403, 'FORBIDDEN', 'Your password is not correct.');
    const requests = stubOrdersApi(
      { ...ME, [LIST]: { body: testStorePayouts() }, [CHANGE]: () => answer },
      vi.stubGlobal,
    );
    renderPage();
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'UPI ID' }));
    await userEvent.type(within(form).getByLabelText('Your UPI ID'), 'Brigade@OKICICI');
    await userEvent.type(within(form).getByLabelText('Your password'), 'wrong');
    const submit = within(form).getByRole('button', { name: 'Change payout account' });
    await userEvent.click(submit);
    expect(await within(form).findByText('Your password is not correct.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.at(-1)?.body).toEqual({ details: { method: 'upi', upiId: 'brigade@okicici' }, password: 'wrong' });

    answer = refusal(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', [
      { path: 'body.details.upiId', message: 'This UPI ID does not exist' },
    ]);
    await userEvent.click(submit);
    expect(await within(form).findByText('This UPI ID does not exist')).toBeInTheDocument();

    answer = refusal(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
    await userEvent.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a minute and try again.',
    );
  });
});
