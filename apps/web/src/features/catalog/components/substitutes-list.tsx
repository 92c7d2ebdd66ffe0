import { formatRupees } from '@dawanow/shared/money';
import type { TSubstitute } from '@dawanow/shared/products';
import { Link } from 'react-router';
import { productPath } from '@/components/catalog/product-path';
import { RxBadge } from '@/components/catalog/rx-badge';
import { dosageUnit } from '../dosage-unit';

/** Unit prices are fractional paise; a difference under half a paisa is no difference to a customer. */
function wholePaise(paise: number): number {
  return Math.round(paise);
}

function SavingText({ substitute }: { substitute: TSubstitute }) {
  const unit = dosageUnit(substitute);
  const saving = wholePaise(substitute.savingPerUnitPaise);
  if (saving > 0) {
    return (
      <p className="text-sm font-semibold text-brand-800">
        Save {formatRupees(saving)} per {unit}
      </p>
    );
  }
  if (saving < 0) {
    return (
      <p className="text-sm text-slate-600">
        {formatRupees(-saving)} more per {unit}
      </p>
    );
  }
  return <p className="text-sm text-slate-600">Same price per {unit}</p>;
}

/**
 * Other brands with the same salts at the same strengths, cheapest per unit first — a pharmacist may
 * dispense any of them against a prescription for the composition.
 */
export function SubstitutesList({ substitutes, composition }: { substitutes: TSubstitute[]; composition: string }) {
  const cheapestFirst = [...substitutes].sort((a, b) => a.unitPricePaise - b.unitPricePaise);
  return (
    <section aria-labelledby="substitutes-heading" className="mt-8">
      <h2 id="substitutes-heading" className="text-xl font-semibold">
        Substitutes
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Same composition and strength ({composition}), cheapest per unit first. Ask your doctor or pharmacist before
        switching.
      </p>
      {cheapestFirst.length === 0 ? (
        <p className="mt-3 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          No other brand with this composition is in our catalogue yet.
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
                    {!substitute.offer && <span className="ml-1 text-xs font-normal text-slate-600">MRP</span>}
                  </p>
                  <p className="text-xs text-slate-600">
                    {formatRupees(wholePaise(substitute.unitPricePaise))} per {dosageUnit(substitute)}
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
