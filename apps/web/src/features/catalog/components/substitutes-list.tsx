import { formatRupees } from '@dawanow/shared/money';
import type { TSubstitute } from '@dawanow/shared/products';
import { Link } from 'react-router';
import { productPath } from '@/components/catalog/product-path';
import { RxBadge } from '@/components/catalog/rx-badge';
import { useCatalogText } from '@/components/catalog/text';
import { dosageUnit } from '../dosage-unit';

/** Unit prices are fractional paise; a difference under half a paisa is no difference to a customer. */
function wholePaise(paise: number): number {
  return Math.round(paise);
}

function SavingText({ substitute }: { substitute: TSubstitute }) {
  const { t } = useCatalogText();
  const unit = t(`units.${dosageUnit(substitute)}`);
  const saving = wholePaise(substitute.savingPerUnitPaise);
  if (saving > 0) {
    return (
      <p className="text-sm font-semibold text-brand-800">
        {t('substitutes.save', { price: formatRupees(saving), unit })}
      </p>
    );
  }
  if (saving < 0) {
    return <p className="text-sm text-slate-600">{t('substitutes.dearer', { price: formatRupees(-saving), unit })}</p>;
  }
  return <p className="text-sm text-slate-600">{t('substitutes.samePrice', { unit })}</p>;
}

/**
 * Other brands with the same salts at the same strengths, cheapest per unit first — a pharmacist may
 * dispense any of them against a prescription for the composition.
 */
export function SubstitutesList({ substitutes, composition }: { substitutes: TSubstitute[]; composition: string }) {
  const { t } = useCatalogText();
  const cheapestFirst = [...substitutes].sort((a, b) => a.unitPricePaise - b.unitPricePaise);
  return (
    <section aria-labelledby="substitutes-heading" className="mt-8">
      <h2 id="substitutes-heading" className="text-xl font-semibold">
        {t('substitutes.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('substitutes.intro', { composition })}</p>
      {cheapestFirst.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {t('substitutes.none')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
          {cheapestFirst.map((substitute) => {
            const packPrice = substitute.offer?.pricePaise ?? substitute.mrpPaise;
            return (
              <li key={substitute.id} className="relative flex items-start justify-between gap-3 p-4">
                <div className="min-w-0">
                  <h3 className="font-medium text-slate-900">
                    <Link
                      to={productPath(substitute)}
                      className="text-brand-800 underline-offset-2 after:absolute after:inset-0 after:content-[''] hover:underline"
                    >
                      {substitute.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-600">
                    {substitute.manufacturer} · {substitute.packLabel}
                  </p>
                  {substitute.rxRequired && (
                    <p className="mt-1">
                      <RxBadge />
                    </p>
                  )}
                </div>
                <div className="shrink-0 text-right">
                  <p className="font-semibold text-slate-900">
                    {formatRupees(packPrice)}
                    {!substitute.offer && (
                      <span className="ml-1 text-xs font-normal text-slate-600">{t('price.mrp')}</span>
                    )}
                  </p>
                  <p className="text-xs text-slate-600">
                    {t('substitutes.perUnit', {
                      price: formatRupees(wholePaise(substitute.unitPricePaise)),
                      unit: t(`units.${dosageUnit(substitute)}`),
                    })}
                  </p>
                  <SavingText substitute={substitute} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
