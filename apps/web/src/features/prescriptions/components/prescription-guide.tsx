import { RECORD_RETENTION_YEARS } from '@dawanow/shared/prescriptions';
import { CheckCircle2, Lock } from 'lucide-react';
import { usePrescriptionsText } from '@/components/prescriptions/text';

const checklist = ['doctor', 'clinic', 'patient', 'date', 'medicines', 'signature'] as const;

/** What the pharmacist checks (Drugs and Cosmetics Rules) and who can see the file. */
export function PrescriptionGuide() {
  const { t } = usePrescriptionsText();
  return (
    <div className="space-y-4 text-sm text-slate-800">
      <section aria-labelledby="valid-prescription" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h2 id="valid-prescription" className="mb-2 text-base font-semibold text-slate-900">
          {t('guide.validTitle')}
        </h2>
        <ul className="space-y-1.5">
          {checklist.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              {t(`guide.checklist.${item}`)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">{t('guide.rules')}</p>
      </section>
      <section aria-labelledby="prescription-privacy" className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <h2 id="prescription-privacy" className="mb-1 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Lock className="h-4 w-4 text-brand-700" aria-hidden="true" /> {t('guide.privacyTitle')}
        </h2>
        <p className="text-slate-700">{t('guide.privacy', { years: RECORD_RETENTION_YEARS })}</p>
      </section>
    </div>
  );
}
