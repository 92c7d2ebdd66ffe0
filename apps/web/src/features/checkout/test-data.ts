/** Checkout test data: quotes shaped like POST /api/checkout/quote answers, with the bill worked out by the shared rules. */
import type { TAddress } from '@dawanow/shared/addresses';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { TEST_STORE_ID } from '@/components/catalog/test-products';
import { testOrder } from '@/components/orders/test-orders';
import { testLine, testQuote } from '@/components/orders/test-quote';

export { AZEE_ID, DOLO_ID, testLine, testQuote } from '@/components/orders/test-quote';
export const HOME_ID = '9b2e4c1a-5d6f-4e7a-8b9c-1d2e3f4a5b6c';
export const OFFICE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5e';

export function testAddress(overrides: Partial<TAddress> = {}): TAddress {
  return {
    id: HOME_ID,
    name: 'Home',
    address_line1: '#42, 12th Main Road, HAL 2nd Stage',
    address_line2: 'Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560038',
    latitude: 12.9719,
    longitude: 77.6412,
    user_id: 'user-1',
    is_default: true,
    ...overrides,
  };
}

export const ORDER_ID = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';

/** An online order waiting for its payment, priced like `testQuote`; override the payment or status per test. */
export function testUnpaidOrder(overrides: Partial<TOrderDetail> = {}): TOrderDetail {
  const quote = testQuote([testLine()]);
  return testOrder({
    id: ORDER_ID,
    number: 'DN-2611-000042',
    status: 'pending_payment',
    statusLabel: 'Awaiting payment',
    placedAt: '2026-11-21T12:00:00.000Z',
    totalPaise: quote.bill.totalPaise,
    itemCount: 2,
    storeName: quote.store.name,
    paymentMethod: 'online',
    items: [],
    bill: quote.bill,
    store: { ...testOrder().store, id: TEST_STORE_ID, name: quote.store.name },
    deliveryOtp: null,
    events: [],
    payment: {
      method: 'online',
      provider: 'sandbox',
      status: 'pending',
      payUrl: '/payment/sandbox/pay-1',
      paidAt: null,
      refundTime: null,
      refunds: [],
    },
    ...overrides,
  });
}
