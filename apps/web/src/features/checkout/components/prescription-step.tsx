import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TQuote } from '@dawanow/shared/orders/customer';
import { FileText, Upload } from 'lucide-react';
import { useCheckoutText } from '@/components/payments/text';
import { PrescriptionFileThumb } from '@/components/prescriptions/prescription-file-thumb';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { removeFromCart } from '@/lib/cart-store';
import { currentLocale } from '@/lib/i18n/i18n';
import { useMyPrescriptions } from '@/lib/queries/prescriptions';
import { optionCardClasses } from './checkout-section';

// The upload page sends the customer back here with the new prescription chosen.
const UPLOAD_FROM_CHECKOUT = `/upload-prescription?${new URLSearchParams({ returnTo: '/checkout' })}`;

/**
 * Schedule H/H1 medicines go out only against a prescription the store's pharmacist approves
 * (ARCHITECTURE §3): the customer picks one of theirs, uploads one, or orders the rest without them.
 */
export function PrescriptionStep({
  quote,
  value,
  onChange,
}: {
  quote: TQuote;
  value: string | null;
  onChange: (prescriptionId: string) => void;
}) {
  const { t } = useCheckoutText();
  const prescriptions = useMyPrescriptions({ pick: (prescription) => prescription.usable });
  const rxLines = quote.lines.filter((line) => line.product?.rxRequired);

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-2 text-sm text-slate-800">
        <FileText className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p>{t('prescription.intro')}</p>
          <ul className="mt-1 list-disc pl-5">
            {rxLines.map((line) => (
              <li key={line.medicineId}>{line.product?.name}</li>
            ))}
          </ul>
        </div>
      </div>
      {prescriptions.isPending ? (
        <div role="status" aria-label={t('prescription.loading')} className="space-y-2">
          <SkeletonList count={2} className="h-20 w-full rounded-lg" />
        </div>
      ) : prescriptions.isError ? (
        <ErrorState message={t('prescription.failed')} onRetry={() => void prescriptions.refetch()} />
      ) : prescriptions.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('prescription.none')}</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('prescription.legend')}</legend>
          {prescriptions.data.map((prescription) => (
            <label key={prescription.id} className={optionCardClasses}>
              <input
                type="radio"
                name="checkout-prescription"
                value={prescription.id}
                checked={value === prescription.id}
                onChange={() => onChange(prescription.id)}
                className="sr-only"
              />
              {prescription.files[0] && (
                <PrescriptionFileThumb file={prescription.files[0]} label="" className="h-14 w-14" />
              )}
              <span className="min-w-0 space-y-1 text-sm">
                <span className="block font-semibold">{prescription.patientName}</span>
                <span className="block text-slate-700">
                  {prescription.doctorName
                    ? t('prescription.prescribedBy', {
                        date: formatIndianDate(prescription.issuedOn, currentLocale()),
                        doctor: prescription.doctorName,
                      })
                    : t('prescription.prescribed', { date: formatIndianDate(prescription.issuedOn, currentLocale()) })}
                </span>
                <span className="block text-xs text-slate-600">
                  {t('prescription.uploaded', { date: formatIndianDateTime(prescription.uploadedAt, currentLocale()) })}
                </span>
                <PrescriptionStatusBadge status={prescription.status} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={UPLOAD_FROM_CHECKOUT} variant="outline">
          <Upload className="h-4 w-4" aria-hidden="true" /> {t('prescription.upload')}
        </ButtonLink>
        <Button variant="ghost" onClick={() => removeFromCart(rxLines.map((line) => line.medicineId))}>
          {t('prescription.remove')}
        </Button>
      </div>
    </div>
  );
}
