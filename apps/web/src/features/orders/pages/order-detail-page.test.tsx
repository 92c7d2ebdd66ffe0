import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi, testOrder } from '@/components/orders/test-orders';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { OrderDetailPage } from './order-detail-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER_ID = testOrder().id;

function renderOrderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/orders/${ORDER_ID}`]}>
        <Routes>
          <Route path="/orders/:orderId" element={<OrderDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderDetailPage', () => {
  it('lets the customer cancel a placed order with a reason and shows it cancelled', async () => {
    const requests = stubOrdersApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: { body: testOrder() },
        [`POST /api/orders/${ORDER_ID}/cancel`]: (body) => ({
          body: testOrder({
            status: 'cancelled',
            statusLabel: 'Cancelled',
            canCancel: false,
            cancelReason: (body as { reason: string }).reason,
          }),
        }),
      },
      vi.stubGlobal,
    );
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(within(dialog).getByText('Choose a reason')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Ordered by mistake'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(screen.getByText('Reason: Ordered by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: `/api/orders/${ORDER_ID}/cancel`,
      body: { reason: 'Ordered by mistake' },
    });
  });

  it('shows the delivery code while the order is on its way, without a cancel button', async () => {
    stubOrdersApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: {
          body: testOrder({ status: 'out_for_delivery', statusLabel: 'Out for delivery', canCancel: false }),
        },
      },
      vi.stubGlobal,
    );
    renderOrderPage();
    expect(await screen.findByTestId('delivery-otp')).toHaveTextContent('4821');
    expect(screen.getByText('Share this code with the delivery partner only at your door.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tax invoice/ })).not.toBeInTheDocument();
  });

  it('offers the invoice and a refund request with the return rules after delivery', async () => {
    const requests = stubOrdersApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: {
          body: testOrder({
            status: 'delivered',
            statusLabel: 'Delivered',
            canCancel: false,
            refundableUntil: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        },
        [`POST /api/orders/${ORDER_ID}/refund`]: {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'The 24-hour window to report a problem has closed' } },
        },
      },
      vi.stubGlobal,
    );
    renderOrderPage();
    expect(await screen.findByRole('link', { name: /Tax invoice/ })).toHaveAttribute(
      'href',
      `/orders/${ORDER_ID}/invoice`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem / request refund' }));
    const form = screen.getByRole('form', { name: 'Request a refund' });
    expect(within(form).getByText(/Medicines only if damaged in transit/)).toBeInTheDocument();
    expect(within(form).getByText(/Cash on delivery: by bank transfer/)).toBeInTheDocument();

    await userEvent.click(within(form).getByLabelText('Damaged in transit'));
    await userEvent.type(within(form).getByLabelText('Details (optional)'), 'Strip torn');
    await userEvent.click(within(form).getByRole('button', { name: 'Request refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The 24-hour window to report a problem has closed',
    );
    expect(requests.at(-1)?.body).toEqual({ reason: 'Damaged in transit', details: 'Strip torn', photo: null });
  });

  it('shows where a refund stands and how long the money takes', async () => {
    stubOrdersApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: {
          body: testOrder({
            status: 'refund_approved',
            statusLabel: 'Refund approved — pickup',
            canCancel: false,
            paymentMethod: 'online',
            payment: {
              method: 'online',
              provider: 'sandbox',
              status: 'paid',
              payUrl: null,
              paidAt: '2026-11-21T04:16:00.000Z',
              refundTime: 'UPI: 1-3 business days',
              refunds: [],
            },
            refund: {
              reason: 'Wrong item delivered',
              details: null,
              hasPhoto: true,
              requestedAt: '2026-11-21T09:00:00.000Z',
              decisionNote: 'Pickup tomorrow morning',
              cashRefund: null,
            },
          }),
        },
      },
      vi.stubGlobal,
    );
    renderOrderPage();
    const progress = await screen.findByRole('list', { name: 'Refund progress' });
    expect(within(progress).getByText('Pickup').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('UPI: 1-3 business days')).toBeInTheDocument();
    expect(screen.getByText('Pickup tomorrow morning')).toBeInTheDocument();
  });

  it('shows each refund to the original method as it stands: refunded with its date, on its way, or delayed', async () => {
    const refund = { kind: 'part', requestedAt: '2026-11-21T05:00:00.000Z', refundedAt: null } as const;
    stubOrdersApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: {
          body: testOrder({
            status: 'cancelled',
            statusLabel: 'Cancelled',
            canCancel: false,
            cancelReason: 'No pharmacy could take the order',
            paymentMethod: 'online',
            payment: {
              method: 'online',
              provider: 'razorpay',
              status: 'refund_pending',
              payUrl: null,
              paidAt: '2026-11-21T04:16:00.000Z',
              refundTime: 'Card: 5-7 business days',
              refunds: [
                {
                  ...refund,
                  amountPaise: 2400,
                  reason: 'Express delivery was not possible',
                  state: 'refunded',
                  refundedAt: '2026-11-21T06:00:00.000Z',
                },
                { ...refund, amountPaise: 1500, reason: 'Item removed', state: 'pending' },
                { ...refund, kind: 'full', amountPaise: 25_000, reason: 'The payment', state: 'delayed' },
              ],
            },
          }),
        },
      },
      vi.stubGlobal,
    );
    renderOrderPage();
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    const [refunded, pending, delayed] = within(refunds).getAllByRole('listitem');
    expect(refunded).toHaveTextContent('₹24 refund · Express delivery was not possible');
    expect(refunded).toHaveTextContent('Refunded on 21 November 2026');
    expect(pending).toHaveTextContent('On its way to your original payment method. Card: 5-7 business days.');
    expect(delayed).toHaveTextContent('₹250 refund');
    expect(delayed).toHaveTextContent('Delayed: the payment gateway could not complete it yet. We are on it');
    expect(screen.getByText(/Refund delayed — we are on it: ₹/)).toBeInTheDocument();
  });

  it('says so when the order is not the customer’s', async () => {
    stubOrdersApi({}, vi.stubGlobal);
    renderOrderPage();
    expect(await screen.findByText('We could not find this order in your account.')).toBeInTheDocument();
  });
});

describe('OrderDetailPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('reads the order, its status and timeline in Hindi, and announces a new event in the timeline', async () => {
    const accepted = {
      id: 'e2',
      status: 'processing' as const,
      title: 'Accepted by Apollo Pharmacy MG Road',
      note: 'The pharmacy is preparing your order.',
      message: { code: 'accepted' as const, values: { store: 'Apollo Pharmacy MG Road' } },
      actor: 'store' as const,
      at: '2026-11-21T04:20:00.000Z',
    };
    const processing = testOrder({
      status: 'processing',
      statusLabel: 'Processing',
      events: [...testOrder().events, accepted],
    });
    const cancelled = {
      ...processing,
      status: 'cancelled' as const,
      statusLabel: 'Cancelled',
      canCancel: false,
      cancelReason: 'Ordered by mistake',
      events: [
        ...processing.events,
        {
          ...accepted,
          id: 'e3',
          status: 'cancelled' as const,
          title: 'Cancelled by you',
          note: 'Ordered by mistake. Your payment is being refunded to the original method.',
          message: {
            code: 'cancelled_by_customer' as const,
            values: { reason: 'Ordered by mistake', refunding: true },
          },
          actor: 'customer' as const,
        },
      ],
    };
    const requests = stubOrdersApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: { body: { ...processing, canCancel: true } },
        [`POST /api/orders/${ORDER_ID}/cancel`]: { body: cancelled },
      },
      vi.stubGlobal,
    );
    await act(() => switchLanguage('hi'));
    renderOrderPage();

    expect(await screen.findByRole('heading', { name: 'ऑर्डर DN-2611-000123' })).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('स्थिति:तैयार हो रहा है');
    const timeline = screen.getByRole('list', { name: 'ऑर्डर की टाइमलाइन' });
    expect(within(timeline).getByText('ऑर्डर हो गया')).toBeInTheDocument();
    expect(within(timeline).getByText('Apollo Pharmacy MG Road ने ऑर्डर ले लिया')).toBeInTheDocument();
    expect(within(timeline).getByText('फ़ार्मेसी आपका ऑर्डर तैयार कर रही है।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपना ऑर्डर ट्रैक करें' })).toBeInTheDocument();
    expect(screen.getByText('डिलीवरी कोड')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByText('कैश ऑन डिलीवरी: दरवाज़े पर ₹115 कैश या UPI से दें')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
    await userEvent.click(within(dialog).getByLabelText('गलती से ऑर्डर हो गया'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'हाँ, ऑर्डर रद्द करें' }));

    expect(await screen.findByText('यह ऑर्डर रद्द कर दिया गया')).toBeInTheDocument();
    // The reason goes to the API in its own (English) words, and reads back in Hindi
    expect(requests.at(-1)?.body).toEqual({ reason: 'Ordered by mistake' });
    expect(screen.getByText('वजह: गलती से ऑर्डर हो गया')).toBeInTheDocument();
    const updated = screen.getByRole('list', { name: 'ऑर्डर की टाइमलाइन' });
    expect(within(updated).getByText('आपने रद्द किया')).toBeInTheDocument();
    expect(
      within(updated).getByText('गलती से ऑर्डर हो गया। आपका पेमेंट उसी तरीके में वापस भेजा जा रहा है जिससे आपने पेमेंट किया था।'),
    ).toBeInTheDocument();
    // The polite live region says what just happened, once
    expect(screen.getByText('ऑर्डर अपडेट: आपने रद्द किया')).toHaveAttribute('aria-live', 'polite');
  });
  it('says in Hindi why no pharmacy could take the order, from its event rather than the stored English', async () => {
    const cancelled = testOrder({
      status: 'cancelled',
      statusLabel: 'Cancelled',
      canCancel: false,
      cancelReason:
        'Apollo Pharmacy MG Road did not answer in time. No other pharmacy near you has every item in stock right now',
      events: [
        ...testOrder().events,
        {
          id: 'e9',
          status: 'cancelled',
          title: 'Cancelled: no pharmacy could take the order',
          note: 'Apollo Pharmacy MG Road did not answer in time. No other pharmacy near you has every item in stock right now.',
          message: {
            code: 'cancelled_no_pharmacy',
            values: { from: 'Apollo Pharmacy MG Road', why: 'no_answer', reason: null, refunding: false },
          },
          actor: 'system',
          at: '2026-11-21T04:30:00.000Z',
        },
      ],
    });
    stubOrdersApi({ [`GET /api/orders/${ORDER_ID}`]: { body: cancelled } }, vi.stubGlobal);
    await act(() => switchLanguage('hi'));
    renderOrderPage();
    expect(await screen.findByText('यह ऑर्डर रद्द कर दिया गया')).toBeInTheDocument();
    expect(
      screen.getByText(
        'वजह: Apollo Pharmacy MG Road ने समय पर जवाब नहीं दिया। आपके पास की किसी और फ़ार्मेसी के पास अभी सारा सामान स्टॉक में नहीं है',
      ),
    ).toBeInTheDocument();
  });
});
