import type { TMe } from '@dawanow/shared/auth';
import type { TStoreClosure } from '@dawanow/shared/store-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { ClosuresPage } from './closures-page';
import { StoreSettingsLayout } from './store-settings-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = '45340335-92ed-41ee-a6e0-ee0eb6c5b420';
const CLOSURES = `/api/stores/${STORE_ID}/settings/closures`;

function member(role: TMe['stores'][number]['role']): TMe {
  return {
    user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
    profile: { firstName: 'Kavya', lastName: 'Reddy', phone: null, language: null },
    role,
    platformRole: 'customer',
    hasStoreAccess: true,
    stores: [{ storeId: STORE_ID, storeName: 'Brigade Road Medicals', role }],
    session: { expiresAt: '2030-01-01T00:00:00.000Z' },
  };
}

const diwali: TStoreClosure = {
  id: '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  startsAt: '2026-11-08T18:30:00.000Z',
  endsAt: '2026-11-09T18:30:00.000Z',
  reason: 'Diwali',
  isCurrent: true,
};

function renderSettings(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/settings" element={<StoreSettingsLayout />}>
            <Route path="closures" element={<ClosuresPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('store settings', () => {
  it('tells managers and staff that settings are for owners and admins, and asks the server nothing', async () => {
    const requests = stubOrdersApi({ 'GET /api/me': { body: member('store_manager') } }, vi.stubGlobal);
    renderSettings('/store/settings/closures');
    expect(await screen.findByText('Settings are for the store’s owners and admins')).toBeInTheDocument();
    expect(requests.map((request) => request.path)).toEqual(['/api/me']);
  });

  it('lists closures in India time, refuses a closure without a reason, and sends one in India time', async () => {
    const requests = stubOrdersApi(
      {
        'GET /api/me': { body: member('store_admin') },
        [`GET ${CLOSURES}`]: { body: { closures: [diwali] } },
        [`POST ${CLOSURES}`]: (body) => ({
          status: 201,
          body: { ...diwali, ...(body as object), id: crypto.randomUUID(), isCurrent: false },
        }),
      },
      vi.stubGlobal,
    );
    renderSettings('/store/settings/closures');
    const row = await screen.findByRole('listitem', { name: 'Closure for Diwali' });
    expect(row).toHaveTextContent('Closed now');
    expect(row).toHaveTextContent('9 Nov 2026, 12:00 am – 10 Nov 2026, 12:00 am');
    expect(screen.getByRole('link', { name: 'Closures' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/store/settings/team');

    const form = screen.getByRole('form', { name: 'Add a closure' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add closure' }));
    expect(await within(form).findByText('Say why the store is closed')).toBeInTheDocument();

    const [fromDate, toDate] = within(form).getAllByLabelText('Date');
    const [fromTime, toTime] = within(form).getAllByLabelText('Time');
    for (const [input, value] of [
      [fromDate, '2026-12-24'],
      [fromTime, '20:00'],
      [toDate, '2026-12-26'],
      [toTime, '09:00'],
    ] as const) {
      if (!input) throw new Error('missing input');
      await userEvent.clear(input);
      await userEvent.type(input, value);
    }
    await userEvent.type(within(form).getByLabelText('Reason'), 'Christmas');
    await userEvent.click(within(form).getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      startsAt: '2026-12-24T20:00:00+05:30',
      endsAt: '2026-12-26T09:00:00+05:30',
      reason: 'Christmas',
    });
  });
});
