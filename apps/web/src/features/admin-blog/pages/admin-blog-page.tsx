/** `/admin/blog` (issue 18): every post, latest change first, filtered by status in the address. */
import { BLOG_POST_STATUSES, type TBlogPostStatus, ZAdminBlogListQuery } from '@dawanow/shared/blog';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Pagination } from '@/components/catalog/pagination';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useAdminBlogPosts } from '../api';

const STATUS_CLASSES: Record<TBlogPostStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-brand-100 text-brand-900',
};

function listPath(status: TBlogPostStatus | undefined, page = 1) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/blog?${query}` : '/admin/blog';
}

export function AdminBlogPage() {
  const { t } = useAdminPanelText();
  const [searchParams] = useSearchParams();
  const parsed = ZAdminBlogListQuery.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const posts = useAdminBlogPosts(query);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('blog.blogPage.blog')} description={t('blog.blogPage.healthArticlesWriteReview')}>
        <ButtonLink to="/admin/blog/new" size="sm">
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('blog.blogPage.writeAPost')}
        </ButtonLink>
      </PageHeader>
      <nav aria-label={t('blog.blogPage.status')} className="mb-4 flex flex-wrap gap-2">
        {[undefined, ...BLOG_POST_STATUSES].map((status) => (
          <Link
            key={status ?? 'all'}
            to={listPath(status)}
            aria-current={query.status === status ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium ring-1',
              query.status === status
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-slate-800 ring-slate-300',
            )}
          >
            {status ? t(`blog.statuses.${status}`) : t('blog.blogPage.all')}
          </Link>
        ))}
      </nav>
      {posts.isPending ? (
        <div role="status" aria-label={t('blog.blogPage.loadingPosts')}>
          <SkeletonList count={5} className="h-16 w-full" />
        </div>
      ) : posts.isError ? (
        <ErrorState message={t('blog.blogPage.weCouldNotLoad')} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {t('blog.blogPage.noPostsHereYet')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {posts.data.posts.map((post) => (
              <li key={post.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
                <div className="flex-1">
                  <Link to={`/admin/blog/${post.id}`} className="font-semibold text-brand-800 underline">
                    {post.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {t('blog.blogPage.reviewedBy', {
                      category: t(`labels.blogCategories.${post.category}`),
                      reviewer: post.reviewerName,
                    })}
                    {post.isDemo && t('blog.blogPage.demo')}
                  </p>
                </div>
                <div className="text-sm sm:text-right">
                  <span className={cn('rounded px-2 py-0.5 text-xs font-semibold', STATUS_CLASSES[post.status])}>
                    {t(`blog.statuses.${post.status}`)}
                  </span>
                  {post.publishedAt && (
                    <p className="mt-1 text-xs text-slate-600">
                      {t('blog.blogPage.ist', { dateTime: formatIndianDateTime(post.publishedAt) })}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={posts.data.page}
            pageCount={posts.data.pageCount}
            hrefFor={(page) => listPath(query.status, page)}
          />
        </>
      )}
    </div>
  );
}
