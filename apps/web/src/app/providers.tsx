import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dawanow/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Toaster } from 'sonner';
import { useCommonText } from '@/lib/i18n/common-text';
import { useLanguageOfProfile } from '@/lib/i18n/use-language';
import { createQueryClient } from '@/lib/query-client';
import { useServiceWorker } from '@/pwa/use-service-worker';
import { LoadingScreen } from './loading-screen';

/**
 * Every toast (location ones too) rises from the bottom, clear of the header and search; on phones above the
 * tab bar, cart bar and a page's main button, whose heights the layout keeps in these variables (issue 17).
 */
const TOAST_BOTTOM = 'calc(var(--bottom-dock-height, 0px) + var(--action-bar-height, 0px) + 16px)';

export function Providers({ children }: { children: ReactNode }) {
  // Outside the Suspense boundary below: English stands in while a Hindi reader's strings load
  const { t } = useCommonText({ useSuspense: false });
  const [queryClient] = useState(createQueryClient);
  useServiceWorker(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageOfProfile />
      {/* A Hindi reader's strings arrive a moment after a screen's code, the first time it opens */}
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      <Toaster
        position="bottom-right"
        offset={{ bottom: TOAST_BOTTOM }}
        mobileOffset={{ bottom: TOAST_BOTTOM }}
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        containerAriaLabel={t('toasts.label')}
        toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      />
    </QueryClientProvider>
  );
}

function LanguageOfProfile() {
  useLanguageOfProfile();
  return null;
}
