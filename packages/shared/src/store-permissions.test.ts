import { describe, expect, it } from 'vitest';
import type { TEndpoint } from './api/endpoint';
import { prescriptionsApi } from './api/prescriptions';
import { storeDashboardApi } from './api/store-dashboard';
import { storeOrdersApi } from './api/store-orders';
import { storeTeamApi } from './api/store-team';
import { storesApi } from './api/stores';
import type { TStoreRole } from './auth';
import { STORE_PERMISSIONS, storeCan, type TStorePermission } from './store-permissions';

const permissionsOf = (role: TStoreRole) =>
  (Object.keys(STORE_PERMISSIONS) as TStorePermission[]).filter((permission) => storeCan(role, permission)).sort();

describe('what each store role may do (issue 14)', () => {
  it('lets staff handle orders, stock and prescriptions and nothing else', () => {
    expect(permissionsOf('store_staff')).toEqual(['orders', 'prescriptions', 'stock']);
  });

  it('lets managers also set prices and read analytics, customers and the registers, but not money, settings or team', () => {
    expect(permissionsOf('store_manager')).toEqual([
      'analytics',
      'customers',
      'orders',
      'prescriptions',
      'prices',
      'registers',
      'stock',
    ]);
  });

  it('keeps money, settings, the team and reopening prescriptions to owners and admins', () => {
    for (const permission of ['money', 'settings', 'team', 'reopenPrescriptions'] as const) {
      expect(STORE_PERMISSIONS[permission]).toEqual(['store_admin']);
    }
    expect(permissionsOf('store_admin')).toEqual(Object.keys(STORE_PERMISSIONS).sort());
  });

  it('gives every store endpoint a rule from the table', () => {
    const tableRules = new Set(Object.values(STORE_PERMISSIONS).map((roles) => roles.join(',')));
    const contracts: TEndpoint[] = [
      storeOrdersApi,
      prescriptionsApi,
      storeDashboardApi,
      storesApi,
      storeTeamApi,
    ].flatMap((group) => Object.values(group));
    expect(contracts.filter((contract) => contract.access.kind === 'store').length).toBeGreaterThan(20);
    for (const contract of contracts) {
      if (contract.access.kind !== 'store') continue;
      expect(tableRules, `${contract.method} ${contract.path}`).toContain(contract.access.roles.join(','));
    }
  });
});
