/** Test data for the store panel's screens: who is signed in, as a member of one store with a role. */
import type { TMe } from '@dawanow/shared/auth';

export const TEST_STORE_ID = '45340335-92ed-41ee-a6e0-ee0eb6c5b420';

/** `GET /api/me` of the demo store owner's account, as a member of Brigade Road Medicals with `role`. */
export function testStoreMember(role: TMe['stores'][number]['role'], storeId = TEST_STORE_ID): TMe {
  return {
    user: { id: 'u1', email: 'store@demo.dawanow.in', name: 'Kavya Reddy', image: null, hasPassword: true },
    profile: { firstName: 'Kavya', lastName: 'Reddy', phone: null, language: null },
    role,
    platformRole: 'customer',
    hasStoreAccess: true,
    stores: [{ storeId, storeName: 'Brigade Road Medicals', role }],
    session: { expiresAt: '2030-01-01T00:00:00.000Z' },
  };
}
