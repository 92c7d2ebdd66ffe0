/** Test data for the cart and checkout: quotes shaped like POST /api/cart/quote and /api/checkout/quote answers, with the bill worked out by the shared rules. */
import { computeBill } from '@dawanow/shared/orders/bill';
import type { TQuote, TQuotedLine } from '@dawanow/shared/orders/customer';
import { deliveryFeePaise } from '@dawanow/shared/orders/delivery-options';
import type { TGstRate } from '@dawanow/shared/products';
import { TEST_STORE_ID } from '@/components/catalog/test-products';

export const DOLO_ID = '0c8f5a52-3b0e-4d7a-8a8e-5d2c9b7e6f10';
export const AZEE_ID = '6a1d2b3c-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

export function testLine(overrides: Partial<TQuotedLine> = {}): TQuotedLine {
  return {
    medicineId: DOLO_ID,
    product: {
      id: DOLO_ID,
      slug: 'dolo-650-tablet',
      name: 'Dolo 650 Tablet',
      packLabel: 'Strip of 15 tablets',
      manufacturer: 'Micro Labs Ltd',
      schedule: 'OTC',
      rxRequired: false,
      mrpPaise: 3050,
      gstRate: 5,
      imageUrl: null,
    },
    quantity: 2,
    cartPricePaise: 2745,
    unitPricePaise: 2745,
    availableQuantity: 10,
    lineTotalPaise: 5490,
    problem: null,
    ...overrides,
  };
}

export function testQuote(lines: TQuotedLine[], overrides: Partial<TQuote> = {}): TQuote {
  const deliveryMode = overrides.deliveryMode ?? 'standard';
  const billLines = lines.flatMap((line) =>
    line.problem === null && line.product && line.unitPricePaise !== null
      ? [
          {
            unitPricePaise: line.unitPricePaise,
            mrpPaise: line.product.mrpPaise,
            quantity: line.quantity,
            gstRate: line.product.gstRate as TGstRate,
          },
        ]
      : [],
  );
  const itemsTotal = billLines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  return {
    store: { id: TEST_STORE_ID, name: 'Brigade Road Medicals', isServiceable: true, minOrderValuePaise: 0 },
    minOrderShortfallPaise: 0,
    lines,
    bill: computeBill(billLines, deliveryFeePaise(deliveryMode, itemsTotal), 'intra_state'),
    deliveryMode,
    distanceKm: 1.2,
    expressAvailable: true,
    slots: [],
    rxRequired: lines.some((line) => line.product?.rxRequired),
    codAvailable: true,
    codLimitPaise: 200000,
    coupon: null,
    couponProblem: null,
    blockers: [],
    ...overrides,
  };
}
