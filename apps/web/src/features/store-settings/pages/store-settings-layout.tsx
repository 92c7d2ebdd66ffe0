/**
 * /store/settings: the store's settings as tabs, each its own route so a tab can be linked to and the
 * back button works. Only owners and admins may open them (SPEC §6; the server refuses everyone else).
 */
import { storeCan } from '@dawanow/shared/store-permissions';
import { Lock } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';

const TABS = [
  { to: '/store/settings', label: 'Profile & hours', end: true },
  { to: '/store/settings/closures', label: 'Closures' },
  { to: '/store/settings/licences', label: 'Licences & GSTIN' },
  // The Team tab's page comes from the store-team feature (the router nests it here)
  { to: '/store/settings/team', label: 'Team' },
];

export function StoreSettingsLayout() {
  const { store } = useCurrentStore();
  if (!store) return null;
  if (!storeCan(store.role, 'settings')) {
    return (
      <div className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
        <Lock className="mx-auto h-8 w-8 text-slate-500" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">Settings are for the store’s owners and admins</h1>
        <p className="mt-1 text-sm text-slate-700">
          Ask the owner of {store.storeName} to change hours, closures or details.
        </p>
      </div>
    );
  }
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">Settings</h1>
      <p className="mb-4 text-sm text-slate-700">
        What customers see about {store.storeName}, and when it takes orders.
      </p>
      <nav aria-label="Settings sections" className="-mx-4 mb-5 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
