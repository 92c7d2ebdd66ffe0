import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TStorePrescription } from '@dawanow/shared/prescriptions';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n/i18n';
import { PrescriptionStatusBadge } from './prescription-status-badge';
import { ReviewFlags } from './review-flags';
import { isRxSchedule } from './schedule';
import { usePrescriptionsText } from './text';

/** Who wrote it and when, as the pharmacist checks them: a missing registration number is itself a warning. */
export function PrescriptionFacts({ prescription }: { prescription: TStorePrescription }) {
  const { t } = usePrescriptionsText();
  const locale = currentLocale();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-slate-600">{t('card.doctor')}</dt>
      <dd className="text-slate-900">
        {prescription.doctorName ?? <span className="text-amber-800">{t('card.notGiven')}</span>}
        {' · '}
        {prescription.doctorRegistration ? (
          t('card.registration', { number: prescription.doctorRegistration })
        ) : (
          <span className="font-semibold text-amber-800">{t('card.noRegistration')}</span>
        )}
      </dd>
      <dt className="text-slate-600">{t('card.issued')}</dt>
      <dd className="text-slate-900">{formatIndianDate(prescription.issuedOn, locale)}</dd>
      <dt className="text-slate-600">{t('card.uploaded')}</dt>
      <dd className="text-slate-900">
        <time dateTime={prescription.uploadedAt}>{formatIndianDateTime(prescription.uploadedAt, locale)}</time>
      </dd>
      {prescription.notes && (
        <>
          <dt className="text-slate-600">{t('card.customerNote')}</dt>
          <dd className="text-slate-900">{prescription.notes}</dd>
        </>
      )}
    </dl>
  );
}

/** The medicines on the store's orders and quote requests that need this prescription. */
export function RequestedItems({ items }: { items: TStorePrescription['requestedItems'] }) {
  const { t } = usePrescriptionsText();
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={t('card.requestedMedicines')}
      className="divide-y divide-slate-100 rounded-lg bg-slate-50 px-3 text-sm"
    >
      {items.map((item) => (
        <li key={item.productId} className="flex items-center justify-between gap-2 py-1.5">
          <span className="text-slate-900">
            {item.name}{' '}
            <span
              className={cn(
                'rounded px-1.5 text-xs font-semibold whitespace-nowrap',
                isRxSchedule(item.schedule) ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700',
              )}
            >
              {item.schedule === 'OTC' ? 'OTC' : t('card.schedule', { schedule: item.schedule })}
            </span>
          </span>
          <span className="font-semibold tabular-nums whitespace-nowrap">× {item.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

/** Status, and whether the customer asked this pharmacy to build the order from it. */
export function PrescriptionBadges({ prescription }: { prescription: TStorePrescription }) {
  const { t } = usePrescriptionsText();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {prescription.quoteRequestId && (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
          <ClipboardList className="h-3.5 w-3.5" aria-hidden="true" /> {t('card.quoteRequest')}
        </span>
      )}
      <PrescriptionStatusBadge status={prescription.status} />
    </div>
  );
}

/**
 * One prescription in a queue or an audit list: who, which doctor, when, what it is wanted for and what
 * looks wrong, readable at a glance on a counter phone.
 */
export function PrescriptionCard({
  prescription,
  isSelected = false,
  action,
}: {
  prescription: TStorePrescription;
  isSelected?: boolean;
  action: ReactNode;
}) {
  const { t } = usePrescriptionsText();
  return (
    <li
      aria-label={t('card.for', { name: prescription.patientName })}
      className={cn(
        'space-y-2 rounded-xl bg-white p-4',
        isSelected ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-base font-semibold text-slate-900">{prescription.patientName}</p>
          <p className="text-sm text-slate-700">{t('card.customer', { name: prescription.customerName })}</p>
        </div>
        <PrescriptionBadges prescription={prescription} />
      </div>
      <PrescriptionFacts prescription={prescription} />
      <ReviewFlags flags={prescription.flags} />
      <RequestedItems items={prescription.requestedItems} />
      {action}
    </li>
  );
}
