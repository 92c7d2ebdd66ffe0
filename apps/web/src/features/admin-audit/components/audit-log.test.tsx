import type { TAdminAuditPage } from '@dawanow/shared/admin-audit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { testAuditEntry } from '../test-audit';
import { AuditLog, changesOf } from './audit-log';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CURSOR = '1795707411789000_8f7d4a58-4f0e-4a4e-9f3e-2d1c0b9a8e7f';

function renderLog(path: string, pages: Record<string, TAdminAuditPage>) {
  const answers = Object.fromEntries(Object.entries(pages).map(([url, page]) => [`GET ${url}`, { body: page }]));
  const requests = stubOrdersApi(answers, vi.stubGlobal);
  const router = createMemoryRouter([{ path: '/admin/settings', element: <AuditLog /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

describe('changesOf', () => {
  it('names only the fields a change changed, old → new', () => {
    expect(changesOf(testAuditEntry())).toEqual(['acceptanceWindowSeconds: 180 → 120']);
    expect(changesOf({ before: null, after: { status: 'paid' } })).toEqual(['status: — → "paid"']);
  });
});

describe('AuditLog', () => {
  it('lists who did what to which record, when in IST and why, and pages back through older entries', async () => {
    const user = userEvent.setup();
    const older = testAuditEntry({
      id: '4e1d0a9b-7c6f-4b3a-8e2d-1f0c9b8a7d6e',
      action: 'cash_refund.paid',
      subjectType: 'order',
      subjectId: 'ord-1',
      before: { status: 'details_received' },
      after: { status: 'paid' },
      reason: 'UTR 4411',
    });
    renderLog('/admin/settings?view=audit-log', {
      '/api/admin/audit-log': { entries: [testAuditEntry()], nextCursor: CURSOR },
      [`/api/admin/audit-log?cursor=${CURSOR}`]: { entries: [older], nextCursor: null },
    });
    const table = await screen.findByRole('table', { name: /newest first/ });
    const [, first] = within(table).getAllByRole('row');
    if (!first) throw new Error('no entry row');
    expect(within(first).getByText('Rohan Iyer')).toBeInTheDocument();
    expect(within(first).getByText('Order settings changed')).toBeInTheDocument();
    expect(within(first).getByText('acceptanceWindowSeconds: 180 → 120')).toBeInTheDocument();
    expect(within(first).getByText(/3:30 pm/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('Cash refund marked as sent')).toBeInTheDocument();
    expect(within(table).getByText('UTR 4411')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });

  it('keeps the filters in the address, asks the server with them, and exports the same view', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderLog('/admin/settings?view=audit-log', {
      '/api/admin/audit-log': { entries: [testAuditEntry()], nextCursor: null },
      '/api/admin/audit-log?actor=rohan&action=cash_refund.paid&from=2026-11-01': { entries: [], nextCursor: null },
    });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Administrator'), 'rohan');
    await user.selectOptions(screen.getByLabelText('Action'), 'cash_refund.paid');
    await user.type(screen.getByLabelText('From (IST)'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('No administrator action matches these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=audit-log&actor=rohan&action=cash_refund.paid&from=2026-11-01');
    expect(requests.map((request) => request.path)).toContain(
      '/api/admin/audit-log?actor=rohan&action=cash_refund.paid&from=2026-11-01',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit-log/export?actor=rohan&action=cash_refund.paid&from=2026-11-01',
    );
    // The form shows the filters the address holds
    expect(screen.getByLabelText('Administrator')).toHaveValue('rohan');
  });
});
