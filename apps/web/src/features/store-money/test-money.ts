/** Test data for the store's money screens, typed by the contracts the API answers with. */
import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import {
  MARKETPLACE_OPERATOR,
  type TEarnings,
  type TEarningsOrder,
  type TPayout,
  type TStorePayouts,
} from '@dawanow/shared/payouts/payouts';

export const CURSOR = '1764000000000000_0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

export function testEarningsOrder(overrides: Partial<TEarningsOrder> = {}): TEarningsOrder {
  return {
    orderId: '5f0c8a7e-1b2c-4d3e-9f4a-6b7c8d9e0f1a',
    orderNumber: 'DN-2611-0042',
    deliveredAt: '2026-11-20T06:30:00.000Z',
    paymentMethod: 'online',
    salesPaise: 1_120_00,
    commissionPaise: 95_24,
    commissionGstPaise: 17_14,
    tcsPaise: 5_00,
    tdsPaise: 1_00,
    refundsPaise: 0,
    cashCollectedPaise: 0,
    netPaise: 1_001_62,
    settlement: { state: 'pending', settlesOn: '2026-12-01' },
    ...overrides,
  };
}

export function testEarnings(range: TAnalyticsRange, overrides: Partial<TEarnings> = {}): TEarnings {
  return {
    marketplace: MARKETPLACE_OPERATOR,
    store: { name: 'Brigade Road Medicals', gstin: '29ABCDE1234F1Z5', pan: 'ABCDE1234F' },
    ...range,
    totals: {
      salesPaise: 2_240_00,
      commissionPaise: 190_48,
      commissionGstPaise: 34_28,
      tcsPaise: 10_00,
      tdsPaise: 2_00,
      refundsPaise: 0,
      cashCollectedPaise: 1_120_00,
      adjustmentsPaise: -50_00,
      netPaise: 833_24,
    },
    adjustments: [
      {
        createdAt: '2026-11-21T09:15:00.000Z',
        amountPaise: -50_00,
        reason: 'Delivery fee charged twice on DN-2611-0042',
      },
    ],
    months: [
      {
        month: '2026-11',
        suppliesTaxablePaise: 2_000_00,
        returnsTaxablePaise: 0,
        netTaxablePaise: 2_000_00,
        tcsCgstPaise: 5_00,
        tcsSgstPaise: 5_00,
        tcsIgstPaise: 0,
        tcsPaise: 10_00,
        tdsBasePaise: 2_000_00,
        tdsPaise: 2_00,
        commissionPaise: 190_48,
        commissionGstPaise: 34_28,
      },
    ],
    orders: [testEarningsOrder()],
    nextCursor: null,
    ...overrides,
  };
}

export function testPayout(overrides: Partial<TPayout> = {}): TPayout {
  return {
    id: '8c2d4e6f-0a1b-4c3d-9e5f-7a8b9c0d1e2f',
    settlementDate: '2026-11-24',
    deliveredBefore: '2026-11-17',
    amountPaise: 4_512_50,
    status: 'paid',
    provider: 'manual',
    utr: 'HDFCN52026112400123',
    destination: 'A/c ••••4321 · HDFC0001234',
    failureReason: null,
    holdUntil: null,
    createdAt: '2026-11-24T03:30:00.000Z',
    paidAt: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

export function testStorePayouts(overrides: Partial<TStorePayouts> = {}): TStorePayouts {
  return {
    balancePaise: 3_200_00,
    inTransferPaise: 0,
    next: {
      settlementDate: '2026-12-01',
      deliveredBefore: '2026-11-24',
      amountPaise: 2_100_00,
      balancePaise: 2_100_00,
      heldOrders: 0,
    },
    bankAccount: {
      method: 'bank',
      destination: 'A/c ••••4321 · HDFC0001234',
      holderName: 'Brigade Road Medicals',
      verification: 'verified',
      verifiedName: 'BRIGADE ROAD MEDICALS',
      verificationNote: null,
      changedAt: '2026-10-02T05:00:00.000Z',
      holdUntil: null,
    },
    payouts: [testPayout()],
    nextCursor: null,
    ...overrides,
  };
}
