import type { TMe } from '@dawanow/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_STORE_KEY, useCurrentStore } from '@/lib/current-store';
import { createQueryClient } from '@/lib/query-client';
import { StorePanelLayout } from './store-panel-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BRIGADE = '45340335-92ed-41ee-a6e0-ee0eb6c5b420';
const RICHMOND = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

function me(overrides: Partial<TMe>): TMe {
  return {
    user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
    profile: { firstName: 'Kavya', lastName: 'Reddy', phone: null },
    role: 'store_admin',
    platformRole: 'customer',
    hasStoreAccess: true,
    stores: [],
    session: { expiresAt: '2030-01-01T00:00:00.000Z' },
    ...overrides,
  };
}

function CurrentStoreName() {
  return <p>Working on {useCurrentStore().store?.storeName}</p>;
}

function renderPanel(user: TMe) {
  vi.stubGlobal('fetch', async () => Response.json(user));
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/store/orders']}>
        <Routes>
          <Route element={<StorePanelLayout />}>
            <Route path="/store/orders" element={<CurrentStoreName />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StorePanelLayout', () => {
  it('works on the first store and switches to the one chosen, remembering it for the tab', async () => {
    renderPanel(
      me({
        stores: [
          { storeId: BRIGADE, storeName: 'Brigade Road Medicals', role: 'store_admin' },
          { storeId: RICHMOND, storeName: 'Richmond Town Chemists', role: 'store_staff' },
        ],
      }),
    );
    expect(await screen.findByText('Working on Brigade Road Medicals')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Store'), 'Richmond Town Chemists');
    expect(screen.getByText('Working on Richmond Town Chemists')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CURRENT_STORE_KEY) ?? 'null')).toBe(RICHMOND);
  });

  it('tells a platform administrator without a pharmacy where orders are instead', async () => {
    renderPanel(me({ platformRole: 'admin', role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'You are not a member of any pharmacy' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open admin orders' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.queryByText(/Working on/)).not.toBeInTheDocument();
  });
});
