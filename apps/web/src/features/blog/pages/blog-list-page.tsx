/** /blog (issue 18): live posts, newest first, nine a page, with the categories as filters in the URL. */
import { blogListPath, type TBlogCategory, ZBlogListQuery } from '@dawanow/shared/blog';
import { Link, useSearchParams } from 'react-router';
import { BLOG_CATEGORY_KEYS, useBlogText } from '@/components/blog/text';
import { Pagination } from '@/components/catalog/pagination';
import { EnglishOnlyNote } from '@/components/english-only-note';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useBlogPosts } from '../api';
import { PostCard } from '../components/post-card';

const chipClasses = 'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium ring-1 whitespace-nowrap';

function CategoryChip({ category, isCurrent }: { category: TBlogCategory | undefined; isCurrent: boolean }) {
  const { t } = useBlogText();
  return (
    <Link
      to={blogListPath({ category })}
      aria-current={isCurrent ? 'page' : undefined}
      className={cn(
        chipClasses,
        isCurrent ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-800 ring-slate-300',
      )}
    >
      {category ? t(BLOG_CATEGORY_KEYS[category]) : t('list.all')}
    </Link>
  );
}

export function BlogListPage() {
  const { t } = useBlogText();
  const [searchParams] = useSearchParams();
  // An address that names no real category or page reads as the first page of everything
  const parsed = ZBlogListQuery.safeParse(Object.fromEntries(searchParams));
  const query = parsed.success ? parsed.data : { page: 1 };
  const posts = useBlogPosts(query);

  return (
    <div>
      <PageHeader title={t('list.title')} description={t('list.intro')} />
      <EnglishOnlyNote>{t('list.englishOnly')}</EnglishOnlyNote>
      {posts.data && posts.data.categories.length > 0 && (
        <nav aria-label={t('list.categories')} className="-mx-4 mb-6 flex gap-2 overflow-x-auto px-4 pb-1">
          <CategoryChip category={undefined} isCurrent={!query.category} />
          {posts.data.categories.map(({ slug }) => (
            <CategoryChip key={slug} category={slug} isCurrent={query.category === slug} />
          ))}
        </nav>
      )}
      {posts.isPending ? (
        <div role="status" aria-label={t('list.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-72 w-full" />
          ))}
        </div>
      ) : posts.isError ? (
        <ErrorState message={t('list.loadFailed')} onRetry={() => void posts.refetch()} />
      ) : posts.data.posts.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          <p>{t('list.empty')}</p>
          {query.category && (
            <Link to="/blog" className="mt-2 inline-block font-medium text-brand-700 underline">
              {t('list.seeAll')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posts.data.posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
          <Pagination
            page={posts.data.page}
            pageCount={posts.data.pageCount}
            hrefFor={(page) => blogListPath({ category: query.category, page })}
          />
        </>
      )}
    </div>
  );
}
