import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';
import { cn } from '@/lib/cn';
import { PROFILE_TABS, type ProfileTab, useMe } from '@/lib/session';
import { AddressesSection } from '../components/addresses-section';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { SecuritySection } from '../components/security-section';

const labels: Record<ProfileTab, string> = {
  personal: 'Personal details',
  orders: 'Orders',
  prescriptions: 'Prescriptions',
  addresses: 'Addresses',
  security: 'Security',
};

/** /profile/orders and /orders open on the orders tab; otherwise the tab chosen in the user menu. */
function initialTab(pathname: string): ProfileTab {
  if (pathname.endsWith('/orders')) return 'orders';
  const stored = readStoredJson('session', STORAGE_KEYS.profileActiveTab);
  return PROFILE_TABS.find((tab) => tab === stored) ?? 'personal';
}

/** The Orders tab's content comes from the orders feature, composed in app/routes (features stay apart). */
export function ProfilePage({ ordersTab, prescriptionsTab }: { ordersTab: ReactNode; prescriptionsTab: ReactNode }) {
  const me = useMe().data;
  const { pathname } = useLocation();
  const [tab, setTab] = useState<ProfileTab>(() => initialTab(pathname));
  // Moving between /profile and /orders (tab bar, links) switches tab without remounting.
  useEffect(() => {
    if (pathname.endsWith('/orders')) setTab('orders');
  }, [pathname]);
  if (!me) return null;

  function choose(next: ProfileTab) {
    setTab(next);
    writeStoredJson('session', STORAGE_KEYS.profileActiveTab, next);
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="My profile" description={`Signed in as ${me.user.email}`} />
      <div
        role="tablist"
        aria-label="Profile sections"
        className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {PROFILE_TABS.map((id) => (
          <button
            key={id}
            id={`profile-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="profile-panel"
            onClick={() => choose(id)}
            className={cn(
              '-mb-px h-11 shrink-0 border-b-2 px-3 text-sm font-medium',
              tab === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'personal' && <PersonalDetailsForm me={me} />}
        {tab === 'orders' && ordersTab}
        {tab === 'prescriptions' && prescriptionsTab}
        {tab === 'addresses' && <AddressesSection />}
        {tab === 'security' && <SecuritySection me={me} />}
      </div>
    </div>
  );
}
