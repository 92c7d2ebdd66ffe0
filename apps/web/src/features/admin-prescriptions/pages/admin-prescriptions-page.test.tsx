import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { TEST_STORE_ID, testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { createQueryClient } from '@/lib/query-client';
import { AdminPrescriptionsPage } from './admin-prescriptions-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const approved = testStorePrescription({
  status: 'approved',
  statusLabel: 'Verified by the pharmacist',
  reviewedAt: '2026-11-21T05:00:00.000Z',
  reviewedBy: 'store@demo.dawanow.in',
  validUntil: '2027-05-19',
  covers: [{ productId: '5f1d7c2e-8a3b-4c6d-9e0f-1a2b3c4d5e6f', name: 'Azithral 500 Tablet', quantity: 2 }],
  requestedItems: [],
});
const page = (prescriptions: unknown[]) => ({
  body: { prescriptions, total: prescriptions.length, page: 1, pageSize: 20 },
});

function renderPage(path = '/admin/prescriptions') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/prescriptions" element={<AdminPrescriptionsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminPrescriptionsPage', () => {
  it('filters by status, a pharmacy chosen by name and dates, and refuses a name that matches none', async () => {
    const lookup = { stores: [{ id: TEST_STORE_ID, name: 'Apollo Pharmacy MG Road', city: 'Bengaluru' }], cities: [] };
    const requests = stubOrdersApi(
      {
        'GET /api/admin/prescriptions': page([approved]),
        'GET /api/admin/store-lookup?q=': { body: lookup },
        'GET /api/admin/store-lookup?q=Nowhere+Chemists': { body: { stores: [], cities: [] } },
        'GET /api/admin/store-lookup?q=Apollo+Pharmacy+MG+Road': { body: lookup },
        [`GET /api/admin/prescriptions?status=approved&storeId=${TEST_STORE_ID}&from=2026-11-01&to=2026-11-30`]: page(
          [],
        ),
      },
      vi.stubGlobal,
    );
    renderPage();
    expect(await screen.findByRole('listitem', { name: 'Prescription for Asha Menon' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Verified by the pharmacist');
    await userEvent.type(screen.getByLabelText('Pharmacy'), 'Nowhere Chemists');
    await userEvent.type(screen.getByLabelText('Uploaded from'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Uploaded to'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('Choose a pharmacy from the suggestions, or clear the field.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Pharmacy'));
    await userEvent.type(screen.getByLabelText('Pharmacy'), 'Apollo Pharmacy MG Road, Bengaluru');
    await vi.waitFor(() => expect(document.querySelector('input[name="storeId"]')).toHaveValue(TEST_STORE_ID));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No prescriptions match these filters.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/admin/prescriptions'))).toHaveLength(2);
  });

  it('opens one for audit: files requested "for audit", the decision and the access log', async () => {
    stubOrdersApi(
      {
        'GET /api/admin/prescriptions': page([approved]),
        [`GET /api/admin/prescriptions/${approved.id}/access-log`]: {
          body: {
            entries: [
              {
                viewerUserId: 'u-store',
                viewerRole: 'store_admin',
                storeId: TEST_STORE_ID,
                reason: 'verification',
                at: '2026-11-21T04:30:00.000Z',
              },
            ],
          },
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    const card = await screen.findByRole('listitem', { name: 'Prescription for Asha Menon' });
    await userEvent.click(within(card).getByRole('button', { name: /Open/ }));

    const detail = screen.getByRole('article', { name: 'Prescription for Asha Menon' });
    expect(within(detail).getByRole('img', { name: 'Prescription file 1 of 2' })).toHaveAttribute(
      'src',
      `${approved.files[0]?.url}?reason=audit`,
    );
    expect(detail).toHaveTextContent('Valid until 19 May 2027');
    expect(detail).toHaveTextContent('Covers: Azithral 500 Tablet × 2');
    const log = await within(detail).findByRole('table', { name: /Who opened this prescription/ });
    // 04:30 UTC is 10:00 in India.
    await waitFor(() => expect(log).toHaveTextContent(/21 Nov 2026, 10:00 am.*store_admin.*verification/i));
  });
});
