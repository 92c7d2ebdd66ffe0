/** /blog/:blogId (issue 18): one live post by its slug; the server already put its meta tags in the HTML. */
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PostArticle } from '@/components/blog/post-article';
import { useBlogText } from '@/components/blog/text';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useBlogPost } from '../api';
import { RelatedMedicines } from '../components/related-medicines';

function BackToBlog() {
  const { t } = useBlogText();
  return (
    <Link to="/blog" className="mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('post.back')}
    </Link>
  );
}

export function BlogPostPage() {
  const { t } = useBlogText();
  const { blogId = '' } = useParams();
  const post = useBlogPost(blogId);
  usePageTitle(post.data?.title ?? null);

  if (post.isPending) {
    return (
      <div role="status" aria-label={t('post.loading')} className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <SkeletonList count={10} className="h-4 w-full" />
      </div>
    );
  }
  if (post.isError) {
    const isMissing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl">
        <BackToBlog />
        {isMissing ? (
          <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
            <h1 className="text-xl font-semibold text-slate-900">{t('post.notFound')}</h1>
            <p className="mt-2 text-slate-700">{t('post.notFoundHint')}</p>
          </div>
        ) : (
          <ErrorState message={t('post.loadFailed')} onRetry={() => void post.refetch()} />
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <BackToBlog />
        <PostArticle post={post.data} />
      </div>
      <RelatedMedicines salts={post.data.relatedSalts} />
    </div>
  );
}
