import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TQuote } from '@dawanow/shared/orders/customer';
import { FileText, Upload } from 'lucide-react';
import { PrescriptionFileThumb } from '@/components/prescriptions/prescription-file-thumb';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { removeFromCart } from '@/lib/cart-store';
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
  const prescriptions = useMyPrescriptions({ pick: (prescription) => prescription.usable });
  const rxLines = quote.lines.filter((line) => line.product?.rxRequired);

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-2 text-sm text-slate-800">
        <FileText className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <p>A registered pharmacist checks your prescription before the store sends these:</p>
          <ul className="mt-1 list-disc pl-5">
            {rxLines.map((line) => (
              <li key={line.medicineId}>{line.product?.name}</li>
            ))}
          </ul>
        </div>
      </div>
      {prescriptions.isPending ? (
        <div role="status" aria-label="Loading your prescriptions" className="space-y-2">
          <SkeletonList count={2} className="h-20 w-full rounded-lg" />
        </div>
      ) : prescriptions.isError ? (
        <ErrorState message="Failed to load your prescriptions." onRetry={() => void prescriptions.refetch()} />
      ) : prescriptions.data.length === 0 ? (
        <p className="text-sm text-slate-700">You have no prescription that can be used yet. Upload one to continue.</p>
      ) : (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Choose a prescription</legend>
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
                  Prescribed {formatIndianDate(prescription.issuedOn)}
                  {prescription.doctorName && ` by ${prescription.doctorName}`}
                </span>
                <span className="block text-xs text-slate-600">
                  Uploaded {formatIndianDateTime(prescription.uploadedAt)}
                </span>
                <PrescriptionStatusBadge status={prescription.status} />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={UPLOAD_FROM_CHECKOUT} variant="outline">
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload a new prescription
        </ButtonLink>
        <Button variant="ghost" onClick={() => removeFromCart(rxLines.map((line) => line.medicineId))}>
          Remove prescription medicines
        </Button>
      </div>
    </div>
  );
}
