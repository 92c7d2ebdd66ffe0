import type { TStoreRole } from '@dawanow/shared/auth';
import { Store } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { chooseStore, useCurrentStore } from '@/lib/current-store';
import { useMe } from '@/lib/session';

const ROLE_LABELS: Record<TStoreRole, string> = {
  store_admin: 'Owner / admin',
  store_manager: 'Manager',
  store_staff: 'Staff',
};

/** The screens a pharmacy uses every hour; the rest of SPEC §2's store routes open from the dashboard. */
const NAV = [
  { to: '/store/dashboard', label: 'Dashboard' },
  { to: '/store/orders', label: 'Orders' },
  { to: '/store/prescriptions', label: 'Prescriptions' },
  { to: '/store/inventory', label: 'Inventory' },
  { to: '/store/earnings', label: 'Earnings' },
  { to: '/store/settings', label: 'Settings' },
] as const;

function NoStore() {
  const isPlatformAdmin = useMe().data?.platformRole === 'admin';
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
      <Store className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-3 text-lg font-semibold">You are not a member of any pharmacy</h1>
      <p className="mt-1 text-sm text-slate-700">
        The store panel shows one pharmacy’s orders to its owner and staff.
        {isPlatformAdmin && ' As a platform administrator you see every order in the admin panel.'}
      </p>
      {isPlatformAdmin && (
        <ButtonLink to="/admin/orders" className="mt-4">
          Open admin orders
        </ButtonLink>
      )}
    </div>
  );
}

/** A slim bar above every store screen: which pharmacy, a switch between several, and the panel's sections. */
export function StorePanelLayout() {
  const { stores, store } = useCurrentStore();
  if (!store) return <NoStore />;

  return (
    <div className="space-y-5">
      <div className="-mx-4 -mt-6 border-b border-slate-200 bg-white px-4 pt-3 md:-mt-8 md:rounded-b-xl">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {stores.length > 1 ? (
            <label className="flex items-center gap-2 text-sm">
              <span className="font-medium text-slate-700">Store</span>
              <select
                value={store.storeId}
                onChange={(event) => chooseStore(event.target.value)}
                className="h-11 rounded-lg border border-slate-300 bg-white px-2 text-base font-semibold"
              >
                {stores.map((option) => (
                  <option key={option.storeId} value={option.storeId}>
                    {option.storeName}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <Store className="h-5 w-5 text-brand-700" aria-hidden="true" /> {store.storeName}
            </p>
          )}
          <span className="text-xs text-slate-600">{ROLE_LABELS[store.role]}</span>
        </div>
        <nav aria-label="Store panel" className="-mx-4 mt-1 overflow-x-auto px-2">
          <ul className="flex">
            {NAV.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                      isActive
                        ? 'border-brand-700 text-brand-800'
                        : 'border-transparent text-slate-600 hover:text-slate-900',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {/* Keyed by store: switching pharmacy must never show the previous one's orders for a moment. */}
      <Outlet key={store.storeId} />
    </div>
  );
}
