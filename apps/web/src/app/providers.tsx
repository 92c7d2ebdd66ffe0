import { TOAST_DURATION_MS, TOAST_LIMIT } from '@dawanow/shared/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" visibleToasts={TOAST_LIMIT} duration={TOAST_DURATION_MS} richColors closeButton />
    </QueryClientProvider>
  );
}
