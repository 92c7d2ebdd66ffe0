import type { TAdminPayout, TAdminPayouts, TReconciliation } from '@dawanow/shared/payouts/payouts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { renderRoutes } from '@/lib/test-routes';
import { AdminPayoutsPage } from './admin-payouts-page';
import { AdminReconciliationPage } from './admin-reconciliation-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const BRIGADE = '45340335-92ed-41ee-a6e0-ee0eb6c5b420';
const LOOKUP = { stores: [{ id: BRIGADE, name: 'Brigade Road Medicals', city: 'Bengaluru' }], cities: ['Bengaluru'] };
const ROUTES = [
  { path: '/admin/payouts', element: <AdminPayoutsPage /> },
  { path: '/admin/payouts/reconciliation', element: <AdminReconciliationPage /> },
];

function payout(overrides: Partial<TAdminPayout> = {}): TAdminPayout {
  return {
    id: '8c2d4e6f-0a1b-4c3d-9e5f-7a8b9c0d1e2f',
    storeId: BRIGADE,
    storeName: 'Brigade Road Medicals',
    city: 'Bengaluru',
    settlementDate: '2026-12-01',
    deliveredBefore: '2026-11-24',
    amountPaise: 4_512_50,
    status: 'scheduled',
    provider: 'manual',
    utr: null,
    destination: 'A/c ••••4321 · HDFC0001234',
    failureReason: null,
    holdUntil: null,
    createdAt: '2026-12-01T03:30:00.000Z',
    paidAt: null,
    bankVerification: 'verified',
    actions: { approve: true, markPaid: false, markFailed: false },
    ...overrides,
  };
}

/** Scheduled, but on hold after its account changed: the server does not let it be sent. */
const INDIRANAGAR = payout({
  id: '9d3e5f7a-1b2c-4d4e-8f6a-8b9c0d1e2f3a',
  storeId: '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  storeName: 'Indiranagar Chemists',
  amountPaise: 1_000_00,
  holdUntil: '2099-12-01T10:00:00.000Z',
  bankVerification: 'unverified',
  actions: { approve: false, markPaid: false, markFailed: false },
});
const JAYANAGAR = payout({
  id: '1f5a7b9c-3d4e-4f6a-8b8c-0d1e2f3a4b5c',
  storeId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  storeName: 'Jayanagar Pharmacy',
  amountPaise: 1_000_00,
});
/** Approved, waiting for the transfer by hand. */
const SENT = payout({
  id: '0e4f6a8b-2c3d-4e5f-9a7b-9c0d1e2f3a4b',
  storeName: 'Koramangala Pharmacy',
  status: 'processing',
  actions: { approve: false, markPaid: true, markFailed: true },
});

function list(payouts: TAdminPayout[], overrides: Partial<TAdminPayouts> = {}): TAdminPayouts {
  return {
    payouts,
    nextCursor: null,
    summary: [
      { status: 'scheduled', count: 2, amountPaise: 5_512_50 },
      { status: 'processing', count: 1, amountPaise: 4_512_50 },
    ],
    nextSettlement: { settlementDate: '2026-12-08', deliveredBefore: '2026-12-01' },
    lastRun: {
      settlementDate: '2026-12-01',
      finishedAt: '2026-12-01T03:31:00.000Z',
      payoutCount: 3,
      totalPaise: 10_025_00,
    },
    provider: 'manual',
    ...overrides,
  };
}

const LIST = 'GET /api/admin/payouts';
const BASE = { 'GET /api/admin/store-lookup?q=': { body: LOOKUP } };

