import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dawanow/shared/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useCommonText } from '@/lib/i18n/common-text';
import { useLanguageOfProfile } from '@/lib/i18n/use-language';
import { loadSonner, useToasterWanted } from '@/lib/toast';
import { useServiceWorker } from '@/pwa/use-service-worker';
import { LoadingScreen } from './loading-screen';

/**
 * Every toast (location ones too) rises from the bottom, clear of the header and search; on phones above the
 * tab bar, cart bar and a page's main button, whose heights the layout keeps in these variables (issue 17).
 */
/** At the latest this long after start-up, even on a phone that is never idle */
const IDLE_TIMEOUT_MS = 3_000;

const TOAST_BOTTOM = 'calc(var(--bottom-dock-height, 0px) + var(--action-bar-height, 0px) + 16px)';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Outside the Suspense boundary below: English stands in while a Hindi reader's strings load
  const { t } = useCommonText({ useSuspense: false });
  useServiceWorker(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageOfProfile />
      {/* A Hindi reader's strings arrive a moment after a screen's code, the first time it opens */}
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      <Toasts label={t('toasts.label')} closeLabel={t('toasts.close')} />
    </QueryClientProvider>
  );
}

function LanguageOfProfile() {
  useLanguageOfProfile();
  return null;
}

/**
 * sonner's Toaster, once the browser is first idle after start-up (or sooner, for an early toast): out of the first
 * load, yet in place before nearly every toast, so a screen reader hears the first one in a live region it knows.
 */
function Toasts({ label, closeLabel }: { label: string; closeLabel: string }) {
  const isWanted = useToasterWanted();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void loadSonner(), { timeout: IDLE_TIMEOUT_MS });
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        offset={{ bottom: TOAST_BOTTOM }}
        mobileOffset={{ bottom: TOAST_BOTTOM }}
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel={label}
        toastOptions={{ closeButtonAriaLabel: closeLabel }}
      />
    </Suspense>
  );
}
