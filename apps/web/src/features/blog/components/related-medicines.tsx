import { searchPath } from '@dawanow/shared/search';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useBlogText } from '@/components/blog/text';
import { productPath } from '@/components/catalog/product-path';
import { Skeleton } from '@/components/ui/skeleton';
import { useMedicinesWithSalt } from '../api';

/** Medicines of the catalogue that contain one salt, and the search for all of them. */
function SaltMedicines({ salt }: { salt: string }) {
  const { t } = useBlogText();
  const medicines = useMedicinesWithSalt(salt);
  return (
    <li className="space-y-2">
      <h3 className="font-medium text-slate-900">{salt}</h3>
      {medicines.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {(medicines.data?.results ?? []).map((product) => (
            <li key={product.id}>
              <Link to={productPath(product)} className="flex min-h-11 items-center gap-3 px-3 py-2 hover:bg-slate-50">
                <span className="flex-1">
                  <span className="block text-sm font-medium text-slate-900">{product.name}</span>
                  <span className="block text-xs text-slate-600">
                    {product.compositionLabel} · {product.packLabel}
                    {product.rxRequired && t('medicines.rxNeeded')}
                  </span>
                </span>
                <ChevronRight className="h-4 w-4 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={searchPath(salt)}
              className="flex min-h-11 items-center px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50"
            >
              {t('medicines.allWith', { salt })}
            </Link>
          </li>
        </ul>
      )}
    </li>
  );
}

/** The catalogue's medicines by the salts a post is about (the catalogue's composition search). */
export function RelatedMedicines({ salts }: { salts: readonly string[] }) {
  const { t } = useBlogText();
  if (salts.length === 0) return null;
  return (
    <section aria-labelledby="related-medicines" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="related-medicines" className="mb-1 text-lg font-semibold text-slate-900">
        {t('medicines.heading')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('medicines.advice')}</p>
      <ul className="space-y-4">
        {salts.map((salt) => (
          <SaltMedicines key={salt} salt={salt} />
        ))}
      </ul>
    </section>
  );
}
