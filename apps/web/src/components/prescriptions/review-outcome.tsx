import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { Trans } from 'react-i18next';
import { currentLocale } from '@/lib/i18n/i18n';
import { usePrescriptionsText } from './text';

/** What the pharmacist decided, as the record shows it: validity, what it covers, or why not. */
export function ReviewOutcome({ prescription }: { prescription: TPrescriptionSummary }) {
  const { t } = usePrescriptionsText();
  if (!prescription.reviewedAt) return null;
  const locale = currentLocale();
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-slate-700">
        <Trans
          t={t}
          i18nKey={prescription.reviewedBy ? 'outcome.reviewedBy' : 'outcome.reviewed'}
          values={{ date: formatIndianDateTime(prescription.reviewedAt, locale), name: prescription.reviewedBy }}
          components={{ time: <time dateTime={prescription.reviewedAt} /> }}
        />
      </p>
      {prescription.validUntil && (
        <p className="font-medium text-slate-900">
          {t('outcome.validUntil', { date: formatIndianDate(prescription.validUntil, locale) })}
        </p>
      )}
      {prescription.covers.length > 0 && (
        <p className="text-slate-900">
          {t('outcome.covers', {
            items: prescription.covers.map((item) => `${item.name} × ${item.quantity}`).join(', '),
          })}
        </p>
      )}
      {prescription.rejectionReason && (
        <p className="font-medium text-red-800">{t('outcome.reason', { reason: prescription.rejectionReason })}</p>
      )}
      {prescription.reviewNote && (
        <p className="text-slate-800">{t('outcome.note', { note: prescription.reviewNote })}</p>
      )}
    </div>
  );
}
