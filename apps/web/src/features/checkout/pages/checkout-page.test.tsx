import type { TAddress } from '@dawanow/shared/addresses';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TPlaceOrderRequest, TQuote, TQuotedLine } from '@dawanow/shared/orders/customer';
import type { TQuoteBlocker } from '@dawanow/shared/orders/quote-blockers';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID } from '@/components/catalog/test-products';
import { testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { AZEE_ID, DOLO_ID, HOME_ID, OFFICE_ID, testAddress, testLine, testQuote, testUnpaidOrder } from '../test-data';
import { CheckoutPage } from './checkout-page';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;
const brigade = { store: 'Brigade Road Medicals' };

type TApi = {
  addresses?: TAddress[];
  prescriptions?: TPrescriptionSummary[];
  quote: (request: { addressId: string; deliveryMode: string; items: { medicine_id: string }[] }) => TQuote;
  placeOrder?: (request: TPlaceOrderRequest) => Response;
};

function stubApi({ addresses = [testAddress()], prescriptions = [], quote, placeOrder }: TApi) {
  const quoteRequests: Parameters<TApi['quote']>[0][] = [];
  const orders: TPlaceOrderRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (input === '/api/me/addresses' && init?.method === 'POST') {
      const saved = testAddress({ ...body, id: crypto.randomUUID() });
      addresses.push(saved);
      return Response.json(saved, { status: 201 });
    }
    if (input === '/api/me/addresses') return Response.json({ addresses });
    if (input === '/api/prescriptions') return Response.json({ prescriptions });
    if (input === '/api/checkout/quote') {
      quoteRequests.push(body);
      return Response.json(quote(body));
    }
    if (input === '/api/orders' && placeOrder) {
      orders.push(body);
      return placeOrder(body);
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: `No stub for ${input}` } }, { status: 404 });
  });
  return { quoteRequests, orders };
}

function storeCart(items: { medicine_id: string; price: number; quantity: number }[]) {
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
}

