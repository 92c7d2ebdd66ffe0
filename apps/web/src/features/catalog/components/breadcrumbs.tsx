import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useCatalogText } from '@/components/catalog/text';

export type TCrumb = { label: string; to?: string };

/** Where this page sits: each level links up; the last names the page itself. */
export function Breadcrumbs({ items }: { items: readonly TCrumb[] }) {
  const { t } = useCatalogText();
  return (
    <nav aria-label={t('breadcrumbs.label')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${item.to ?? 'here'}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="h-3.5 w-3.5 text-slate-400" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} className="text-brand-700 underline-offset-2 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-slate-800">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
