import { useCommonText } from '@/lib/i18n/common-text';
import { reviewAdConsent } from '@/lib/meta-pixel-consent';

/** DPDP Act §6(4): the ad choice can be changed or withdrawn from every page, as easily as it was made. */
export function AdPreferencesButton({ className }: { className?: string }) {
  const { t } = useCommonText();
  return (
    <button type="button" onClick={reviewAdConsent} className={className}>
      {t('adConsent.preferences')}
    </button>
  );
}
