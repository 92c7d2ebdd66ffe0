import type { TAdminAuditPage } from '@dawanow/shared/admin-audit';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { testAuditEntry } from '@/features/admin-audit/test-audit';
import { createQueryClient } from '@/lib/query-client';
import { AdminSettingsRoute } from './admin-settings-route';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HISTORY = '/api/admin/audit-log?subjectType=settings&subjectId=orders';
const saved: TAdminAuditPage = { entries: [testAuditEntry()], nextCursor: null };

describe('/admin/settings', () => {
  it("shows the order settings' change history, and the change just saved in it", async () => {
    let history: TAdminAuditPage = { entries: [], nextCursor: null };
    stubOrdersApi(
      {
        'GET /api/admin/settings/orders': { body: { acceptanceWindowSeconds: 180, codLimitPaise: 2_000_00 } },
        'PUT /api/admin/settings/orders': (body) => {
          history = saved;
          return { body };
        },
        [`GET ${HISTORY}`]: () => ({ body: history }),
      },
      vi.stubGlobal,
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/admin/settings']}>
          <AdminSettingsRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Change history' });
    expect(await within(section).findByText('No administrator has changed this yet.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Full history in the audit log' })).toHaveAttribute(
      'href',
      '/admin/settings?view=audit-log&subjectType=settings&subjectId=orders',
    );

    const window = screen.getByLabelText('Store acceptance window (seconds)');
    await userEvent.clear(window);
    await userEvent.type(window, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save order settings' }));
    expect(await within(section).findByText('acceptanceWindowSeconds: 180 → 120')).toBeInTheDocument();
    expect(within(section).getByText('Rohan Iyer')).toBeInTheDocument();
  });
});
