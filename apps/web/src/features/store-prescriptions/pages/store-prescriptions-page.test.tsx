import type { TMe } from '@dawanow/shared/auth';
import { indianToday } from '@dawanow/shared/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { TEST_PRODUCT_ID, TEST_STORE_ID, testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { createQueryClient } from '@/lib/query-client';
import { addDays, currentIndianMonth } from '../review-dates';
import { StorePrescriptionsPage } from './store-prescriptions-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const pharmacist = (role: TMe['stores'][number]['role']): TMe => ({
  user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
  profile: { firstName: 'Kavya', lastName: 'Reddy', phone: '+919845033333', language: null },
  role,
  platformRole: 'customer',
  hasStoreAccess: true,
  stores: [{ storeId: TEST_STORE_ID, storeName: 'Apollo Pharmacy MG Road', role }],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
});

// Issued recently, so the default validity (issue + 180 days) lies ahead whenever the test runs.
const issuedOn = addDays(indianToday(), -10);
const prescription = testStorePrescription({ issuedOn, flags: ['same_file_other_account'] });
const QUEUE = `/api/stores/${TEST_STORE_ID}/prescriptions`;
const DETAIL = `${QUEUE}/${prescription.id}`;

function renderPage(path = '/store/prescriptions') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/prescriptions" element={<StorePrescriptionsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StorePrescriptionsPage', () => {
  it('shows the queue with its warnings, opens one and approves it with validity and covered items', async () => {
    let waiting = [prescription];
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_admin') },
        [`GET ${QUEUE}?status=waiting`]: () => ({ body: { prescriptions: waiting } }),
        [`GET ${DETAIL}`]: { body: prescription },
        [`POST ${DETAIL}/review`]: () => {
          waiting = [];
          return { body: { ...prescription, status: 'approved' } };
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Prescription for Asha Menon' });
    expect(within(card).getByRole('list', { name: 'Warnings' })).toHaveTextContent(
      'The same file was uploaded by another account',
    );
    expect(within(card).getByRole('list', { name: 'Requested medicines' })).toHaveTextContent(
      'Azithral 500 Tablet Sch. H× 2',
    );
    expect(card).toHaveTextContent('Dr. R. Rao · Reg. KMC 45678');
    expect(screen.getByRole('tab', { name: 'To verify 1' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(card).getByRole('button', { name: /Review/ }));
    const detail = await screen.findByRole('article', { name: 'Prescription for Asha Menon' });
    expect(within(detail).getByRole('img', { name: 'Prescription file 1 of 2' })).toHaveAttribute(
      'src',
      `${prescription.files[0]?.url}?storeId=${TEST_STORE_ID}&reason=verification`,
    );

    await userEvent.click(within(detail).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: /Approve Asha Menon/ });
    expect(within(dialog).getByLabelText('Valid until')).toHaveValue(addDays(issuedOn, 180));
    expect(within(dialog).getByRole('checkbox', { name: 'Azithral 500 Tablet' })).toBeChecked();
    await userEvent.clear(within(dialog).getByLabelText('Quantity of Azithral 500 Tablet'));
    await userEvent.type(within(dialog).getByLabelText('Quantity of Azithral 500 Tablet'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve prescription' }));

    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: `${DETAIL}/review`,
        body: {
          decision: 'approve',
          validUntil: addDays(issuedOn, 180),
          covers: [{ productId: TEST_PRODUCT_ID, quantity: 3 }],
        },
      }),
    );
    expect(await screen.findByText('Prescription approved')).toBeInTheDocument();
    // Back on the queue, read again: nothing is left to verify.
    expect(await screen.findByText(/Nothing to verify/)).toBeInTheDocument();
  });

  it('offers the review again for a prescription approved at another pharmacy whose order moved here', async () => {
    const approvedElsewhere = testStorePrescription({
      issuedOn,
      status: 'approved',
      statusLabel: 'Verified',
      reviewDueHere: true,
    });
    stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_admin') },
        [`GET ${QUEUE}?status=waiting`]: { body: { prescriptions: [approvedElsewhere] } },
        [`GET ${DETAIL}`]: { body: approvedElsewhere },
      },
      vi.stubGlobal,
    );
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Prescription for Asha Menon' });
    await userEvent.click(within(card).getByRole('button', { name: /Review/ }));
    const detail = await screen.findByRole('article', { name: 'Prescription for Asha Menon' });
    expect(within(detail).getByRole('note')).toHaveTextContent(
      'Another pharmacy’s pharmacist approved this prescription. An order carrying it has moved to your store',
    );
    expect(within(detail).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('refuses a validity date in the past and nothing ticked, without calling the server', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_staff') },
        [`GET ${QUEUE}?status=waiting`]: { body: { prescriptions: [prescription] } },
        [`GET ${DETAIL}`]: { body: prescription },
      },
      vi.stubGlobal,
    );
    renderPage(`/store/prescriptions?open=${prescription.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog');
    const validUntil = within(dialog).getByLabelText('Valid until');
    await userEvent.clear(validUntil);
    await userEvent.type(validUntil, addDays(indianToday(), -1));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Azithral 500 Tablet' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve prescription' }));

    expect(within(dialog).getByText(/The validity date has already passed/)).toBeInTheDocument();
    expect(within(dialog).getByText('Choose what it covers')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('rejects with a reason from the list', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_staff') },
        [`GET ${QUEUE}?status=waiting`]: { body: { prescriptions: [prescription] } },
        [`GET ${DETAIL}`]: { body: prescription },
        [`POST ${DETAIL}/review`]: { body: { ...prescription, status: 'rejected' } },
      },
      vi.stubGlobal,
    );
    renderPage(`/store/prescriptions?open=${prescription.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: /Reject/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject prescription' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Illegible' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject prescription' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: `${DETAIL}/review`,
        body: { decision: 'reject', reason: 'Illegible' },
      }),
    );
    expect(await screen.findByText('Prescription rejected')).toBeInTheDocument();
  });

  it('shows a member who is not a registered pharmacist why they cannot approve or reject', async () => {
    const whyNot =
      "Only a registered pharmacist can approve or reject a prescription. Ask your store's owner to mark you as one in Team settings.";
    stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_staff') },
        [`GET ${QUEUE}?status=waiting`]: { body: { prescriptions: [prescription] } },
        [`GET ${DETAIL}`]: { body: { ...prescription, actions: { decide: false, whyNot, reopen: false } } },
      },
      vi.stubGlobal,
    );
    renderPage(`/store/prescriptions?open=${prescription.id}`);
    expect(await screen.findByText(whyNot)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clearer copy' })).toBeInTheDocument();
  });

  it("lets a store admin reopen this pharmacy's decision with a reason", async () => {
    const decided = {
      ...prescription,
      status: 'rejected' as const,
      rejectionReason: 'Illegible',
      actions: { decide: false, whyNot: 'Already decided', reopen: true },
    };
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_admin') },
        [`GET ${QUEUE}?status=waiting`]: { body: { prescriptions: [] } },
        [`GET ${DETAIL}`]: { body: decided },
        [`POST ${DETAIL}/reopen`]: { body: { ...prescription, status: 'pending' } },
      },
      vi.stubGlobal,
    );
    renderPage(`/store/prescriptions?open=${prescription.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    const dialog = screen.getByRole('dialog', { name: 'Reopen this decision?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen for review' }));
    expect(within(dialog).getByText('Say why the decision is reopened')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Rejected by mistake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen for review' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: `${DETAIL}/reopen`,
        body: { reason: 'Rejected by mistake' },
      }),
    );
    expect(await screen.findByText('Prescription reopened')).toBeInTheDocument();
  });

  it('tells staff plainly that the H1 register is for owners and managers', async () => {
    const { from, to } = currentIndianMonth();
    stubOrdersApi(
      {
        'GET /api/me': { body: pharmacist('store_staff') },
        [`GET ${QUEUE}?status=waiting`]: { body: { prescriptions: [] } },
        [`GET /api/stores/${TEST_STORE_ID}/h1-register?from=${from}&to=${to}`]: {
          status: 403,
          body: { error: { code: 'FORBIDDEN', message: 'Not allowed' } },
        },
      },
      vi.stubGlobal,
    );
    renderPage('/store/prescriptions?tab=h1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Only the store’s owner, admins and managers/);
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `/api/stores/${TEST_STORE_ID}/h1-register?from=${from}&to=${to}&format=csv`);
  });
});
