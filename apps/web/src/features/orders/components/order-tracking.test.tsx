import type { TOrderTracking } from '@dawanow/shared/orders/tracking';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testOrder } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { OrderTracking } from './order-tracking';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const order = testOrder({ status: 'out_for_delivery', statusLabel: 'Out for delivery', canCancel: false });
const SITE = {
  contact: {
    companyName: 'DawaNow',
    addressLines: [],
    phone: '+91 80 4567 8900',
    email: 'care@dawanow.in',
    grievanceOfficer: { name: 'A', email: 'g@dawanow.in' },
    socialLinks: [],
    businessHours: [],
  },
  metaPixelId: null,
};

function tracking(overrides: Partial<TOrderTracking> = {}): TOrderTracking {
  return {
    status: 'out_for_delivery',
    arrivingBy: new Date(Date.now() + 12.5 * 60_000).toISOString(),
    courier: { name: 'Ravi Kumar' },
    // About 1.2 km north-east of the order's address (12.9719, 77.6412)
    position: { latitude: 12.9795, longitude: 77.6497, accuracyM: 10, recordedAt: new Date().toISOString() },
    trail: [],
    ...overrides,
  };
}

function renderTracking(answer: TOrderTracking) {
  stubOrdersApi(
    { [`GET /api/orders/${order.id}/tracking`]: { body: answer }, 'GET /api/site': { body: SITE } },
    vi.stubGlobal,
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <OrderTracking order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderTracking', () => {
  it('counts down to the arrival time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderTracking(tracking({ position: null }));
    expect(await screen.findByTestId('arrival-countdown')).toHaveTextContent('in 13 mins');
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));
    expect(screen.getByTestId('arrival-countdown')).toHaveTextContent('in 10 mins');
    await act(() => vi.advanceTimersByTimeAsync(11 * 60_000));
    expect(screen.getByTestId('arrival-countdown')).toHaveTextContent('Any minute now');
  });

  it("calls the courier through the pharmacy's number, never their own, and offers help", async () => {
    renderTracking(tracking({ position: null }));
    const call = await screen.findByRole('link', { name: 'Call Ravi Kumar through the pharmacy' });
    expect(call).toHaveAttribute('href', `tel:${order.store.phone}`);
    expect(screen.getByText(/Their own number stays private/)).toBeInTheDocument();
    expect(screen.getByText(/Ravi Kumar is on the way/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${order.store.name}` })).toHaveAttribute(
      'href',
      `tel:${order.store.phone}`,
    );
    expect(await screen.findByRole('link', { name: 'Call DawaNow support' })).toHaveAttribute(
      'href',
      'tel:+918045678900',
    );
    expect(screen.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      `/contact?subject=${encodeURIComponent(`Problem with order ${order.number}`)}`,
    );
    const steps = screen.getByRole('list');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Delivered: share your 4-digit code at the door']);
  });

  it('shows distance and direction instead of a map when there is no network for tiles', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderTracking(tracking());
    const plot = await screen.findByTestId('courier-position');
    expect(within(plot).getByText('Ravi Kumar is 1.2 km north-east of your address')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Map:/ })).not.toBeInTheDocument();
  });
});
