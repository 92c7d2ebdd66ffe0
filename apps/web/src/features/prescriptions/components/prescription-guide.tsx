import { RECORD_RETENTION_YEARS } from '@dawanow/shared/prescriptions';
import { CheckCircle2, Lock } from 'lucide-react';

const checklist = [
  'Doctor’s name, qualification and registration number',
  'Clinic or hospital name and address',
  'Patient’s name and age',
  'Date the prescription was written',
  'Medicine names, strength, dose and duration',
  'The doctor’s signature or stamp',
];

/** What the pharmacist checks (Drugs and Cosmetics Rules) and who can see the file. */
export function PrescriptionGuide() {
  return (
    <div className="space-y-4 text-sm text-slate-800">
      <section aria-labelledby="valid-prescription" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="valid-prescription" className="mb-2 text-base font-semibold text-slate-900">
          What makes a valid prescription
        </h2>
        <ul className="space-y-1.5">
          {checklist.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">
          Schedule H and H1 medicines are dispensed only against a valid prescription that a registered pharmacist has
          checked. A prescription is usually honoured for 6 months unless the doctor says otherwise.
        </p>
      </section>
      <section aria-labelledby="prescription-privacy" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <h2 id="prescription-privacy" className="mb-1 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Lock className="h-4 w-4 text-brand-700" aria-hidden="true" /> Private to you and the pharmacist
        </h2>
        <p className="text-slate-700">
          Only you and the registered pharmacist of the store preparing your order can open it (and DawaNow’s compliance
          team for an audit); every view by someone else is logged. We keep it for {RECORD_RETENTION_YEARS} years, as
          the law requires of pharmacies, and never share it for marketing.
        </p>
      </section>
    </div>
  );
}
