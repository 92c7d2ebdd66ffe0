import { LICENCE_WARNING_DAYS, licenceEndsSoon } from '@dawanow/shared/admin-stores';
import {
  AWAITING_REVIEW_STATUSES,
  STORE_APPLICATION_STATUS_LABELS,
  type TStoreApplicationStatus,
} from '@dawanow/shared/store-applications';
import { cn } from '@/lib/cn';

const tones: Record<TStoreApplicationStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  submitted: 'bg-sky-100 text-sky-900',
  under_review: 'bg-amber-100 text-amber-900',
  changes_requested: 'bg-orange-100 text-orange-900',
  resubmitted: 'bg-sky-100 text-sky-900',
  approved: 'bg-brand-100 text-brand-900',
  rejected: 'bg-red-100 text-red-800',
};

export function ApplicationStatusBadge({ status }: { status: TStoreApplicationStatus }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}
    >
      {STORE_APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}

/** What an application is called: its trade name, else its legal name; a draft may have neither yet. */
export const applicationName = (application: { tradeName: string | null; legalName: string | null }) =>
  application.tradeName ?? application.legalName ?? 'Unnamed draft';

/** Whole days since `since` (an instant), for "waiting 3 days". */
export function daysSince(since: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));
}

/** "Waiting 3 days" while an administrator is to act; nothing otherwise. */
export function waitingLabel(status: TStoreApplicationStatus, submittedAt: string | null): string | null {
  if (!submittedAt || !(AWAITING_REVIEW_STATUSES as readonly string[]).includes(status)) return null;
  const days = daysSince(submittedAt);
  return days === 0 ? 'Waiting since today' : `Waiting ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A licence's validity as of `today` (YYYY-MM-DD in India): expired, ending within the warning days, or fine. */
export function licenceStanding(validUntil: string, today: string): 'expired' | 'ends_soon' | 'valid' {
  if (validUntil < today) return 'expired';
  return licenceEndsSoon(validUntil, today) ? 'ends_soon' : 'valid';
}

export function LicenceWarning({ validUntil, today }: { validUntil: string; today: string }) {
  const standing = licenceStanding(validUntil, today);
  if (standing === 'valid') return null;
  return (
    <span className="inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      {standing === 'expired' ? 'Expired' : `Expires within ${LICENCE_WARNING_DAYS} days`}
    </span>
  );
}
