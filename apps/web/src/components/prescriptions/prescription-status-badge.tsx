import type { TPrescriptionStatus } from '@dawanow/shared/prescriptions';
import { cn } from '@/lib/cn';
import { usePrescriptionsText } from './text';

/** Amber waits on the pharmacist, green may be dispensed against, red may not. */
const tones: Record<TPrescriptionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  clarification_requested: 'bg-orange-100 text-orange-900',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-800',
};

export function PrescriptionStatusBadge({ status }: { status: TPrescriptionStatus }) {
  // English is PRESCRIPTION_STATUS_LABELS (packages/shared), word for word
  const { t } = usePrescriptionsText();
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
