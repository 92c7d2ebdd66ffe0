import { SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useCommonText } from '@/lib/i18n/common-text';

export function NotFoundPage() {
  const { t } = useCommonText();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-12 text-center">
      <SearchX className="h-14 w-14 text-slate-400" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-700">{t('notFound.body')}</p>
      <div className="mt-6 flex gap-3">
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/medicines" variant="outline">
          {t('notFound.medicines')}
        </ButtonLink>
      </div>
    </div>
  );
}
