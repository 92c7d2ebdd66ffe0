import { FileUp } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useHomeText } from '../text';

/** The other way to order: a pharmacist reads the prescription and fills the cart. */
export function PrescriptionCard() {
  const { t } = useHomeText();
  return (
    <section
      aria-labelledby="prescription-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center md:p-6"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <FileUp className="h-6 w-6" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id="prescription-heading" className="text-lg font-semibold">
          {t('prescription.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('prescription.text')}</p>
      </div>
      <ButtonLink to="/upload-prescription">{t('prescription.upload')}</ButtonLink>
    </section>
  );
}
