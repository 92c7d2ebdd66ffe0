import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '@/components/offline-banner';
import { AdMeasurement } from '@/features/ad-consent/ad-measurement';
import { useSessionTimers } from '@/features/auth/use-session-timers';
import { CartBar } from '@/features/cart/components/cart-bar';
import { useSiteConfig } from '@/features/content/api';
import { LocationProvider } from '@/features/location/location-provider';
import { useCommonText } from '@/lib/i18n/common-text';
import { isSessionLoading, useMe } from '@/lib/session';
import { LoadingScreen } from '../loading-screen';
import { BottomDock } from './bottom-dock';
import { useDocumentTitle } from './document-title';
import { MobileTabBar } from './mobile-tab-bar';
import { scrollsToTopOnNavigation, showsCartBar, showsMobileTabBar } from './page-rules';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function useScrollToTop(pathname: string) {
  useEffect(() => {
    if (scrollsToTopOnNavigation(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The pixel's settings are read here, not in the layout: their answer arrives after the first render, and a query's
 * answer re-renders whoever reads it in one blocking task — the layout reading it would redraw the whole site.
 */
function SiteAdMeasurement() {
  return <AdMeasurement pixelId={useSiteConfig().data?.metaPixelId ?? null} />;
}

export function SiteLayout() {
  const { t } = useCommonText();
  const { pathname } = useLocation();
  useDocumentTitle();
  useScrollToTop(pathname);
  useSessionTimers();
  const me = useMe();
  const hasTabBar = showsMobileTabBar(pathname);

  // SPEC §2: the loading screen shows while authentication loads — not once it failed for want of a connection
  // (issue 19: the offline shell still renders, signed out until the network answers).
  if (isSessionLoading(me)) return <LoadingScreen />;

  return (
    <LocationProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <SiteHeader />
        <OfflineBanner />
        <SiteAdMeasurement />
        {/* At least a screen tall: while a page waits for its data the footer stays below the fold, instead of
            showing and then being pushed down (Lighthouse counted that as most of the cart's and stores' layout shift) */}
        <main id="main" className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 md:py-8">
          <Outlet />
        </main>
        <SiteFooter />
        {hasTabBar && (
          <BottomDock>
            {showsCartBar(pathname) && <CartBar />}
            <MobileTabBar />
          </BottomDock>
        )}
      </div>
    </LocationProvider>
  );
}