function renderCheckout(
  path = '/checkout',
  deliverTo?: (coords: { latitude: number; longitude: number }, label: string) => void,
) {
  const router = createMemoryRouter(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/payment/sandbox/:paymentId', element: <h1>Sandbox gateway</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={store} deliverTo={deliverTo}>
        <RouterProvider router={router} />
      </SelectedStoreProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Types a whole value at once: key by key would make the long address form slow to fill. */
async function fillIn(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const placeButton = () => screen.getByRole('button', { name: /^(Place order|ऑर्डर करें)/ });

describe('CheckoutPage', () => {
  it('delivers to the default address with a location and refuses one without', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const { quoteRequests } = stubApi({
      addresses: [
        testAddress({ id: OFFICE_ID, name: 'Office', latitude: null, longitude: null, is_default: true }),
        testAddress({ is_default: false }),
      ],
      quote: () => testQuote([testLine()]),
    });
    localStorage.setItem(STORAGE_KEYS.deliveryMode, JSON.stringify('express'));
    renderCheckout();
    const office = await screen.findByRole('radio', { name: /Office/ });
    expect(office).toBeDisabled();
    expect(screen.getByText('Address needs location update')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update addresses in My account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked();
    await waitFor(() =>
      expect(quoteRequests[0]).toEqual({
        storeId: TEST_STORE_ID,
        items: [{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }],
        deliveryMode: 'express',
        addressId: HOME_ID,
      }),
    );
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText('Prices include GST.')).toBeInTheDocument();
    expect(within(summary).getByText('GST breakdown')).toBeInTheDocument();
    expect(within(summary).getByRole('rowheader', { name: '5%' })).toBeInTheDocument();
    expect(within(summary).getByRole('rowheader', { name: '18% (delivery)' })).toBeInTheDocument();
  });

  it('makes the address it delivers to the delivery location, so the header and every promise measure from it', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    stubApi({
      addresses: [
        testAddress(),
        testAddress({
          id: OFFICE_ID,
          name: 'Office',
          address_line1: '1 MG Road',
          latitude: 12.9756,
          longitude: 77.6066,
          is_default: false,
        }),
      ],
      quote: () => testQuote([testLine()]),
    });
    const locations: { latitude: number; longitude: number; label: string }[] = [];
    renderCheckout('/checkout', (coords, label) => locations.push({ ...coords, label }));
    await waitFor(() =>
      expect(locations).toEqual([
        { latitude: 12.9719, longitude: 77.6412, label: '#42, 12th Main Road, HAL 2nd Stage, Bengaluru' },
      ]),
    );
    await userEvent.click(screen.getByRole('radio', { name: /Office/ }));
    await waitFor(() =>
      expect(locations.at(-1)).toEqual({ latitude: 12.9756, longitude: 77.6066, label: '1 MG Road, Bengaluru' }),
    );
  });

  it('without a deliverable address asks for one instead of pricing the order', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const { quoteRequests } = stubApi({ addresses: [], quote: () => testQuote([testLine()]) });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Add new address' })).toBeInTheDocument();
    expect(screen.getByText('Your bill appears once you choose a delivery address.')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    expect(screen.getByText('Choose a delivery address with a map location.')).toBeInTheDocument();
    expect(quoteRequests).toHaveLength(0);
  });

  it('adds a new address inside checkout, pinned at the current location, and delivers there', async () => {
    installDialogSupport();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude: 12.93456789, longitude: 77.62512345 } } as GeolocationPosition),
      },
    });
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const { quoteRequests } = stubApi({ addresses: [testAddress()], quote: () => testQuote([testLine()]) });
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new address' });
    await fillIn(within(dialog).getByLabelText('Address name'), 'Clinic');
    await fillIn(within(dialog).getByLabelText('House / flat, building, street'), '2nd Floor, 80 Feet Road');
    await fillIn(within(dialog).getByLabelText('City'), 'Bengaluru');
    await fillIn(within(dialog).getByLabelText('State'), 'Karnataka');
    await fillIn(within(dialog).getByLabelText('PIN code'), '560034');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use current location' }));
    expect(within(dialog).getByText('Location set (12.9346, 77.6251)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByRole('radio', { name: /Clinic/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    const clinicId = screen.getByRole('radio', { name: /Clinic/ }).getAttribute('value');
    await waitFor(() => expect(quoteRequests.at(-1)?.addressId).toBe(clinicId));
  });

  it('shows what blocks the order and keeps the button off', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    stubApi({
      quote: () =>
        testQuote([testLine({ quantity: 2, availableQuantity: 1, problem: 'not_enough_stock' })], {
          blockers: [
            { code: 'lines_need_attention', values: {} },
            { code: 'store_on_holiday', values: { ...brigade, reason: 'Diwali', until: '2026-11-12T03:30:00.000Z' } },
            { code: 'address_too_far', values: { ...brigade, distanceKm: 7.24, radiusKm: 5 } },
            { code: 'express_too_far', values: { radiusKm: 3 } },
            { code: 'above_max_total', values: { maxTotalPaise: 50_000_00 } },
          ],
        }),
    });
    renderCheckout();
    const problems = await screen.findByRole('alert');
    // The server's English before issue 19, word for word
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Some items need your attention before checkout.',
      `Brigade Road Medicals is closed now (Closed for Diwali until ${formatIndianDateTime('2026-11-12T03:30:00.000Z')}). Choose a scheduled delivery slot.`,
      'This address is 7.2 km from Brigade Road Medicals; pharmacies deliver within 5 km.',
      'Express delivery is available within 3 km of the pharmacy. Choose Standard.',
      'Orders above ₹50,000 are confirmed by phone. Please split the order.',
      'Dolo 650 Tablet: Only 1 available at this pharmacy.',
    ]);
    expect(placeButton()).toBeDisabled();
  });

  function azeeLine() {
    const dolo = testLine();
    if (!dolo.product) throw new Error('test line has a product');
    return testLine({
      medicineId: AZEE_ID,
      product: {
        ...dolo.product,
        id: AZEE_ID,
        slug: 'azee-500',
        name: 'Azee 500 Tablet',
        rxRequired: true,
        schedule: 'H',
      },
      quantity: 1,
      unitPricePaise: 11900,
    });
  }

  const rxCart = [
    { medicine_id: DOLO_ID, price: 2745, quantity: 2 },
    { medicine_id: AZEE_ID, price: 11900, quantity: 1 },
  ];
  const quoteWithRx = ({ items }: { items: { medicine_id: string }[] }) =>
    testQuote(items.some((item) => item.medicine_id === AZEE_ID) ? [testLine(), azeeLine()] : [testLine()]);
  const ashas = testStorePrescription({ id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e', patientName: 'Asha Menon' });
  const ravis = testStorePrescription({
    id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    patientName: 'Ravi Menon',
    status: 'approved',
  });
  const expired = testStorePrescription({
    id: '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
    patientName: 'Old Prescription',
    usable: false,
  });

  it('holds a prescription order until one of the customer’s usable prescriptions is chosen, then sends it', async () => {
    storeCart(rxCart);
    const { orders } = stubApi({
      prescriptions: [ashas, ravis, expired],
      quote: quoteWithRx,
      placeOrder: () => Response.json({ error: { code: 'INTERNAL', message: 'Stop here' } }, { status: 500 }),
    });
    renderCheckout();
    const step = await screen.findByRole('region', { name: /Prescription/ });
    expect(within(step).getByText('Azee 500 Tablet')).toBeInTheDocument();
    expect(await within(step).findByRole('radio', { name: /Asha Menon/ })).not.toBeChecked();
    expect(within(step).getByRole('radio', { name: /Ravi Menon.*Verified by the pharmacist/ })).toBeInTheDocument();
    expect(within(step).queryByRole('radio', { name: /Old Prescription/ })).toBeNull();
    expect(within(step).getByRole('link', { name: 'Upload a new prescription' })).toHaveAttribute(
      'href',
      '/upload-prescription?returnTo=%2Fcheckout',
    );
    expect(placeButton()).toBeDisabled();
    expect(screen.getByText(/Choose or upload a prescription for the Schedule H\/H1 medicines/)).toBeInTheDocument();

    await userEvent.click(within(step).getByText('Ravi Menon'));
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await userEvent.click(placeButton());
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]?.prescriptionId).toBe(ravis.id);
  });

  it('preselects the prescription named in the link, but only one of the customer’s usable ones', async () => {
    storeCart(rxCart);
    stubApi({ prescriptions: [ashas, ravis, expired], quote: quoteWithRx });
    renderCheckout(`/checkout?prescription=${ravis.id}`);
    expect(await screen.findByRole('radio', { name: /Ravi Menon/ })).toBeChecked();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    cleanup();

    storeCart(rxCart);
    stubApi({ prescriptions: [ashas, ravis, expired], quote: quoteWithRx });
    renderCheckout(`/checkout?prescription=${expired.id}`);
    expect(await screen.findByRole('radio', { name: /Asha Menon/ })).not.toBeChecked();
    expect(placeButton()).toBeDisabled();
  });

  it('without a prescription offers the upload, and removes prescription medicines in one click', async () => {
    storeCart(rxCart);
    stubApi({ quote: quoteWithRx });
    renderCheckout();
    expect(await screen.findByText(/You have no prescription that can be used yet/)).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove prescription medicines' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      { medicine_id: DOLO_ID, price: 2745, quantity: 2 },
    ]);
    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(screen.queryByRole('region', { name: /Prescription/ })).toBeNull();
  });

  it('offers cash on delivery only up to the limit', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    stubApi({ quote: () => testQuote([testLine()], { codAvailable: false, codLimitPaise: 200000 }) });
    renderCheckout();
    expect(await screen.findByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
    expect(screen.getByText('Available for orders up to ₹2,000')).toBeInTheDocument();
  });

  it('sends a scheduled order with the chosen slot', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const slots = [
      { start: '2026-11-21T12:30:00.000Z', end: '2026-11-21T13:30:00.000Z', label: 'Today, 6:00 PM - 7:00 PM' },
      { start: '2026-11-21T13:30:00.000Z', end: '2026-11-21T14:30:00.000Z', label: 'Today, 7:00 PM - 8:00 PM' },
    ];
    const { orders } = stubApi({
      quote: ({ deliveryMode }) => testQuote([testLine()], { slots, deliveryMode: deliveryMode as 'scheduled' }),
      placeOrder: () => Response.json({ error: { code: 'INTERNAL', message: 'Try later' } }, { status: 500 }),
    });
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: /Scheduled/ }));
    await userEvent.selectOptions(screen.getByLabelText('Delivery slot'), 'Today, 7:00 PM - 8:00 PM');
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await userEvent.click(placeButton());
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]).toMatchObject({ deliveryMode: 'scheduled', scheduledFor: '2026-11-21T13:30:00.000Z' });
  });

  it('repeats a failed attempt with the same idempotency key, then follows the payment redirect and empties the cart', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    let isDown = true;
    const { orders } = stubApi({
      quote: () => testQuote([testLine()]),
      placeOrder: () =>
        isDown
          ? Response.json({ error: { code: 'INTERNAL', message: 'The server fell over.' } }, { status: 500 })
          : Response.json({ order: testUnpaidOrder(), redirectTo: '/payment/sandbox/pay-1' }, { status: 201 }),
    });
    renderCheckout();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(placeButton()).toHaveTextContent('Place order and pay ₹79.90');
    await userEvent.click(placeButton());
    expect(await screen.findByText('The server fell over.')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(placeButton());
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]?.idempotencyKey).toBe(orders[0]?.idempotencyKey);
    expect(orders[0]).toMatchObject({ paymentMethod: 'online', expectedTotalPaise: 7990, addressId: HOME_ID });
    expect(await screen.findByRole('heading', { name: 'Sandbox gateway' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('after a price change shows the new total and places the order again under a new key', async () => {
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const fresh = testQuote([testLine({ unitPricePaise: 2900, lineTotalPaise: 5800 })]);
    const { orders } = stubApi({
      quote: () => testQuote([testLine()]),
      placeOrder: (request) =>
        request.expectedTotalPaise === fresh.bill.totalPaise
          ? Response.json({ error: { code: 'INTERNAL', message: 'Stop here' } }, { status: 500 })
          : Response.json(
              { error: { code: 'QUOTE_CHANGED', message: 'Prices changed', details: { quote: fresh } } },
              { status: 409 },
            ),
    });
    renderCheckout();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await userEvent.click(placeButton());
    const notice = await screen.findByText(/Prices or stock changed while you were checking out/);
    expect(notice).toHaveTextContent('the total is now ₹83 (was ₹79.90)');
    expect(placeButton()).toHaveTextContent('₹83');
    await userEvent.click(placeButton());
    await waitFor(() => expect(orders).toHaveLength(2));
    expect(orders[1]?.expectedTotalPaise).toBe(8300);
    expect(orders[1]?.idempotencyKey).not.toBe(orders[0]?.idempotencyKey);
  });
});

describe('CheckoutPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('walks through address, delivery, payment and the bill in Hindi', async () => {
    await act(() => switchLanguage('hi'));
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const slots = [
      { start: '2026-11-21T12:30:00.000Z', end: '2026-11-21T13:30:00.000Z', label: 'Today, 6:00 PM - 7:00 PM' },
      { start: '2026-11-22T04:30:00.000Z', end: '2026-11-22T05:30:00.000Z', label: 'Tomorrow, 10:00 AM - 11:00 AM' },
    ];
    stubApi({
      quote: ({ deliveryMode }) =>
        testQuote([testLine()], { slots, deliveryMode: deliveryMode as 'scheduled', codAvailable: false }),
    });
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: /डिलीवरी का पता/ })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /ऑनलाइन पेमेंट करें/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /नया पता जोड़ें/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'फ़ार्मेसी के लिए नोट (ज़रूरी नहीं)' })).toBeInTheDocument();

    const summary = screen.getByRole('complementary', { name: 'ऑर्डर की जानकारी' });
    expect(within(summary).getByText('Brigade Road Medicals से')).toBeInTheDocument();
    expect(within(summary).getByText('GST का ब्योरा')).toBeInTheDocument();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(placeButton()).toHaveTextContent('ऑर्डर करें और ₹79.90 का पेमेंट करें');
    expect(screen.getByText('लाइसेंसशुदा पार्टनर फ़ार्मेसी बेचती है और वही डिलीवर करती है।')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /तय समय पर/ }));
    const slot = await screen.findByRole('combobox', { name: 'डिलीवरी स्लॉट' });
    expect(
      within(slot)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['आज, 6:00 PM - 7:00 PM', 'कल, 10:00 AM - 11:00 AM']);
  });

  it('says what blocks the order in Hindi, and something general for a blocker newer than the page', async () => {
    await act(() => switchLanguage('hi'));
    storeCart([{ medicine_id: DOLO_ID, price: 2500, quantity: 2 }]);
    // A server newer than this page may name a blocker the page has no words for
    const newer = { code: 'pharmacist_on_break', values: { minutes: 10 } } as unknown as TQuoteBlocker;
    stubApi({
      quote: () =>
        testQuote([testLine({ cartPricePaise: 2500, problem: 'price_changed' })], {
          blockers: [
            { code: 'store_on_holiday', values: { ...brigade, reason: 'Diwali', until: '2026-11-12T03:30:00.000Z' } },
            { code: 'no_slots', values: {} },
            newer,
          ],
        }),
    });
    renderCheckout();
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByText('यह ऑर्डर अभी नहीं हो सकता')).toBeInTheDocument();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Brigade Road Medicals अभी बंद है (Diwali की वजह से 12 नव॰ 2026, 9:00 am तक बंद)। तय समय पर डिलीवरी का कोई स्लॉट चुनें।',
      'आज या कल के लिए कोई डिलीवरी स्लॉट खाली नहीं है।',
      'यह ऑर्डर इस रूप में नहीं हो सकता। कृपया एक बार देख लें।',
      'Dolo 650 Tablet: दाम ₹25 से बदलकर ₹27.45 हो गया है।',
    ]);
    expect(placeButton()).toBeDisabled();
  });

  it('reads a line problem newer than the page in general words, sending the customer to the cart', async () => {
    await act(() => switchLanguage('hi'));
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const newer = { ...testLine(), problem: 'needs_cold_box' } as unknown as TQuotedLine;
    stubApi({ quote: () => testQuote([newer]) });
    renderCheckout();
    const problems = await screen.findByRole('alert');
    expect(within(problems).getByRole('listitem')).toHaveTextContent(
      'Dolo 650 Tablet: यह आइटम इस रूप में ऑर्डर नहीं हो सकता। कृपया एक बार देख लें।',
    );
    expect(within(problems).queryByRole('button', { name: 'मेरा कार्ट ठीक करें' })).not.toBeInTheDocument();
    expect(within(problems).getByRole('link', { name: 'कार्ट में देखें' })).toHaveAttribute('href', '/cart');
    expect(placeButton()).toBeDisabled();
  });

  it('says in Hindi why the coupon was refused as the order was placed, and prices the cart again', async () => {
    await act(() => switchLanguage('hi'));
    storeCart([{ medicine_id: DOLO_ID, price: 2745, quantity: 2 }]);
    const used = { code: 'used_up', values: { coupon: 'DAWA10', count: 1 } };
    const { quoteRequests } = stubApi({
      quote: () => testQuote([testLine()]),
      placeOrder: () =>
        Response.json(
          {
            error: {
              code: 'COUPON_REFUSED',
              message: 'You have already used DAWA10.',
              details: { couponProblem: used, fields: { couponCode: 'You have already used DAWA10.' } },
            },
          },
          { status: 409 },
        ),
    });
    renderCheckout();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    const asked = quoteRequests.length;
    await userEvent.click(placeButton());
    expect(await screen.findByText('आप DAWA10 पहले ही इस्तेमाल कर चुके हैं।')).toBeInTheDocument();
    expect(screen.getByText('आपका ऑर्डर नहीं हो पाया')).toBeInTheDocument();
    expect(screen.queryByText('You have already used DAWA10.')).not.toBeInTheDocument();
    await waitFor(() => expect(quoteRequests.length).toBeGreaterThan(asked));
  });
});
