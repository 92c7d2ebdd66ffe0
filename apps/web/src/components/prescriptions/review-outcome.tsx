import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';

/** What the pharmacist decided, as the record shows it: validity, what it covers, or why not. */
export function ReviewOutcome({ prescription }: { prescription: TPrescriptionSummary }) {
  if (!prescription.reviewedAt) return null;
  return (
    <div className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-slate-700">
        Reviewed <time dateTime={prescription.reviewedAt}>{formatIndianDateTime(prescription.reviewedAt)}</time>
        {prescription.reviewedBy && ` by ${prescription.reviewedBy}`}
      </p>
      {prescription.validUntil && (
        <p className="font-medium text-slate-900">Valid until {formatIndianDate(prescription.validUntil)}</p>
      )}
      {prescription.covers.length > 0 && (
        <p className="text-slate-900">
          Covers: {prescription.covers.map((item) => `${item.name} × ${item.quantity}`).join(', ')}
        </p>
      )}
      {prescription.rejectionReason && (
        <p className="font-medium text-red-800">Reason: {prescription.rejectionReason}</p>
      )}
      {prescription.reviewNote && <p className="text-slate-800">Note: {prescription.reviewNote}</p>}
    </div>
  );
}