describe('AdminPayoutsPage', () => {
  it('shows what waits in each state and the payouts, lets only those the server allows be chosen, and approves the batch, saying what was skipped', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes(ROUTES, '/admin/payouts', {
      ...BASE,
      [LIST]: { body: list([payout(), INDIRANAGAR, JAYANAGAR, SENT]) },
      'POST /api/admin/payouts/approve': {
        body: {
          sent: 1,
          skipped: [{ payoutId: JAYANAGAR.id, storeName: 'Jayanagar Pharmacy', reason: 'Already processing' }],
        },
      },
    });
    expect(await screen.findByText('Scheduled', { selector: 'dt' }, { timeout: 5000 })).toHaveProperty(
      'nextElementSibling.textContent',
      '₹5,512.50',
    );
    expect(
      screen.getByText('Next settlement 8 December 2026, for orders delivered before 1 December 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Last run 1 December 2026 .*: 3 payouts, ₹10,025\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payouts' });
    const held = within(table).getByRole('row', { name: /Indiranagar Chemists/ });
    expect(within(held).getByText('Not verified yet')).toBeInTheDocument();
    expect(within(held).getByText(/^On hold until /)).toBeInTheDocument();
    expect(within(held).queryByRole('checkbox')).not.toBeInTheDocument();
    const processing = within(table).getByRole('row', { name: /Koramangala Pharmacy/ });
    expect(within(processing).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(processing).getByRole('button', { name: 'Record UTR for Koramangala Pharmacy' })).toBeVisible();
    const scheduled = within(table).getByRole('row', { name: /Brigade Road Medicals/ });
    expect(within(scheduled).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve 0 selected' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Choose every payout ready to send' }));
    expect(screen.getByText('₹5,512.50 to 2 pharmacies.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve 2 selected' }));
    expect(await screen.findByText('1 payout sent, 1 skipped.')).toBeInTheDocument();
    expect(screen.getByText('Jayanagar Pharmacy: Already processing')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      payoutIds: [payout().id, JAYANAGAR.id],
    });
    expect(screen.getByRole('button', { name: 'Approve 0 selected' })).toBeDisabled();
  });

  it('runs the settlement after a confirmation and says what it scheduled', async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes(ROUTES, '/admin/payouts', {
      ...BASE,
      [LIST]: { body: list([]) },
      'POST /api/admin/payouts/run': {
        body: { settlementDate: '2026-12-08', deliveredBefore: '2026-12-01', payoutCount: 4, totalPaise: 12_345_50 },
      },
    });
    expect(
      await screen.findByText('No payout yet: the weekly settlement creates them.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run settlement now' }));
    const dialog = screen.getByRole('dialog', { name: 'Run the settlement now?' });
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Run settlement' }));
    expect(
      await within(dialog).findByText(
        '4 payouts of ₹12,345.50 scheduled for 8 December 2026, for orders delivered before 1 December 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the account to transfer to only when asked, records the UTR once it has 12 to 22 letters and digits, and marks another failed', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes(ROUTES, '/admin/payouts', {
      ...BASE,
      [LIST]: {
        body: list([
          payout({ status: 'processing', actions: { approve: false, markPaid: true, markFailed: true } }),
          SENT,
        ]),
      },
      [`GET /api/admin/payouts/${payout().id}/account`]: {
        body: {
          details: {
            method: 'bank',
            accountHolder: 'Brigade Road Medicals',
            accountNumber: '50200012344321',
            ifsc: 'HDFC0001234',
          },
          verification: 'verified',
          verifiedName: 'BRIGADE ROAD MEDICALS',
        },
      },
      [`POST /api/admin/payouts/${payout().id}/paid`]: { body: payout({ status: 'paid', utr: 'HDFCN52026120100123' }) },
      [`POST /api/admin/payouts/${SENT.id}/failed`]: {
        body: { ...SENT, status: 'failed', failureReason: 'Account closed' },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Record UTR for Brigade Road Medicals' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record the bank transfer' });
    expect(
      within(dialog).getByText('₹4,512.50 to Brigade Road Medicals, A/c ••••4321 · HDFC0001234.'),
    ).toBeInTheDocument();
    const accountPath = `/api/admin/payouts/${payout().id}/account`;
    expect(within(dialog).getByText(/recorded in the audit log/)).toBeInTheDocument();
    expect(requests.some((request) => request.path === accountPath)).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Show account to transfer' }));
    const account = await within(dialog).findByRole('region', { name: 'Account to transfer to' });
    for (const [term, value] of Object.entries({
      'Account holder': 'Brigade Road Medicals',
      'Account number': '50200012344321',
      IFSC: 'HDFC0001234',
    })) {
      expect(within(account).getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    expect(within(account).getByText('Name at the bank: BRIGADE ROAD MEDICALS')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Copy account number' }));
    expect(await navigator.clipboard.readText()).toBe('50200012344321');
    expect(requests.filter((request) => request.path === accountPath)).toHaveLength(1);

    await user.type(within(dialog).getByLabelText('UTR'), 'HDFC-123');
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(
      await within(dialog).findByText('Enter the UTR the bank gave: 12 to 22 letters and digits'),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText('UTR'));
    await user.type(within(dialog).getByLabelText('UTR'), 'hdfcn52026120100123');
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/paid'))?.body).toEqual({ utr: 'HDFCN52026120100123' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark the payout to Koramangala Pharmacy failed' }));
    const failing = screen.getByRole('dialog', { name: 'Mark the payout to Koramangala Pharmacy failed' });
    await user.type(within(failing).getByLabelText('Reason'), 'Account closed');
    await user.click(within(failing).getByRole('button', { name: 'Mark failed' }));
    await vi.waitFor(() =>
      expect(requests.find((request) => request.path.endsWith('/failed'))?.body).toEqual({ reason: 'Account closed' }),
    );
  });

  it('refuses an adjustment in fractions of a paisa, and sends one in exact paise with one key however often it is sent', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    let isDown = true;
    const { requests } = renderRoutes(ROUTES, '/admin/payouts', {
      ...BASE,
      'GET /api/admin/store-lookup?q=Brigade+Road+Medicals': { body: LOOKUP },
      [LIST]: { body: list([]) },
      'POST /api/admin/adjustments': () =>
        isDown
          ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Please try again.' } } }
          : { body: { ok: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add adjustment' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust a pharmacy’s balance' });
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByText('Choose a pharmacy')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why (the store sees it)')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Pharmacy'), 'Brigade Road Medicals, Bengaluru');
    await vi.waitFor(() => expect(within(dialog).queryByText('Choose a pharmacy')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '-250.505');
    await user.type(within(dialog).getByLabelText('Reason'), 'Delivery fee charged twice on DN-2611-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByText('At most 2 decimals: an amount is whole paise')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Amount (₹)'));
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '-250.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again.');
    isDown = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.filter((request) => request.path === '/api/admin/adjustments').map((request) => request.body);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual({
      storeId: BRIGADE,
      amountPaise: -25_050,
      reason: 'Delivery fee charged twice on DN-2611-0042',
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(sent[1]).toEqual(sent[0]);
  });

  it('says why the account cannot be shown, and shows a UPI ID once it can', async () => {
    const user = userEvent.setup();
    let hasAccount = false;
    renderRoutes(ROUTES, '/admin/payouts', {
      ...BASE,
      [LIST]: { body: list([SENT]) },
      [`GET /api/admin/payouts/${SENT.id}/account`]: () =>
        hasAccount
          ? {
              body: {
                details: { method: 'upi', upiId: 'koramangala@okhdfcbank' },
                verification: 'unverified',
                verifiedName: null,
              },
            }
          : {
              status: 404,
              body: { error: { code: 'NOT_FOUND', message: 'This pharmacy has no payout account yet.' } },
            },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Record UTR for Koramangala Pharmacy' }, { timeout: 5000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Record the bank transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Show account to transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This pharmacy has no payout account yet.');

    hasAccount = true;
    await user.click(within(dialog).getByRole('button', { name: 'Show account to transfer' }));
    const account = await within(dialog).findByRole('region', { name: 'Account to transfer to' });
    expect(within(account).getByText('UPI ID', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'koramangala@okhdfcbank',
    );
    expect(within(account).queryByText('Account number')).not.toBeInTheDocument();
    expect(within(account).getByText('Not verified yet')).toBeInTheDocument();
  });

  it('filters by state from the address and offers to try again when the payouts cannot be loaded', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, '/admin/payouts?status=failed', {
      ...BASE,
      'GET /api/admin/payouts?status=failed': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The payouts could not be loaded.' } },
      },
      'GET /api/admin/payouts?status=paid': { body: list([]) },
    });
    expect(await screen.findByText('The payouts could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
    await user.selectOptions(screen.getByLabelText('Status'), 'paid');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('paid');
    expect(await screen.findByText('No payout matches these filters.')).toBeInTheDocument();
  });
});

