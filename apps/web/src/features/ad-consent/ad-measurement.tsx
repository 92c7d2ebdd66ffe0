import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { startMetaPixel, stopMetaPixel, trackPageView } from '@/lib/meta-pixel';
import { useAdConsent } from '@/lib/meta-pixel-consent';
import { AdConsentBanner } from './ad-consent-banner';

/**
 * The Meta pixel under the visitor's consent (DPDP Act 2023 §6). Without a configured pixel id there is
 * no banner and no pixel; with one, nothing loads or is sent until the visitor accepts, and a withdrawal
 * stops every later event. SPEC §2: one page view per route change, on the pages meta-pixel.ts allows.
 */
export function AdMeasurement({ pixelId }: { pixelId: string | null }) {
  const { pathname, search } = useLocation();
  const { consent } = useAdConsent();
  const hasConsent = pixelId !== null && consent?.choice === 'accepted';

  useEffect(() => {
    if (pixelId === null || !hasConsent) {
      stopMetaPixel();
      return;
    }
    startMetaPixel(pixelId);
    trackPageView(pathname, search);
  }, [pixelId, hasConsent, pathname, search]);

  return pixelId === null ? null : <AdConsentBanner />;
}
