import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import type { ReactNode } from 'react';
import { PrescriptionFileLink } from '@/components/prescriptions/prescription-file-thumb';
import { type TPrescriptionsT, usePrescriptionsText } from '@/components/prescriptions/text';
import { currentLocale } from '@/lib/i18n/i18n';

/** The validity line: what the pharmacist set, or why there is none yet. */
export function validityText(prescription: TPrescriptionSummary, t: TPrescriptionsT): string {
  if (prescription.status === 'rejected') return t('facts.cannotBeUsed');
  if (prescription.validUntil) {
    const date = formatIndianDate(prescription.validUntil, currentLocale());
    return prescription.usable ? t('facts.validUntil', { date }) : t('facts.expiredOn', { date });
  }
  return t('facts.setByPharmacist');
}

export function PrescriptionFiles({ prescription }: { prescription: TPrescriptionSummary }) {
  const { t } = usePrescriptionsText();
  return (
    <ul aria-label={t('facts.pages')} className="flex flex-wrap gap-2">
      {prescription.files.map((file, index) => (
        <li key={file.id}>
          <PrescriptionFileLink
            file={file}
            label={t('facts.page', { page: index + 1, count: prescription.files.length })}
            viewerHref={`/upload-prescription/confirmation/${prescription.id}`}
          />
        </li>
      ))}
    </ul>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{term}:</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Who and when, and the pharmacist's verdict when there is one. */
export function PrescriptionFacts({ prescription }: { prescription: TPrescriptionSummary }) {
  const { t } = usePrescriptionsText();
  const locale = currentLocale();
  const doctor = [
    prescription.doctorName,
    prescription.doctorRegistration && t('facts.registration', { number: prescription.doctorRegistration }),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-1">
        <Fact term={t('facts.patient')}>{prescription.patientName}</Fact>
        {doctor && <Fact term={t('facts.doctor')}>{doctor}</Fact>}
        <Fact term={t('facts.prescribedOn')}>{formatIndianDate(prescription.issuedOn, locale)}</Fact>
        <Fact term={t('facts.uploaded')}>{formatIndianDateTime(prescription.uploadedAt, locale)}</Fact>
        <Fact term={t('facts.validity')}>{validityText(prescription, t)}</Fact>
      </dl>
      {(prescription.rejectionReason || prescription.reviewNote) && (
        <div
          className={
            prescription.status === 'rejected'
              ? 'rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200'
              : 'rounded-lg bg-slate-50 p-3 text-slate-800 ring-1 ring-slate-200'
          }
        >
          {prescription.rejectionReason && (
            <p className="font-semibold">{t('facts.reason', { reason: prescription.rejectionReason })}</p>
          )}
          {prescription.reviewNote && <p>{t('facts.pharmacistNote', { note: prescription.reviewNote })}</p>}
        </div>
      )}
    </div>
  );
}
