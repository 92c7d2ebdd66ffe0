import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { createQueryClient } from '@/lib/query-client';
import { PrescriptionsTab } from './prescriptions-tab';

function renderTab(prescriptions: TPrescriptionSummary[]) {
  vi.stubGlobal('fetch', async (input: string) =>
    input === '/api/prescriptions'
      ? Response.json({ prescriptions })
      : Response.json({ error: { code: 'NOT_FOUND', message: 'No stub' } }, { status: 404 }),
  );
  const router = createMemoryRouter([{ path: '/profile', element: <PrescriptionsTab /> }], {
    initialEntries: ['/profile'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PrescriptionsTab', () => {
  it('invites a first upload when there are none', async () => {
    renderTab([]);
    expect(await screen.findByRole('heading', { name: 'No prescriptions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload prescription' })).toHaveAttribute('href', '/upload-prescription');
  });

  it('lists each prescription with its verdict, validity and the orders that used it', async () => {
    const approved = testStorePrescription({
      id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      patientName: 'Asha Menon',
      status: 'approved',
      validUntil: '2027-05-20',
      uploadedAt: '2026-11-20T20:00:00.000Z',
      orders: [{ id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', number: 'DN-2611-000123', status: 'processing' }],
    });
    const rejected = testStorePrescription({
      id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
      patientName: 'Ravi Menon',
      status: 'rejected',
      usable: false,
      rejectionReason: 'Illegible',
      reviewNote: 'The dose is cut off; photograph the whole page.',
      orders: [],
    });
    renderTab([approved, rejected]);

    const first = await screen.findByRole('listitem', { name: /Asha Menon/ });
    expect(within(first).getByText('Verified by the pharmacist')).toBeInTheDocument();
    expect(within(first).getByText('Valid until 20 May 2027')).toBeInTheDocument();
    // 20:00 UTC is the next morning in India.
    expect(within(first).getByText(/^21 Nov 2026, 1:30\s?am$/i)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Order DN-2611-000123' })).toHaveAttribute(
      'href',
      '/orders/c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f',
    );
    expect(within(first).getByRole('link', { name: 'Use for a new order' })).toHaveAttribute('href', '/cart');
    // A photo opens full size in a new tab; a PDF (a download from the server) in the app's viewer.
    expect(within(first).getByRole('link', { name: 'Page 1 of 2 (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(first).getByRole('link', { name: 'Page 2 of 2 (opens the viewer)' })).toHaveAttribute(
      'href',
      `/upload-prescription/confirmation/${approved.id}`,
    );

    const second = screen.getByRole('listitem', { name: /Ravi Menon/ });
    expect(within(second).getByText('Rejected')).toBeInTheDocument();
    expect(within(second).getByText('Reason: Illegible')).toBeInTheDocument();
    expect(within(second).getByText(/The dose is cut off/)).toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: 'Use for a new order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upload new' })).toHaveAttribute('href', '/upload-prescription');
  });
});
