import { WifiOff } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useCommonText } from '@/lib/i18n/common-text';
import { useOnline } from '@/lib/use-online';

/**
 * Issue 19: a clear "You are offline" under the header while the phone has no connection. The live region is
 * always in the page and only its text changes, so screen readers announce going offline (politely).
 */
export function OfflineBanner() {
  const { t } = useCommonText();
  const isOnline = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="flex items-center justify-center gap-2 bg-slate-900 px-4 py-2 text-center text-sm text-white">
          <WifiOff className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans t={t} i18nKey="offline" components={{ bold: <strong /> }} />
          </span>
        </p>
      )}
    </div>
  );
}
