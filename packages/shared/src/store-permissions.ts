/**
 * What each store role may do (issue 14; SPEC §6). The server enforces it through each endpoint's access
 * rule (`access.storeCan(…)`), and the panel reads the same table to show or hide what a member may not use.
 * Deciding a prescription needs more than a role: the member must be a registered pharmacist.
 */
import type { TStoreRole } from './auth';

const everyone = ['store_admin', 'store_manager', 'store_staff'] as const;
const managers = ['store_admin', 'store_manager'] as const;
const admins = ['store_admin'] as const;

export const STORE_PERMISSIONS = {
  /** Accept, pack and hand over orders; see the dashboard and notifications */
  orders: everyone,
  /** Receive, count and write off stock; add products; import stock */
  stock: everyone,
  /** Open prescriptions of the store's orders (deciding one also needs a registered pharmacist) */
  prescriptions: everyone,
  /** The Schedule H1 register and other dispensing records the law asks to keep */
  registers: managers,
  /** Set selling prices and low-stock thresholds; switch accepting orders */
  prices: managers,
  analytics: managers,
  customers: managers,
  /** Earnings, payouts, invoices to the platform */
  money: admins,
  /** Store profile, hours, closures, minimum order, change requests */
  settings: admins,
  /** Invite, change roles, remove members, mark pharmacists */
  team: admins,
  /** Reopen a decided prescription (with a reason, logged) */
  reopenPrescriptions: admins,
} as const satisfies Record<string, readonly TStoreRole[]>;

export type TStorePermission = keyof typeof STORE_PERMISSIONS;

export function storeCan(role: TStoreRole, permission: TStorePermission): boolean {
  return (STORE_PERMISSIONS[permission] as readonly TStoreRole[]).includes(role);
}
