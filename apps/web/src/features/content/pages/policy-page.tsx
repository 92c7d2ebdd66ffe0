import type { TContentPageSlug } from '@dawanow/shared/content';
import { formatIndianDate } from '@dawanow/shared/dates';
import { LANGUAGE_LOCALES } from '@dawanow/shared/languages';
import { EnglishOnlyNote } from '@/components/english-only-note';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { currentLocale } from '@/lib/i18n/i18n';
import { useContentPage } from '../api';
import { useContentText } from '../text';

export function ContentPageSkeleton() {
  const { t } = useContentText();
  return (
    <div role="status" aria-label={t('loadingPage')} className="space-y-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <SkeletonList count={8} className="h-4 w-full" />
    </div>
  );
}

/** A legal page whose text administrators maintain in the database. */
export function PolicyPage({ slug }: { slug: TContentPageSlug }) {
  const { t } = useContentText();
  const page = useContentPage(slug);

  if (page.isPending) return <ContentPageSkeleton />;
  if (page.isError) {
    return <ErrorState message={t('policy.loadFailed')} onRetry={() => void page.refetch()} />;
  }
  const { title, summary, bodyMarkdown, updatedAt, version } = page.data;
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={title} description={summary}>
        <p className="text-sm text-slate-600">
          {slug === 'pharmacy-agreement' && t('policy.version', { version })}
          {t('policy.updated', { date: formatIndianDate(updatedAt, currentLocale()) })}
        </p>
      </PageHeader>
      <EnglishOnlyNote>{t('policy.englishOnly')}</EnglishOnlyNote>
      <div lang={LANGUAGE_LOCALES.en} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
        <Markdown>{bodyMarkdown}</Markdown>
      </div>
    </article>
  );
}
