import { AlertTriangle } from 'lucide-react';
import { useCommonText } from '@/lib/i18n/common-text';
import { Button } from './button';

/** Shown where data failed to load; offers a retry rather than a dead end. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useCommonText();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden="true" />
      <p className="text-sm text-red-800">{message}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('ui.tryAgain')}
        </Button>
      )}
    </div>
  );
}
