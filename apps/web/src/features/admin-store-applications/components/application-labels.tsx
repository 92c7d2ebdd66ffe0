import { LICENCE_WARNING_DAYS, licenceEndsSoon } from '@dawanow/shared/admin-stores';
import { AWAITING_REVIEW_STATUSES, type TStoreApplicationStatus } from '@dawanow/shared/store-applications';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { cn } from '@/lib/cn';
import type { TextResources } from '@/lib/i18n/resources';

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
  const { t } = useAdminPanelText();
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}
    >
      {t(`labels.applicationStatuses.${status}`)}
    </span>
  );
}

type TApplicationField = keyof TextResources['admin-panel']['labels']['applicationFields'];

/** A field's name (STORE_APPLICATION_FIELD_LABELS); one the list does not know stays as stored. */
export const applicationFieldLabel = (t: TAdminPanelT, field: string) =>
  t(`labels.applicationFields.${field as TApplicationField}`, { defaultValue: field });

/** What an application is called: its trade name, else its legal name; a draft may have neither yet. */
export const applicationName = (t: TAdminPanelT, application: { tradeName: string | null; legalName: string | null }) =>
  application.tradeName ?? application.legalName ?? t('storeApplications.unnamed');

/** Whole days since `since` (an instant), for "waiting 3 days". */
export function daysSince(since: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));
}

/** "Waiting 3 days" while an administrator is to act; nothing otherwise. */
export function waitingLabel(
  t: TAdminPanelT,
  status: TStoreApplicationStatus,
  submittedAt: string | null,
): string | null {
  if (!submittedAt || !(AWAITING_REVIEW_STATUSES as readonly string[]).includes(status)) return null;
  const days = daysSince(submittedAt);
  return days === 0 ? t('storeApplications.waitingToday') : t('storeApplications.waiting', { count: days });
}

/** A licence's validity as of `today` (YYYY-MM-DD in India): expired, ending within the warning days, or fine. */
export function licenceStanding(validUntil: string, today: string): 'expired' | 'ends_soon' | 'valid' {
  if (validUntil < today) return 'expired';
  return licenceEndsSoon(validUntil, today) ? 'ends_soon' : 'valid';
}

export function LicenceWarning({ validUntil, today }: { validUntil: string; today: string }) {
  const { t } = useAdminPanelText();
  const standing = licenceStanding(validUntil, today);
  if (standing === 'valid') return null;
  return (
    <span className="inline-block rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">
      {standing === 'expired'
        ? t('storeApplications.licenceExpired')
        : t('storeApplications.licenceEndsSoon', { days: LICENCE_WARNING_DAYS })}
    </span>
  );
}
