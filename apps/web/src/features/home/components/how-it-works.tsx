import { FileText, MapPin, Truck } from 'lucide-react';
import { useHomeText } from '../text';

// Each step's title and text are `howItWorks.<key>.title` / `.text`
const steps = [
  { key: 'location', icon: MapPin },
  { key: 'medicines', icon: FileText },
  { key: 'track', icon: Truck },
] as const;

export function HowItWorks() {
  const { t } = useHomeText();
  return (
    <section aria-labelledby="how-heading">
      <h2 id="how-heading" className="mb-4 text-xl font-semibold">
        {t('howItWorks.heading')}
      </h2>
      <ol className="grid gap-3 md:grid-cols-3">
        {steps.map(({ key, icon: Icon }, index) => (
          <li key={key} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <span className="flex items-center gap-2 text-brand-700">
              <Icon className="h-5 w-5" aria-hidden="true" />
              <span className="text-sm font-semibold">{t('howItWorks.step', { number: index + 1 })}</span>
            </span>
            <h3 className="mt-2 font-semibold text-slate-900">{t(`howItWorks.${key}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-700">{t(`howItWorks.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
