/**
 * The store panel's own frame (not the customer site's: no cart, no store-finder toasts, no footer):
 * which pharmacy, whether it is open and taking orders, a switch between several, the navigation of
 * its sections with live counts, the new-order ring, and a menu back to the customer site or out.
 */
import type { TStoreRole } from '@dawanow/shared/auth';
import { storeCan } from '@dawanow/shared/store-permissions';
import { Bell, BellOff, ShieldOff, Store } from 'lucide-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useSessionTimers } from '@/features/auth/use-session-timers';
import { useStoreDashboard } from '@/features/store-dashboard/api';
import { useUnreadNotifications } from '@/features/store-notifications/api';
import { cn } from '@/lib/cn';
import { chooseStore, type TPanelStore, useCurrentStore } from '@/lib/current-store';
import { useMe } from '@/lib/session';
import { StoreLiveContext } from '@/lib/store-live';
import { useDocumentTitle } from './document-title';
import { Logo } from './logo';
import { PanelMenu, SkipToContent } from './panel/panel-parts';
import { setRingMuted, useRingMuted } from './store-panel/order-ring';
import { usePanelStream } from './store-panel/panel-stream';
import { StoreBottomNav, StoreSidebarNav, sectionOf, type TNavCounts } from './store-panel/store-nav';
import type { TStorePanelTitle } from './store-panel/text';
import { useStorePanelText } from './store-panel/text';
import { useNewOrderAlerts } from './store-panel/use-new-order-alerts';

/** Unread notifications for the navigation's badge; null (no badge) until the count has loaded. */
function useUnreadNotificationCount(storeId: string, isLive: boolean): number | null {
  return useUnreadNotifications(storeId, isLive).data?.unread ?? null;
}

