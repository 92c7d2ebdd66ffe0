/**
 * /store/settings: the store's settings as tabs, each its own route so a tab can be linked to and the
 * back button works. Only owners and admins may open them (SPEC §6; the server refuses everyone else).
 */
import { storeCan } from '@dawanow/shared/store-permissions';
import { Lock } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { cn } from '@/lib/cn';
import { useCurrentStore } from '@/lib/current-store';

const TABS = [
  { to: '/store/settings', name: 'profile', end: true },
  { to: '/store/settings/closures', name: 'closures' },
  { to: '/store/settings/licences', name: 'licences' },
  // The Team tab's page comes from the store-team feature (the router nests it here)
  { to: '/store/settings/team', name: 'team' },
] as const;

export function StoreSettingsLayout() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  if (!store) return null;
  if (!storeCan(store.role, 'settings')) {
    return (
      <div className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
        <Lock className="mx-auto h-8 w-8 text-slate-500" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold text-slate-900">{t('settings.layout.forbiddenTitle')}</h1>
        <p className="mt-1 text-sm text-slate-700">{t('settings.layout.forbiddenBody', { store: store.storeName })}</p>
      </div>
    );
  }
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">{t('settings.layout.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">{t('settings.layout.intro', { store: store.storeName })}</p>
      <nav aria-label={t('settings.layout.sections')} className="-mx-4 mb-5 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={'end' in tab && tab.end}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
                    isActive
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                  )
                }
              >
                {t(`settings.layout.tabs.${tab.name}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
