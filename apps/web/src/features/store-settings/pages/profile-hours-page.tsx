import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { AcceptingSwitch } from '@/components/store/accepting-switch';
import { ErrorState } from '@/components/ui/error-state';
import { useCurrentStore } from '@/lib/current-store';
import { useStoreSettings, useUpdateHours } from '../api';
import { ContactForm } from '../components/contact-form';
import { HoursForm } from '../components/hours-form';
import { MinOrderForm } from '../components/min-order-form';
import { PhotoCard } from '../components/photo-card';
import { SettingsCard, SettingsLoading } from '../components/settings-card';

/** /store/settings: the shop's photo, contact details, whether it takes orders, the minimum order and weekly hours. */
export function ProfileHoursPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  const storeId = store?.storeId ?? '';
  const settings = useStoreSettings(storeId);
  const updateHours = useUpdateHours(storeId);
  if (settings.isPending) return <SettingsLoading label={t('settings.profile.loading')} />;
  if (settings.isError) {
    return <ErrorState message={t('settings.profile.loadError')} onRetry={() => void settings.refetch()} />;
  }
  const data = settings.data;
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <div className="space-y-4">
        <AcceptingSwitch storeId={data.id} isAccepting={data.isAcceptingOrders} canChange />
        <SettingsCard title={t('settings.profile.photo')}>
          <PhotoCard settings={data} />
        </SettingsCard>
        <SettingsCard title={t('settings.profile.contact')} description={data.address}>
          <ContactForm settings={data} />
        </SettingsCard>
        <SettingsCard title={t('settings.profile.minOrder')}>
          <MinOrderForm settings={data} />
        </SettingsCard>
      </div>
      <SettingsCard title={t('settings.profile.hours')} description={t('settings.profile.hoursDescription')}>
        <HoursForm settings={data} onSave={(hours) => updateHours.mutateAsync(hours)} />
      </SettingsCard>
    </div>
  );
}
