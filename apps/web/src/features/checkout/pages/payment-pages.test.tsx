import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import type { TSandboxCheckout } from '@dawanow/shared/orders/payment';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ORDER_ID, testUnpaidOrder } from '../test-data';
import { PaymentStatusPage } from './payment-status-page';
import { SandboxPaymentPage } from './sandbox-payment-page';

const PAYMENT_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

/** Routes each "METHOD /api/path" to an answer; records what was posted. */
function stubApi(routes: Record<string, (body: unknown) => unknown>) {
  const posted: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${input}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (init?.method === 'POST') posted.push({ route, body });
    const answer = routes[route];
    if (!answer) return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    return Response.json(answer(body));
  });
  return posted;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment/sandbox/:paymentId', element: <SandboxPaymentPage /> },
      { path: '/payment/status/:orderId', element: <PaymentStatusPage /> },
      { path: '/orders/:orderId', element: <h1>Order page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function sandboxCheckout(overrides: Partial<TSandboxCheckout> = {}): TSandboxCheckout {
  return {
    paymentId: PAYMENT_ID,
    orderId: ORDER_ID,
    orderNumber: 'DN-2611-000042',
    amountPaise: 7990,
    currency: 'INR',
    merchant: 'DawaNow',
    status: 'created',
    ...overrides,
  };
}

describe('SandboxPaymentPage', () => {
  it('says it is a test gateway, shows the amount and reports the chosen outcome', async () => {
    let order: TOrderDetail = testUnpaidOrder();
    const posted = stubApi({
      [`GET /api/payments/sandbox/${PAYMENT_ID}`]: () => sandboxCheckout(),
      [`POST /api/payments/sandbox/${PAYMENT_ID}/complete`]: () => {
        order = testUnpaidOrder({ status: 'placed', payment: { ...order.payment, status: 'paid' } });
        return { redirectTo: `/payment/status/${ORDER_ID}` };
      },
      [`GET /api/orders/${ORDER_ID}`]: () => order,
    });
    renderAt(`/payment/sandbox/${PAYMENT_ID}`);
    expect(await screen.findByText('Order DN-2611-000042')).toBeInTheDocument();
    expect(screen.getByText('TEST PAYMENT — no money moves')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹79.90' }));
    expect(posted).toEqual([
      { route: `POST /api/payments/sandbox/${PAYMENT_ID}/complete`, body: { outcome: 'success' } },
    ]);
    expect(await screen.findByText('Payment received — order DN-2611-000042 placed')).toBeInTheDocument();
  });

  it('does not offer to pay twice', async () => {
    stubApi({ [`GET /api/payments/sandbox/${PAYMENT_ID}`]: () => sandboxCheckout({ status: 'paid' }) });
    renderAt(`/payment/sandbox/${PAYMENT_ID}`);
    expect(await screen.findByText('This payment is already complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See payment status' })).toHaveAttribute(
      'href',
      `/payment/status/${ORDER_ID}`,
    );
  });
});

describe('PaymentStatusPage', () => {
  it('waits for the gateway and shows the success once the payment settles', async () => {
    let answers = 0;
    stubApi({
      [`GET /api/orders/${ORDER_ID}`]: () => {
        answers += 1;
        return answers === 1
          ? testUnpaidOrder()
          : testUnpaidOrder({
              status: 'placed',
              payment: { ...testUnpaidOrder().payment, status: 'paid', payUrl: null },
            });
      },
    });
    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByText('Waiting for the payment gateway…')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment received — order DN-2611-000042 placed', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    // Paid through the sandbox gateway: marked as a test, since no money moved.
    expect(screen.getByText('TEST PAYMENT — no money moves')).toBeInTheDocument();
  });

  it('shows why a payment failed and retries it at the gateway', async () => {
    const failed = failedPayment('The bank declined the payment.');
    const posted = stubApi({
      [`GET /api/orders/${ORDER_ID}`]: () => failed,
      [`POST /api/orders/${ORDER_ID}/payment`]: () => ({ redirectTo: `/payment/sandbox/${PAYMENT_ID}` }),
      [`GET /api/payments/sandbox/${PAYMENT_ID}`]: () => sandboxCheckout(),
    });
    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByText('The bank declined the payment.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(posted.map((post) => post.route)).toEqual([`POST /api/orders/${ORDER_ID}/payment`]);
    expect(await screen.findByRole('button', { name: 'Pay ₹79.90' })).toBeInTheDocument();
  });

  it('tells a cash-on-delivery customer that nothing is to be paid now', async () => {
    stubApi({
      [`GET /api/orders/${ORDER_ID}`]: () =>
        testUnpaidOrder({
          status: 'placed',
          paymentMethod: 'cod',
          payment: {
            method: 'cod',
            provider: 'cod',
            status: 'not_required',
            payUrl: null,
            paidAt: null,
            refundTime: null,
            refunds: [],
          },
        }),
    });
    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByText(/Cash on delivery: no payment is needed now/)).toBeInTheDocument();
    expect(screen.queryByText('TEST PAYMENT — no money moves')).not.toBeInTheDocument();
  });

  it('says when an unpaid order was cancelled, and why', async () => {
    stubApi({ [`GET /api/orders/${ORDER_ID}`]: () => cancelledUnpaid() });
    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByText('Order DN-2611-000042 was cancelled')).toBeInTheDocument();
    expect(screen.getByText('Payment was not completed within 15 minutes')).toBeInTheDocument();
  });
});

