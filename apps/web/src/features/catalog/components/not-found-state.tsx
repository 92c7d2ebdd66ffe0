import { SearchX } from 'lucide-react';
import { useCatalogText } from '@/components/catalog/text';
import { ButtonLink } from '@/components/ui/button';

/** The catalogue's 404 screen: an unknown product or category, with ways to keep shopping. */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  const { t } = useCatalogText();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <SearchX className="h-14 w-14 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/medicines">{t('notFound.browse')}</ButtonLink>
        <ButtonLink to="/search" variant="outline">
          {t('notFound.search')}
        </ButtonLink>
      </div>
    </div>
  );
}
