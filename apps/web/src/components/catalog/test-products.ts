/** Catalogue test data for web unit tests: a product card shaped like the API's, overridable per test. */
import type { TProductCard, TProductDetail, TStoreOffer, TSubstitute } from '@dawanow/shared/products';

export const TEST_STORE_ID = '4f0b6a3e-7d1c-4a55-9b3e-2f6d8c1a9e01';

export function testOffer(overrides: Partial<TStoreOffer> = {}): TStoreOffer {
  return {
    storeId: TEST_STORE_ID,
    pricePaise: 2745,
    discountPercent: 10,
    stockState: 'in_stock',
    maxQuantity: 10,
    ...overrides,
  };
}

export function testProduct(overrides: Partial<TProductCard> = {}): TProductCard {
  return {
    id: '0c8f5a52-3b0e-4d7a-8a8e-5d2c9b7e6f10',
    slug: 'dolo-650-tablet',
    name: 'Dolo 650 Tablet',
    brand: 'Dolo',
    manufacturer: 'Micro Labs Ltd',
    compositionLabel: 'Paracetamol 650 mg',
    dosageForm: 'tablet',
    packLabel: 'Strip of 15 tablets',
    mrpPaise: 3050,
    schedule: 'OTC',
    rxRequired: false,
    storage: 'room',
    category: { slug: 'fever-pain', name: 'Fever & pain' },
    imageUrl: null,
    offer: testOffer(),
    ...overrides,
  };
}

export function testSubstitute(overrides: Partial<TSubstitute> = {}): TSubstitute {
  return {
    ...testProduct({
      id: '6a1d2b3c-4e5f-4a7b-8c9d-0e1f2a3b4c5d',
      slug: 'calpol-650-tablet',
      name: 'Calpol 650 Tablet',
      brand: 'Calpol',
      manufacturer: 'GSK',
      offer: testOffer({ pricePaise: 1500, discountPercent: 21 }),
    }),
    packSize: 15,
    unitPricePaise: 100,
    savingPerUnitPaise: 83,
    ...overrides,
  };
}

export function testProductDetail(overrides: Partial<TProductDetail> = {}): TProductDetail {
  return {
    ...testProduct(),
    composition: [{ name: 'Paracetamol', strength: 650, unit: 'mg' }],
    packSize: 15,
    hsnCode: '3004',
    gstRate: 5,
    isReturnable: true,
    description: 'Dolo 650 Tablet relieves pain and fever.',
    uses: 'Fever, headache, body ache.',
    sideEffects: 'Nausea, rarely allergic reactions.',
    directions: 'Take with water, as the doctor advises.',
    safetyAdvice: 'Do not exceed 4 g of paracetamol a day.',
    images: [],
    categoryPath: [
      { slug: 'pain-relief', name: 'Pain Relief' },
      { slug: 'fever-headache', name: 'Fever & Headache' },
    ],
    scheduleNotice: null,
    substitutes: [testSubstitute()],
    ...overrides,
  };
}
