import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { OrderUpdatesCard } from './order-updates-card';

const USER_ID = 'user-asha';
const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/asha-phone';
const SUBSCRIPTION = {
  endpoint: ENDPOINT,
  keys: {
    p256dh: 'BPcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

/**
 * The browser's side as jsdom lacks it: a service worker registration whose push manager subscribes (recording the
 * key it was given), and the Notification permission prompt answering `answer`.
 */
function fakeBrowser(answer: NotificationPermission) {
  const subscribedWith: Uint8Array[] = [];
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      subscribedWith.push(applicationServerKey);
      subscription = { endpoint: ENDPOINT, toJSON: () => SUBSCRIPTION } as unknown as PushSubscription;
      return subscription;
    },
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn() };
  notification.requestPermission.mockImplementation(async () => {
    notification.permission = answer;
    return answer;
  });
  vi.stubGlobal('Notification', notification);
  return { subscribedWith, notification };
}

function renderCard() {
  const requests = stubOrdersApi(
    {
      'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscription': { body: { ok: true } },
      [`GET /api/push/subscription?endpoint=${encodeURIComponent(ENDPOINT)}`]: {
        body: { orderUpdates: true, newOrdersStoreIds: [] },
      },
    },
    vi.stubGlobal,
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderUpdatesCard userId={USER_ID} />
    </QueryClientProvider>,
  );
  return { requests, view };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('OrderUpdatesCard', () => {
  it('asks, then on "Turn on" asks the browser, subscribes with the server key and tells the API', async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser('granted');
    const { requests } = renderCard();
    expect(await screen.findByRole('heading', { name: 'Get order updates on this phone?' })).toBeInTheDocument();
    // The browser's own prompt only ever follows the customer's tap
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order updates are on for this phone');
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(Buffer.from(browser.subscribedWith[0] ?? []).toString('base64url')).toBe(SERVER_KEY);
    expect(requests.find((request) => request.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/push/subscription',
      body: SUBSCRIPTION,
    });
  });

  it('remembers "Not now" for this person and does not ask again', async () => {
    const user = userEvent.setup();
    fakeBrowser('granted');
    const { view, requests } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: /Get order updates/ })).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    view.unmount();
    renderCard();
    // The device state is read, and still nothing is asked
    await waitFor(() => expect(requests.some((request) => request.path === '/api/push/public-key')).toBe(true));
    expect(screen.queryByRole('heading', { name: /Get order updates/ })).not.toBeInTheDocument();
  });

  it('says so when the customer blocks notifications at the browser prompt, and stays', async () => {
    const user = userEvent.setup();
    fakeBrowser('denied');
    const { requests } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked for DawaNow');
    expect(screen.getByRole('heading', { name: 'Get order updates on this phone?' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks nothing in a browser without push', async () => {
    // No service worker, no PushManager: an in-app browser or an old phone
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    const { requests } = renderCard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: /Get order updates/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
