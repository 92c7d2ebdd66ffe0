/** Test data for the prescription screens: one valid prescription waiting at the demo store. */
import type { TStorePrescription } from '@dawanow/shared/prescriptions';

export const TEST_STORE_ID = '6f1c1c55-4b8e-4a57-9d1e-2a0d3c6b7e01';
export const TEST_PRODUCT_ID = 'b5f0a2c4-1d3e-4f6a-8b9c-0d1e2f3a4b5c';

export function testStorePrescription(overrides: Partial<TStorePrescription> = {}): TStorePrescription {
  const id = overrides.id ?? '0b7e2f4a-6c8d-4e1f-9a2b-3c4d5e6f7a8b';
  return {
    id,
    status: 'pending',
    reviewDueHere: false,
    statusLabel: 'Waiting for the pharmacist',
    patientName: 'Asha Menon',
    doctorName: 'Dr. R. Rao',
    doctorRegistration: 'KMC 45678',
    issuedOn: '2026-11-20',
    notes: null,
    uploadedAt: '2026-11-21T04:15:00.000Z',
    files: [
      {
        id: 'f1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
        contentType: 'image/jpeg',
        size: 182_000,
        hasThumbnail: true,
        url: `/api/prescriptions/${id}/files/f1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8`,
      },
      {
        id: 'a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d',
        contentType: 'application/pdf',
        size: 64_000,
        hasThumbnail: false,
        url: `/api/prescriptions/${id}/files/a9b8c7d6-e5f4-4a3b-8c2d-1e0f9a8b7c6d`,
      },
    ],
    validUntil: null,
    usable: true,
    rejectionReason: null,
    reviewNote: null,
    reviewedAt: null,
    reviewedBy: null,
    covers: [],
    orders: [{ id: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f', number: 'DN-2611-000123', status: 'placed' }],
    customerName: 'Asha Menon',
    flags: [],
    requestedItems: [{ productId: TEST_PRODUCT_ID, name: 'Azithral 500 Tablet', quantity: 2, schedule: 'H' }],
    quoteRequestId: null,
    // Seen by the store's registered pharmacist
    actions: { decide: true, whyNot: null, reopen: false },
    ...overrides,
  };
}
