/** Test data for the order screens' tests: valid contract payloads with readable defaults. */
import type { TOrderDetail, TOrderSummary } from '@dawanow/shared/orders/customer';
import type { TStoreOrderDetail, TStoreOrderSummary } from '@dawanow/shared/orders/store';

export function testOrder(overrides: Partial<TOrderDetail> = {}): TOrderDetail {
  return {
    id: '6f1c1f62-4a43-4f0e-9c55-1a2b3c4d5e6f',
    number: 'DN-2611-000123',
    status: 'placed',
    statusLabel: 'Placed',
    placedAt: '2026-11-21T04:15:00.000Z',
    totalPaise: 115_00,
    itemCount: 1,
    itemNames: ['Dolo 650 Tablet'],
    firstItemPack: { name: 'Dolo 650 Tablet', packLabel: 'Strip of 15 tablets', manufacturer: 'Micro Labs Ltd' },
    storeName: 'Apollo Pharmacy MG Road',
    deliveryMode: 'standard',
    paymentMethod: 'cod',
    items: [
      {
        productId: '0b6a2c1e-8f5d-4f7a-9d3e-2c1b0a9f8e7d',
        slug: 'dolo-650-tablet',
        name: 'Dolo 650 Tablet',
        packLabel: 'Strip of 15 tablets',
        manufacturer: 'Micro Labs Ltd',
        schedule: 'OTC',
        rxRequired: false,
        hsnCode: '30049099',
        gstRate: 12,
        mrpPaise: 33_60,
        unitPricePaise: 30_00,
        quantity: 3,
        lineTotalPaise: 90_00,
        couponDiscountPaise: 0,
        batchNumber: 'DL24117',
        expiryDate: '2027-06-30',
      },
    ],
    bill: {
      mrpTotalPaise: 100_80,
      itemsTotalPaise: 90_00,
      discountPaise: 10_80,
      couponDiscountPaise: 0,
      deliveryFeePaise: 25_00,
      totalPaise: 115_00,
      taxes: [
        { ratePercent: 12, taxablePaise: 80_36, cgstPaise: 4_82, sgstPaise: 4_82, igstPaise: 0, forDelivery: false },
        { ratePercent: 18, taxablePaise: 21_19, cgstPaise: 1_91, sgstPaise: 1_90, igstPaise: 0, forDelivery: true },
      ],
      supply: 'intra_state',
    },
    couponCode: null,
    address: {
      name: 'Home',
      line1: '#42, 12th Main Road, HAL 2nd Stage',
      line2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560038',
      latitude: 12.9719,
      longitude: 77.6412,
    },
    store: {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      name: 'Apollo Pharmacy MG Road',
      phone: '+918041112222',
      address: '12, MG Road, Bengaluru 560001',
      gstin: '29ABCDE1234F1Z5',
      drugLicence: 'KA-BLR-20B-123456',
      pharmacistName: 'R. Prakash',
    },
    scheduledFor: null,
    deliveryOtp: '4821',
    events: [
      {
        id: 'e1',
        status: 'placed',
        title: 'Order placed',
        note: null,
        message: { code: 'order_placed', values: { store: null } },
        actor: 'customer',
        at: '2026-11-21T04:15:00.000Z',
      },
    ],
    payment: {
      method: 'cod',
      provider: 'cod',
      status: 'pending',
      payUrl: null,
      paidAt: null,
      refundTime: null,
      refunds: [],
    },
    prescriptionId: null,
    rxRequired: false,
    canCancel: true,
    refundableUntil: null,
    refund: null,
    cancelReason: null,
    notes: null,
    ...overrides,
  };
}

export function testStoreOrder(overrides: Partial<TStoreOrderDetail> = {}): TStoreOrderDetail {
  const { deliveryOtp: _, ...order } = testOrder();
  return {
    ...order,
    customerName: 'Asha Menon',
    customerPhone: '+919845011111',
    offerExpiresAt: null,
    fulfilmentDueAt: null,
    slaMissed: false,
    prescriptionStatus: 'not_needed',
    courier: null,
    ...overrides,
  };
}

/** The list row of an order: its summary fields only. */
export function testOrderSummary(overrides: Partial<TOrderDetail> = {}): TOrderSummary {
  const { id, number, status, statusLabel, placedAt, totalPaise, itemCount, itemNames, firstItemPack, storeName } =
    testOrder(overrides);
  return {
    id,
    number,
    status,
    statusLabel,
    placedAt,
    totalPaise,
    itemCount,
    itemNames,
    firstItemPack,
    storeName,
    deliveryMode: 'standard',
    paymentMethod: 'cod',
  };
}

export function testStoreOrderSummary(overrides: Partial<TStoreOrderSummary> = {}): TStoreOrderSummary {
  const { id, number, status, statusLabel, placedAt, totalPaise, itemCount, itemNames, firstItemPack, storeName } =
    testStoreOrder();
  return {
    id,
    number,
    status,
    statusLabel,
    placedAt,
    totalPaise,
    itemCount,
    itemNames,
    firstItemPack,
    storeName,
    deliveryMode: 'standard',
    paymentMethod: 'cod',
    customerName: 'Asha Menon',
    rxRequired: false,
    offerExpiresAt: null,
    fulfilmentDueAt: null,
    slaMissed: false,
    ...overrides,
  };
}

type TStubbedRequest = { method: string; path: string; body: unknown };
type TStubbedAnswer = { status?: number; body?: unknown };

/**
 * Stubs fetch with answers by "METHOD /api/path" (query included); returns the requests made, so a
 * test can check what the screen sent. Unknown paths answer 404 like the API.
 */
export function stubOrdersApi(
  answers: Record<string, TStubbedAnswer | ((body: unknown) => TStubbedAnswer)>,
  stubGlobal: (name: string, value: unknown) => void,
): TStubbedRequest[] {
  const requests: TStubbedRequest[] = [];
  stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: input, body });
    const entry = answers[`${method} ${input}`];
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer) return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    if (answer.status === 204) return new Response(null, { status: 204 });
    return Response.json(answer.body ?? null, { status: answer.status ?? 200 });
  });
  return requests;
}
