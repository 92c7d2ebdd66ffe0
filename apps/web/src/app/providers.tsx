import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dawanow/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { useServiceWorker } from '@/pwa/use-service-worker';

/**
 * Every toast (location ones too) rises from the bottom, clear of the header and search; on phones above the
 * tab bar, cart bar and a page's main button, whose heights the layout keeps in these variables (issue 17).
 */
const TOAST_BOTTOM = 'calc(var(--bottom-dock-height, 0px) + var(--action-bar-height, 0px) + 16px)';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useServiceWorker(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="bottom-right"
        offset={{ bottom: TOAST_BOTTOM }}
        mobileOffset={{ bottom: TOAST_BOTTOM }}
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
      />
    </QueryClientProvider>
  );
}
