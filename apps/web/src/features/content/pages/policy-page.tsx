import type { TContentPageSlug } from '@dawanow/shared/content';
import { formatIndianDate } from '@dawanow/shared/dates';
import { ErrorState } from '@/components/ui/error-state';
import { Markdown } from '@/components/ui/markdown';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { useContentPage } from '../api';

export function ContentPageSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="space-y-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <SkeletonList count={8} className="h-4 w-full" />
    </div>
  );
}

/** A legal page whose text administrators maintain in the database. */
export function PolicyPage({ slug }: { slug: TContentPageSlug }) {
  const page = useContentPage(slug);

  if (page.isPending) return <ContentPageSkeleton />;
  if (page.isError) {
    return <ErrorState message="We could not load this page. Please try again." onRetry={() => void page.refetch()} />;
  }
  const { title, summary, bodyMarkdown, updatedAt, version } = page.data;
  return (
    <article className="mx-auto max-w-3xl">
      <PageHeader title={title} description={summary}>
        <p className="text-sm text-slate-600">
          {slug === 'pharmacy-agreement' && `Version ${version} · `}Last updated {formatIndianDate(updatedAt)}
        </p>
      </PageHeader>
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8">
        <Markdown>{bodyMarkdown}</Markdown>
      </div>
    </article>
  );
}
