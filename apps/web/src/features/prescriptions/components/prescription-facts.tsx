import { formatIndianDate, formatIndianDateTime } from '@dawanow/shared/dates';
import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import type { ReactNode } from 'react';
import { PrescriptionFileLink } from '@/components/prescriptions/prescription-file-thumb';

/** The validity line: what the pharmacist set, or why there is none yet. */
export function validityText(prescription: TPrescriptionSummary): string {
  if (prescription.status === 'rejected') return 'Cannot be used for orders';
  if (prescription.validUntil) {
    const until = formatIndianDate(prescription.validUntil);
    return prescription.usable ? `Valid until ${until}` : `Expired on ${until}`;
  }
  return 'Set by the pharmacist when they verify it';
}

export function PrescriptionFiles({ prescription }: { prescription: TPrescriptionSummary }) {
  return (
    <ul aria-label="Prescription pages" className="flex flex-wrap gap-2">
      {prescription.files.map((file, index) => (
        <li key={file.id}>
          <PrescriptionFileLink
            file={file}
            label={`Page ${index + 1} of ${prescription.files.length}`}
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
  const doctor = [prescription.doctorName, prescription.doctorRegistration && `Reg. ${prescription.doctorRegistration}`]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="space-y-2 text-sm">
      <dl className="space-y-1">
        <Fact term="Patient">{prescription.patientName}</Fact>
        {doctor && <Fact term="Doctor">{doctor}</Fact>}
        <Fact term="Prescribed on">{formatIndianDate(prescription.issuedOn)}</Fact>
        <Fact term="Uploaded">{formatIndianDateTime(prescription.uploadedAt)}</Fact>
        <Fact term="Validity">{validityText(prescription)}</Fact>
      </dl>
      {(prescription.rejectionReason || prescription.reviewNote) && (
        <div
          className={
            prescription.status === 'rejected'
              ? 'rounded-lg bg-red-50 p-3 text-red-900 ring-1 ring-red-200'
              : 'rounded-lg bg-slate-50 p-3 text-slate-800 ring-1 ring-slate-200'
          }
        >
          {prescription.rejectionReason && <p className="font-semibold">Reason: {prescription.rejectionReason}</p>}
          {prescription.reviewNote && <p>Pharmacist’s note: {prescription.reviewNote}</p>}
        </div>
      )}
    </div>
  );
}