describe('AdminReconciliationPage', () => {
  const row = (overrides: Partial<TReconciliation['rows'][number]> = {}): TReconciliation['rows'][number] => ({
    storeId: BRIGADE,
    storeName: 'Brigade Road Medicals',
    city: 'Bengaluru',
    salesPaise: 10_000_00,
    deductionsPaise: 1_300_00,
    refundsPaise: 500_00,
    cashCollectedPaise: 2_000_00,
    adjustmentsPaise: -50_00,
    payoutsPaise: 5_000_00,
    balancePaise: 1_150_00,
    balanced: true,
    nextPayoutPaise: 900_00,
    ...overrides,
  });

  it('shows each pharmacy’s ledger with its check and the totals, for the city chosen', async () => {
    const user = userEvent.setup();
    const broken = row({
      storeId: '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      storeName: 'Indiranagar Chemists',
      balanced: false,
    });
    const { storeId: _id, storeName: _name, city: _city, ...sums } = row({ balanced: false });
    const { router } = renderRoutes(ROUTES, '/admin/payouts/reconciliation', {
      ...BASE,
      'GET /api/admin/payouts/reconciliation': {
        body: { rows: [row(), broken], totals: { ...sums, salesPaise: 20_000_00 }, nextCursor: broken.storeId },
      },
      [`GET /api/admin/payouts/reconciliation?cursor=${broken.storeId}`]: {
        body: {
          rows: [row({ storeId: '0e4f6a8b-2c3d-4e5f-9a7b-9c0d1e2f3a4b', storeName: 'Whitefield Medicals' })],
          totals: sums,
          nextCursor: null,
        },
      },
      'GET /api/admin/payouts/reconciliation?city=Bengaluru': { body: { rows: [], totals: sums, nextCursor: null } },
    });
    const table = await screen.findByRole('table', { name: 'Ledger of each pharmacy' }, { timeout: 5000 });
    expect(
      within(within(table).getByRole('row', { name: /Brigade Road Medicals/ })).getByText('Balanced'),
    ).toBeInTheDocument();
    expect(
      within(within(table).getByRole('row', { name: /Indiranagar Chemists/ })).getByText('Does not add up'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sales', { selector: 'dt' })).toHaveProperty('nextElementSibling.textContent', '₹20,000');
    expect(screen.getByText('Next settlement pays', { selector: 'dt' })).toHaveProperty(
      'nextElementSibling.textContent',
      '₹900',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByRole('row', { name: /Whitefield Medicals/ })).toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('City'), 'Bengaluru');
    expect(new URLSearchParams(router.state.location.search).get('city')).toBe('Bengaluru');
    expect(await screen.findByText('No pharmacy has ledger entries yet.')).toBeInTheDocument();
  });
});