/** An online order whose payment the gateway refused, with its reason or none (the API's sentence then) */
function failedPayment(reason: string | null): TOrderDetail {
  return testUnpaidOrder({
    status: 'payment_failed',
    payment: { ...testUnpaidOrder().payment, status: 'failed' },
    events: [
      {
        id: 'e1',
        status: 'payment_failed',
        title: 'Payment failed',
        note: reason ?? 'The payment did not go through. You can try again.',
        message: { code: 'payment_failed', values: { reason } },
        actor: 'gateway',
        at: '2026-11-21T12:01:00.000Z',
      },
    ],
  });
}

/** An online order its payment window closed on, as the API answers it (its reason stored in English). */
function cancelledUnpaid(): TOrderDetail {
  return testUnpaidOrder({
    status: 'cancelled',
    cancelReason: 'Payment was not completed within 15 minutes',
    events: [
      {
        id: 'e1',
        status: 'cancelled',
        title: 'Cancelled: payment not received',
        note: 'Payment was not completed within 15 minutes.',
        message: { code: 'cancelled_unpaid', values: { minutes: 15, refunding: false } },
        actor: 'system',
        at: '2026-11-21T12:16:00.000Z',
      },
    ],
  });
}

describe('the payment pages in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows the test gateway and a failed payment in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    stubApi({
      [`GET /api/payments/sandbox/${PAYMENT_ID}`]: () => sandboxCheckout(),
      [`GET /api/orders/${ORDER_ID}`]: () =>
        testUnpaidOrder({ payment: { ...testUnpaidOrder().payment, status: 'failed' } }),
    });
    renderAt(`/payment/sandbox/${PAYMENT_ID}`);
    expect(await screen.findByText('ऑर्डर DN-2611-000042')).toBeInTheDocument();
    expect(screen.getByText('टेस्ट पेमेंट — कोई पैसा नहीं कटेगा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹79.90 का पेमेंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पेमेंट फ़ेल करें' })).toBeInTheDocument();
    cleanup();

    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'पेमेंट नहीं हुआ' })).toBeInTheDocument();
    expect(screen.getByText('पेमेंट गेटवे ने पेमेंट मना कर दिया।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से पेमेंट करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर देखें' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
  });

  it('says in Hindi why an unpaid order was cancelled', async () => {
    await act(() => switchLanguage('hi'));
    stubApi({ [`GET /api/orders/${ORDER_ID}`]: () => cancelledUnpaid() });
    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByText('15 मिनट में पेमेंट पूरा नहीं हुआ')).toBeInTheDocument();
  });

  it('says in Hindi why a payment failed when the gateway gave no reason of its own', async () => {
    await act(() => switchLanguage('hi'));
    stubApi({ [`GET /api/orders/${ORDER_ID}`]: () => failedPayment(null) });
    renderAt(`/payment/status/${ORDER_ID}`);
    expect(await screen.findByText('पेमेंट पूरा नहीं हो पाया। आप फिर से कोशिश कर सकते हैं।')).toBeInTheDocument();
  });
});
