/** Test data: `GET /api/me` of a signed-in customer with a password and a contact phone, and no store. */
import type { TMe } from '@dawanow/shared/auth';

export const TEST_CUSTOMER: TMe = {
  user: { id: 'u1', email: 'asha@example.in', phoneNumber: null, name: 'Asha Menon', image: null, hasPassword: true },
  profile: { firstName: 'Asha', lastName: 'Menon', phone: '+919845011111', language: null },
  role: 'customer',
  platformRole: 'customer',
  hasStoreAccess: false,
  stores: [],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};
