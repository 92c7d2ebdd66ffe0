import type { TMe } from '@dawanow/shared/auth';
import type { TTeam, TTeamMember } from '@dawanow/shared/store-team';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { createQueryClient } from '@/lib/query-client';
import { StoreTeamPage } from './store-team-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE = '6f1c1c55-4b8e-4a57-9d1e-2a0d3c6b7e01';
const TEAM = `/api/stores/${STORE}/team`;
const owner: TMe = {
  user: { id: 'u-owner', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
  profile: { firstName: 'Kavya', lastName: 'Reddy', phone: null, language: null },
  role: 'store_admin',
  platformRole: 'customer',
  hasStoreAccess: true,
  stores: [{ storeId: STORE, storeName: 'Brigade Road Medicals', role: 'store_admin' }],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};

const member = (overrides: Partial<TTeamMember>): TTeamMember => ({
  userId: 'u-staff',
  name: 'Suresh Kumar',
  email: 'suresh@example.in',
  role: 'staff',
  pharmacist: null,
  onDuty: false,
  joinedAt: '2026-11-20T05:00:00.000Z',
  isYou: false,
  ...overrides,
});
const team: TTeam = {
  members: [
    member({
      userId: 'u-owner',
      name: 'Kavya Reddy',
      email: 'store@demo.dawanow.in',
      role: 'owner',
      pharmacist: { name: 'Kavya Reddy', registrationNumber: 'KA/PR/2008/21000' },
      isYou: true,
    }),
    member({}),
  ],
  invitations: [],
};

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <MemoryRouter>
        <StoreTeamPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StoreTeamPage', () => {
  it('invites by e-mail and offers the link to copy or share on WhatsApp', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: owner },
        [`GET ${TEAM}`]: { body: team },
        [`POST ${TEAM}/invitations`]: {
          status: 201,
          body: {
            invitation: {
              id: '3b7c1d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
              email: 'priya@example.in',
              role: 'manager',
              invitedBy: 'Kavya Reddy',
              createdAt: '2026-11-25T05:00:00.000Z',
              expiresAt: '2026-12-02T05:00:00.000Z',
            },
            path: `/store/invitations/${'a'.repeat(43)}`,
            emailed: false,
          },
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Members (2)' });
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Please enter your email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Their e-mail address'), 'Priya@Example.in');
    await userEvent.click(screen.getByRole('radio', { name: /^Manager/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: `${TEAM}/invitations`,
        body: { email: 'priya@example.in', role: 'manager' },
      }),
    );
    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect(link).toHaveValue(`${window.location.origin}/store/invitations/${'a'.repeat(43)}`);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('as manager'),
    );
  });

  it("changes a member's role and removes them after confirming; the owner and oneself have no such controls", async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: owner },
        [`GET ${TEAM}`]: { body: team },
        [`PUT ${TEAM}/members/u-staff/role`]: { body: member({ role: 'manager' }) },
        [`DELETE ${TEAM}/members/u-staff`]: { body: { ok: true } },
      },
      vi.stubGlobal,
    );
    renderPage();
    const [card] = await screen.findAllByRole('listitem', { name: 'Suresh Kumar' });
    if (!card) throw new Error('no card');
    expect(screen.queryAllByRole('combobox', { name: 'Role of Kavya Reddy' })).toHaveLength(0);
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Role of Suresh Kumar' }), 'manager');
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        path: `${TEAM}/members/u-staff/role`,
        body: { role: 'manager' },
      }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Suresh Kumar from the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from team' }));
    await waitFor(() =>
      expect(requests).toContainEqual({ method: 'DELETE', path: `${TEAM}/members/u-staff`, body: {} }),
    );
    expect(await screen.findByText('Suresh Kumar was removed from the team')).toBeInTheDocument();
  });

  it('checks the pharmacist registration before saving it', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: owner },
        [`GET ${TEAM}`]: { body: team },
        [`PUT ${TEAM}/members/u-staff/pharmacist`]: {
          body: member({ pharmacist: { name: 'Suresh Kumar', registrationNumber: 'KSPC/2014/12345' } }),
        },
      },
      vi.stubGlobal,
    );
    renderPage();
    const [card] = await screen.findAllByRole('listitem', { name: 'Suresh Kumar' });
    if (!card) throw new Error('no card');
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as pharmacist' }));
    const dialog = screen.getByRole('dialog', { name: 'Registered pharmacist' });
    await userEvent.type(within(dialog).getByLabelText('Registration number'), 'none');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save pharmacist' }));
    expect(within(dialog).getByText(/registration number as on the certificate/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Registration number'));
    await userEvent.type(within(dialog).getByLabelText('Registration number'), 'kspc/2014/12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save pharmacist' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        path: `${TEAM}/members/u-staff/pharmacist`,
        body: { name: 'Suresh Kumar', registrationNumber: 'KSPC/2014/12345' },
      }),
    );
  });
});
