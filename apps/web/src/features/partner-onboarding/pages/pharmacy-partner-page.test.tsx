import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { PharmacyPartnerPage } from './pharmacy-partner-page';

const me = {
  user: { id: 'u1', email: 'ravi@example.in', phoneNumber: null, name: 'Ravi Kumar', image: null, hasPassword: true },
  profile: { firstName: 'Ravi', lastName: 'Kumar', phone: '+919845011111', language: null },
  role: 'customer',
  platformRole: 'customer',
  hasStoreAccess: false,
  stores: [],
  session: { expiresAt: '2026-11-28T12:00:00.000Z' },
};

function stubMe(signedIn: boolean) {
  vi.stubGlobal('fetch', async (input: string) =>
    input === '/api/me' && signedIn
      ? Response.json(me)
      : Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, { status: 401 }),
  );
}

function Where() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/pharmacy-partner', element: <PharmacyPartnerPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/pharmacy-partner'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PharmacyPartnerPage', () => {
  it('states the agreement’s terms in plain words', async () => {
    stubMe(false);
    renderPage();
    expect(screen.getByRole('heading', { name: '10% commission, only on delivered orders' })).toBeInTheDocument();
    // SPEC: the commission is worked out on the medicines' value without GST, and GST is added to the fee
    expect(screen.getByText(/10% of the medicines’ value before GST .* plus GST on that fee/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pack each order within 15 minutes' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /once 7 days have passed since each order was delivered\. You have 7 days to question a statement/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Keep the prescriptions for at least 2 years/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pharmacy Partner Agreement' })).toHaveAttribute(
      'href',
      '/pharmacy-agreement',
    );
  });

  it('sends a guest to sign in and brings them back to the application form', async () => {
    stubMe(false);
    renderPage();
    const [apply] = await screen.findAllByRole('link', { name: 'Sign in or sign up to apply' });
    await userEvent.click(apply as HTMLElement);
    expect(await screen.findByText('Now at /auth')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authReturnPath) ?? 'null')).toBe('/pharmacy-partner/apply');
  });

  it('takes a signed-in visitor straight to the form', async () => {
    stubMe(true);
    renderPage();
    const [apply] = await screen.findAllByRole('link', { name: 'Apply now' });
    await userEvent.click(apply as HTMLElement);
    expect(await screen.findByText('Now at /pharmacy-partner/apply')).toBeInTheDocument();
  });
});
