import { reviewAdConsent } from '@/lib/meta-pixel-consent';

/** DPDP Act §6(4): the ad choice can be changed or withdrawn from every page, as easily as it was made. */
export function AdPreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={reviewAdConsent} className={className}>
      Cookie &amp; ad preferences
    </button>
  );
}