function NoStore() {
  const { t } = useStorePanelText();
  const isPlatformAdmin = useMe().data?.platformRole === 'admin';
  return (
    <main id="main" lang="en-IN" className="mx-auto max-w-xl px-4 py-10">
      <div className="rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
        <Store className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-3 text-lg font-semibold">{t('layout.noStore.title')}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t('layout.noStore.body')}
          {isPlatformAdmin && t('layout.noStore.bodyAdmin')}
        </p>
        <div className="mt-4 flex justify-center gap-2">
          {isPlatformAdmin && <ButtonLink to="/admin/orders">{t('layout.noStore.adminOrders')}</ButtonLink>}
          <ButtonLink to="/" variant="outline">
            {t('layout.noStore.customerSite')}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}

/**
 * A section the member's role may not open, reached by its address (a bookmark, a shared link): say so
 * plainly instead of letting the screen fail on the server's refusals.
 */
function RoleRefusal({ section, role }: { section: string; role: TStoreRole }) {
  const { t, i18n } = useStorePanelText();
  const lower = (text: string) => text.toLocaleLowerCase(i18n.language);
  return (
    <div className="mx-auto max-w-xl rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
      <ShieldOff className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
      <h1 className="mt-3 text-lg font-semibold">{t('layout.refusal.title', { section })}</h1>
      <p className="mt-1 text-sm text-slate-700">
        {t('layout.refusal.body', { role: lower(t(`layout.roles.${role}`)), section: lower(section) })}
      </p>
      <div className="mt-4 flex justify-center">
        <ButtonLink to="/store/dashboard">{t('layout.refusal.back')}</ButtonLink>
      </div>
    </div>
  );
}

/** The screen at this address, or the refusal when the member's role may not use its section. */
function Screen({ store }: { store: TPanelStore }) {
  const { t } = useStorePanelText();
  const section = sectionOf(useLocation().pathname);
  if (section && !storeCan(store.role, section.permission)) {
    return <RoleRefusal section={t(`nav.sections.${section.name}`)} role={store.role} />;
  }
  // Keyed by store: switching pharmacy must never show the previous one's orders for a moment.
  return <Outlet key={store.storeId} />;
}

function StoreSwitch({ stores, store }: { stores: TPanelStore[]; store: TPanelStore }) {
  const { t } = useStorePanelText();
  if (stores.length < 2) {
    return (
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Store className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" /> {store.storeName}
      </p>
    );
  }
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-xs font-medium text-slate-600">{t('layout.store')}</span>
      <select
        value={store.storeId}
        onChange={(event) => chooseStore(event.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base font-semibold"
      >
        {stores.map((option) => (
          <option key={option.storeId} value={option.storeId}>
            {option.storeName}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Open by its hours, and whether it takes orders: the two things a customer's app decides on. */
function StoreState({ storeId, isLive }: { storeId: string; isLive: boolean }) {
  const { t } = useStorePanelText();
  const dashboard = useStoreDashboard(storeId, isLive);
  const store = dashboard.data?.store;
  if (!store) return null;
  return (
    <ul aria-label={t('layout.state.label')} className="flex flex-wrap gap-1.5 text-xs font-medium">
      <li
        className={cn(
          'rounded-full px-2 py-0.5',
          store.isOpen ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700',
        )}
        title={store.hoursLabel}
      >
        {store.isOpen ? t('layout.state.open') : t('layout.state.closed')}
      </li>
      <li
        className={cn(
          'rounded-full px-2 py-0.5',
          store.isAcceptingOrders ? 'bg-brand-50 text-brand-800' : 'bg-amber-100 text-amber-900',
        )}
      >
        {store.isAcceptingOrders ? t('layout.state.accepting') : t('layout.state.notAccepting')}
      </li>
    </ul>
  );
}

function MuteButton() {
  const { t } = useStorePanelText();
  const isMuted = useRingMuted();
  return (
    <button
      type="button"
      aria-pressed={isMuted}
      onClick={() => setRingMuted(!isMuted)}
      className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      {isMuted ? <BellOff className="h-5 w-5" aria-hidden="true" /> : <Bell className="h-5 w-5" aria-hidden="true" />}
      {t('layout.mute')}
    </button>
  );
}

function Panel({ stores, store }: { stores: TPanelStore[]; store: TPanelStore }) {
  const { t } = useStorePanelText();
  const navigate = useNavigate();
  const { isLive } = usePanelStream(store.storeId);
  const { incomingCount, announcement } = useNewOrderAlerts(store.storeId, isLive, () =>
    navigate('/store/orders?view=incoming'),
  );
  const counts: TNavCounts = {
    waitingOrders: incomingCount,
    unreadNotifications: useUnreadNotificationCount(store.storeId, isLive),
  };

  return (
    <StoreLiveContext.Provider value={isLive}>
      {/* English only this round (issue 19): a Hindi reader's screen reader must still read it as English */}
      <div lang="en-IN" className="min-h-screen bg-slate-50 md:flex">
        <SkipToContent />
        <div aria-live="assertive" className="sr-only">
          {announcement}
        </div>
        <aside className="hidden w-64 shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-4 md:sticky md:top-0 md:flex md:h-screen md:overflow-y-auto">
          <Logo />
          <div className="space-y-2">
            <StoreSwitch stores={stores} store={store} />
            <StoreState storeId={store.storeId} isLive={isLive} />
            <p className="text-xs text-slate-600">{t(`layout.roles.${store.role}`)}</p>
          </div>
          <StoreSidebarNav counts={counts} role={store.role} />
          <div className="mt-auto border-t border-slate-100 pt-3">
            <PanelMenu>
              <MuteButton />
            </PanelMenu>
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          <header className="space-y-2 border-b border-slate-200 bg-white px-4 py-3 md:hidden">
            <StoreSwitch stores={stores} store={store} />
            <StoreState storeId={store.storeId} isLive={isLive} />
          </header>
          <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 pb-24 md:px-8 md:py-8">
            <Screen store={store} />
          </main>
        </div>
        <StoreBottomNav
          counts={counts}
          menu={
            <PanelMenu>
              <MuteButton />
            </PanelMenu>
          }
          role={store.role}
        />
      </div>
    </StoreLiveContext.Provider>
  );
}

/** Every store screen's frame; `RequireStoreAccess` has already let the member in. */
export function StorePanelLayout() {
  const { t } = useStorePanelText();
  useDocumentTitle((title) => t(`titles.${title as TStorePanelTitle}`));
  useSessionTimers();
  const { stores, store } = useCurrentStore();
  if (!store) return <NoStore />;
  return <Panel stores={stores} store={store} />;
}
