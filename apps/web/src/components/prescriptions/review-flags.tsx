import type { TReviewFlag } from '@dawanow/shared/prescriptions';
import { AlertTriangle } from 'lucide-react';
import { usePrescriptionsText } from './text';

/** Warnings the server found (reused file, over-use, age): the pharmacist must see them before deciding. */
export function ReviewFlags({ flags }: { flags: TReviewFlag[] }) {
  // English is REVIEW_FLAG_LABELS (packages/shared), word for word
  const { t } = usePrescriptionsText();
  if (flags.length === 0) return null;
  return (
    <ul aria-label={t('flags.label')} className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-2">
      {flags.map((flag) => (
        <li key={flag} className="flex items-start gap-2 text-sm font-semibold text-red-800">
          <AlertTriangle className="mt-0.5 h-4 w-4 flex-none" aria-hidden="true" />
          {t(`flags.${flag}`)}
        </li>
      ))}
    </ul>
  );
}
