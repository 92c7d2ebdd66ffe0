import type { TMe } from '@dawanow/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testStoreOrder, testStoreOrderSummary } from '@/components/orders/test-orders';
import { StoreOrdersPage } from '@/features/store-orders/pages/store-orders-page';
import { CURRENT_STORE_KEY, useCurrentStore } from '@/lib/current-store';
import { createQueryClient } from '@/lib/query-client';
import { RING_MUTED_KEY } from './store-panel/order-ring';
import { StorePanelLayout } from './store-panel-layout';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

const BRIGADE = '45340335-92ed-41ee-a6e0-ee0eb6c5b420';
const RICHMOND = '7b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

function me(overrides: Partial<TMe>): TMe {
  return {
    user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
    profile: { firstName: 'Kavya', lastName: 'Reddy', phone: null, language: null },
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

function renderPanel(page = <CurrentStoreName />, path = '/store/orders') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ element: <StorePanelLayout />, children: [{ path, element: page }] }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}

/** A Web Audio stand-in that counts the tones started. */
function stubAudio() {
  const tones: number[] = [];
  const node = () => ({
    connect: (next: unknown) => next,
    gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
  });
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createGain = node;
    createOscillator() {
      return { ...node(), frequency: { value: 0 }, start: (at: number) => tones.push(at), stop() {} };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

describe('StorePanelLayout', () => {
  it('works on the first store and switches to the one chosen, remembering it for the tab', async () => {
    stubOrdersApi(
      {
        'GET /api/me': {
          body: me({
            stores: [
              { storeId: BRIGADE, storeName: 'Brigade Road Medicals', role: 'store_admin' },
              { storeId: RICHMOND, storeName: 'Richmond Town Chemists', role: 'store_staff' },
            ],
          }),
        },
      },
      vi.stubGlobal,
    );
    renderPanel();
    expect(await screen.findByText('Working on Brigade Road Medicals')).toBeInTheDocument();
    // The sidebar and the phone header both offer the switch; either works.
    const [storeSwitch] = screen.getAllByLabelText('Store');
    if (!storeSwitch) throw new Error('no store switch');
    await userEvent.selectOptions(storeSwitch, 'Richmond Town Chemists');
    expect(screen.getByText('Working on Richmond Town Chemists')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CURRENT_STORE_KEY) ?? 'null')).toBe(RICHMOND);
  });

  it("has its own frame: every store section for the store's admin, sign-out and the way back, and no cart", async () => {
    stubOrdersApi(
      { 'GET /api/me': { body: me({ stores: [{ storeId: BRIGADE, storeName: 'Brigade', role: 'store_admin' }] }) } },
      vi.stubGlobal,
    );
    renderPanel();
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Store panel' });
    if (!sidebar) throw new Error('no navigation');
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/store/dashboard',
      '/store/orders',
      '/store/prescriptions',
      '/store/inventory',
      '/store/inventory/add',
      '/store/customers',
      '/store/analytics',
      '/store/earnings',
      '/store/payouts',
      '/store/notifications',
      '/store/settings',
    ]);
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Customer site' })[0]).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('shows the member’s unread notifications in the navigation, and no badge when none are unread', async () => {
    let unread = 3;
    stubOrdersApi(
      {
        'GET /api/me': { body: me({ stores: [{ storeId: BRIGADE, storeName: 'Brigade', role: 'store_staff' }] }) },
        [`GET /api/stores/${BRIGADE}/notifications/unread-count`]: () => ({ body: { unread } }),
      },
      vi.stubGlobal,
    );
    const queryClient = renderPanel();
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Store panel' });
    if (!sidebar) throw new Error('no navigation');
    expect(await within(sidebar).findByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'href',
      '/store/notifications',
    );
    unread = 0;
    await act(() => queryClient.invalidateQueries());
    expect(await within(sidebar).findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it.each([
    ['/store/settings', 'Settings'],
    ['/store/earnings', 'Earnings'],
  ])(
    'shows staff only their sections, and %s opened directly says their role cannot open it',
    async (path, section) => {
      stubOrdersApi(
        { 'GET /api/me': { body: me({ stores: [{ storeId: BRIGADE, storeName: 'Brigade', role: 'store_staff' }] }) } },
        vi.stubGlobal,
      );
      renderPanel(<p>Secret screen</p>, path);
      const [sidebar] = await screen.findAllByRole('navigation', { name: 'Store panel' });
      if (!sidebar) throw new Error('no navigation');
      expect(
        within(sidebar)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual([
        '/store/dashboard',
        '/store/orders',
        '/store/prescriptions',
        '/store/inventory',
        '/store/inventory/add',
        '/store/notifications',
      ]);
      expect(screen.getByRole('heading', { name: `Your role cannot open ${section}` })).toBeInTheDocument();
      expect(screen.queryByText('Secret screen')).not.toBeInTheDocument();
    },
  );

  it('rings, vibrates and counts an order newly offered, but not the ones already waiting; muted, only vibrates', async () => {
    const tones = stubAudio();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const waiting = testStoreOrderSummary({ offerExpiresAt: new Date(Date.now() + 150_000).toISOString() });
    const storeId = testStoreOrder().store.id;
    const offer = (number: string) =>
      testStoreOrderSummary({
        id: crypto.randomUUID(),
        number,
        offerExpiresAt: new Date(Date.now() + 170_000).toISOString(),
      });
    let incoming = [waiting];
    stubOrdersApi(
      {
        'GET /api/me': { body: me({ stores: [{ storeId, storeName: 'Apollo', role: 'store_admin' }] }) },
        [`GET /api/stores/${storeId}/orders?view=incoming&page=1`]: () => ({
          body: { orders: incoming, total: incoming.length, page: 1, pageSize: 20 },
        }),
      },
      vi.stubGlobal,
    );
    const queryClient = renderPanel(<StoreOrdersPage />);
    expect((await screen.findAllByRole('link', { name: 'Orders, 1 waiting' })).length).toBeGreaterThan(0);
    expect(screen.queryByText(/New order/)).not.toBeInTheDocument();
    expect(vibrate).not.toHaveBeenCalled();

    incoming = [offer('DN-2611-000124'), waiting];
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('New order DN-2611-000124')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Orders, 2 waiting' }).length).toBeGreaterThan(0);
    expect(tones).toHaveLength(2);
    expect(vibrate).toHaveBeenCalledTimes(1);

    const [mute] = screen.getAllByRole('button', { name: 'Mute new-order sound' });
    if (!mute) throw new Error('no mute button');
    await userEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(RING_MUTED_KEY)).toBe('true');

    incoming = [offer('DN-2611-000125'), ...incoming];
    await act(() => queryClient.invalidateQueries());
    expect(await screen.findByText('New order DN-2611-000125')).toBeInTheDocument();
    expect(tones).toHaveLength(2);
    expect(vibrate).toHaveBeenCalledTimes(2);
  });

  it('tells a platform administrator without a pharmacy where orders are instead', async () => {
    stubOrdersApi({ 'GET /api/me': { body: me({ platformRole: 'admin', role: 'admin' }) } }, vi.stubGlobal);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'You are not a member of any pharmacy' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open admin orders' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.queryByText(/Working on/)).not.toBeInTheDocument();
  });
});
