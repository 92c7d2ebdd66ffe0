import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';
import { PROFILE_TABS, type ProfileTab, signInIdentity, useMe } from '@/lib/session';
import { AddressesSection } from '../components/addresses-section';
import { LanguageSetting } from '../components/language-setting';
import { OrderUpdatesSetting } from '../components/order-updates-setting';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { ProfileTabs } from '../components/profile-tabs';
import { SecuritySection } from '../components/security-section';
import { useAccountText } from '../text';

/** /profile/orders and /orders open on the orders tab; otherwise the tab chosen in the user menu. */
function initialTab(pathname: string): ProfileTab {
  if (pathname.endsWith('/orders')) return 'orders';
  const stored = readStoredJson('session', STORAGE_KEYS.profileActiveTab);
  return PROFILE_TABS.find((tab) => tab === stored) ?? 'personal';
}

/**
 * The Orders and Prescriptions tabs' content and the sign-out action come from their features, composed in
 * app/routes (features stay apart).
 */
export function ProfilePage({
  ordersTab,
  prescriptionsTab,
  signOutAction,
}: {
  ordersTab: ReactNode;
  prescriptionsTab: ReactNode;
  signOutAction: ReactNode;
}) {
  const { t } = useAccountText();
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
      <PageHeader title={t('profile.title')} description={t('profile.signedInAs', { identity: signInIdentity(me) })}>
        {/* Phones have no header account menu in reach; wider screens sign out from that menu. */}
        <div className="md:hidden">{signOutAction}</div>
      </PageHeader>
      <ProfileTabs tab={tab} onChoose={choose} />
      <div role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'personal' && (
          <>
            <PersonalDetailsForm me={me} />
            <LanguageSetting />
            <OrderUpdatesSetting />
          </>
        )}
        {tab === 'orders' && ordersTab}
        {tab === 'prescriptions' && prescriptionsTab}
        {tab === 'addresses' && <AddressesSection />}
        {tab === 'security' && <SecuritySection me={me} />}
      </div>
    </div>
  );
}
