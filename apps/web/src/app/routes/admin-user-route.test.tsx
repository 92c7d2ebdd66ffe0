import type { TAdminAuditPage } from '@dawanow/shared/admin-audit';
import type { TAdminUserDetail } from '@dawanow/shared/admin-users';
import type { TMe } from '@dawanow/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { testAuditEntry } from '@/features/admin-audit/test-audit';
import { testUserDetail } from '@/features/admin-users/test-users';
import { createQueryClient } from '@/lib/query-client';
import { AdminUserRoute } from './admin-user-route';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const admin: TMe = {
  user: { id: 'a1', email: 'admin@demo.dawanow.in', name: 'Rohan Iyer', image: null, hasPassword: true },
  profile: { firstName: 'Rohan', lastName: 'Iyer', phone: null, language: null },
  role: 'customer',
  platformRole: 'admin',
  hasStoreAccess: false,
  stores: [],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};

const detail = testUserDetail();
const { id } = detail.user;
const USER = `/api/admin/users/${id}`;
const HISTORY = `/api/admin/audit-log?subjectType=user&subjectId=${id}`;

function renderUser(answers: Parameters<typeof stubOrdersApi>[0]) {
  const requests = stubOrdersApi({ 'GET /api/me': { body: admin }, ...answers }, vi.stubGlobal);
  const router = createMemoryRouter([{ path: '/admin/users/:userId', element: <AdminUserRoute /> }], {
    initialEntries: [`/admin/users/${id}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return requests;
}

describe('/admin/users/:userId', () => {
  it('shows the profile, counts, latest orders, store memberships and sign-ins', async () => {
    renderUser({ [`GET ${USER}`]: { body: detail }, [`GET ${HISTORY}`]: { body: { entries: [], nextCursor: null } } });
    expect(await screen.findByRole('heading', { name: 'Lakshmi Rao' })).toBeInTheDocument();
    expect(screen.getByText('lakshmi.rao@example.in')).toBeInTheDocument();
    expect(screen.getByText('+919845012345')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: /Orders/ });
    expect(within(orders).getByRole('link', { name: /DN-2611-000123/ })).toHaveAttribute(
      'href',
      '/admin/orders/6f1c1f62-4a43-4f0e-9c55-1a2b3c4d5e6f',
    );
    expect(within(orders).getByText('The latest 1 of 7 are shown.')).toBeInTheDocument();
    const stores = screen.getByRole('region', { name: /Store memberships/ });
    expect(within(stores).getByText('Apollo Pharmacy MG Road')).toBeInTheDocument();
    expect(within(stores).getByText('Staff')).toBeInTheDocument();
    const sessions = screen.getByRole('table', { name: 'Sessions, newest first' });
    expect(within(sessions).getByText('49.207.1.10')).toBeInTheDocument();
    expect(within(sessions).getByText(/Android 14/)).toBeInTheDocument();
    expect(await screen.findByText('No administrator has changed this yet.')).toBeInTheDocument();
  });

  it('suspends the account with a reason, then shows the suspension and its entry in the history', async () => {
    const user = userEvent.setup();
    let current: TAdminUserDetail = detail;
    let history: TAdminAuditPage = { entries: [], nextCursor: null };
    const requests = renderUser({
      [`GET ${USER}`]: () => ({ body: current }),
      [`GET ${HISTORY}`]: () => ({ body: history }),
      [`POST ${USER}/suspend`]: (body) => {
        const { reason } = body as { reason: string };
        current = testUserDetail({ suspendedAt: '2026-11-26T06:00:00.000Z', suspensionReason: reason });
        history = {
          entries: [
            testAuditEntry({
              action: 'user.suspended',
              subjectType: 'user',
              subjectId: id,
              before: { status: 'active' },
              after: { status: 'suspended' },
              reason,
            }),
          ],
          nextCursor: null,
        };
        return { body: { ok: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByText('Give a reason')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Abusive calls to pharmacists');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      reason: 'Abusive calls to pharmacists',
    });
    expect(await screen.findByText(/Suspended on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    const changes = screen.getByRole('region', { name: 'Change history' });
    expect(await within(changes).findByText('status: "active" → "suspended"')).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    renderUser({
      [`GET ${USER}`]: { body: testUserDetail({ platformRole: 'admin' }) },
      [`GET ${HISTORY}`]: { body: { entries: [], nextCursor: null } },
      [`POST ${USER}/admin`]: {
        status: 409,
        body: {
          error: { code: 'CONFLICT', message: 'This is the last platform admin. Make someone else an admin first.' },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove their admin role?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This is the last platform admin.');
  });

  it('offers no changes on your own account', async () => {
    renderUser({
      [`GET ${USER}`]: { body: testUserDetail({ id: 'a1', platformRole: 'admin' }) },
      [`GET /api/admin/audit-log?subjectType=user&subjectId=${id}`]: { body: { entries: [], nextCursor: null } },
    });
    expect(await screen.findByText(/This is your account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove admin' })).not.toBeInTheDocument();
  });
});
