import { WifiOff } from 'lucide-react';
import { useOnline } from '@/lib/use-online';

/**
 * Issue 19: a clear "You are offline" under the header while the phone has no connection. The live region is
 * always in the page and only its text changes, so screen readers announce going offline (politely).
 */
export function OfflineBanner() {
  const isOnline = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm text-white">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>You are offline.</strong> Pages you opened recently and your cart still work; ordering needs a
            connection.
          </span>
        </p>
      )}
    </div>
  );
}
