import type { TAdminUserDetail, TAdminUserSummary } from '@dawanow/shared/admin-users';

/** A customer who joined at 3:30 pm IST on 25 Nov 2026, for tests to vary. */
export function testUserSummary(overrides: Partial<TAdminUserSummary> = {}): TAdminUserSummary {
  return {
    id: '3c9e1d2a-5b4f-4e8a-9c7d-6f5e4d3c2b1a',
    name: 'Lakshmi Rao',
    email: 'lakshmi.rao@example.in',
    phone: '+919845012345',
    platformRole: 'customer',
    storeCount: 0,
    suspendedAt: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function testUserDetail(overrides: Partial<TAdminUserDetail['user']> = {}): TAdminUserDetail {
  return {
    user: {
      ...testUserSummary(),
      firstName: 'Lakshmi',
      lastName: 'Rao',
      isEmailVerified: true,
      suspensionReason: null,
      ...overrides,
    },
    addressCount: 2,
    prescriptionCount: 1,
    orders: {
      count: 7,
      latest: [
        {
          id: '6f1c1f62-4a43-4f0e-9c55-1a2b3c4d5e6f',
          number: 'DN-2611-000123',
          status: 'delivered',
          totalPaise: 115_00,
          createdAt: '2026-11-21T04:15:00.000Z',
        },
      ],
    },
    stores: [{ storeId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', storeName: 'Apollo Pharmacy MG Road', role: 'staff' }],
    sessions: [
      {
        createdAt: '2026-11-25T09:00:00.000Z',
        lastSeenAt: '2026-11-25T09:00:00.000Z',
        expiresAt: '2026-12-02T09:00:00.000Z',
        ipAddress: '49.207.1.10',
        userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
      },
    ],
  };
}
