import type { TAdminAuditEntry } from '@dawanow/shared/admin-audit';

/** An order-settings change by the demo admin at 3:30 pm IST on 25 Nov 2026, for tests to vary. */
export function testAuditEntry(overrides: Partial<TAdminAuditEntry> = {}): TAdminAuditEntry {
  return {
    id: '0b5c2f7e-2b1a-4c39-9a55-0c7d1e3f4a21',
    actor: { userId: 'a1', name: 'Rohan Iyer', email: 'admin@demo.dawanow.in' },
    action: 'settings.orders.updated',
    subjectType: 'settings',
    subjectId: 'orders',
    before: { acceptanceWindowSeconds: 180, codLimitPaise: 200000 },
    after: { acceptanceWindowSeconds: 120, codLimitPaise: 200000 },
    reason: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}
