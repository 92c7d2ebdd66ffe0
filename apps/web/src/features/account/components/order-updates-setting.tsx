import { DevicePushSwitch } from '@/components/push/device-push-switch';
import { useAccountText } from '../text';
import { SettingSection } from './setting-section';

/** Issue 19: the customer turns order updates by push on or off for this device (each device on its own). */
export function OrderUpdatesSetting() {
  const { t } = useAccountText();
  return (
    <SettingSection id="notifications-heading" heading={t('orderUpdates.heading')}>
      <DevicePushSwitch
        scope={{ storeId: null }}
        label={t('orderUpdates.label')}
        description={t('orderUpdates.hint')}
      />
    </SettingSection>
  );
}
