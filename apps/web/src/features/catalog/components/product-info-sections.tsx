import type { TProductDetail } from '@dawanow/shared/products';
import { ChevronDown } from 'lucide-react';
import { useCatalogText } from '@/components/catalog/text';
import { Prose } from '@/components/ui/prose';

// Each section's title is `info.<key>` in the catalog strings
const sections = [
  'description',
  'uses',
  'sideEffects',
  'directions',
  'safetyAdvice',
] as const satisfies readonly (keyof TProductDetail)[];

/**
 * Patient information as disclosures: native <details> work with keyboard and screen readers without
 * script, and the first one starts open so the page never looks empty.
 */
export function ProductInfoSections({ product }: { product: TProductDetail }) {
  const { t } = useCatalogText();
  const present = sections.filter((key) => product[key].trim() !== '');
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="product-info-heading" className="mt-8">
      <h2 id="product-info-heading" className="text-xl font-semibold">
        {t('info.heading')}
      </h2>
      <div className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {present.map((key, index) => (
          <details key={key} open={index === 0} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              <span>{t(`info.${key}`)}</span>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="px-4 pb-4 text-sm leading-relaxed text-slate-700">
              <Prose text={product[key]} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
