import { blogCoverAtWidth, blogPostPath, type TBlogPostSummary } from '@dawanow/shared/blog';
import { formatIndianDate } from '@dawanow/shared/dates';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { BLOG_CATEGORY_KEYS, useBlogText } from '@/components/blog/text';
import { currentLocale } from '@/lib/i18n/i18n';

/** A post in the list: the whole card opens it. */
export function PostCard({ post }: { post: TBlogPostSummary }) {
  const { t } = useBlogText();
  const small = post.coverImageUrl ? blogCoverAtWidth(post.coverImageUrl, 640) : null;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-brand-700">
      {post.coverImageUrl ? (
        <img
          src={small ?? post.coverImageUrl}
          alt={post.coverAlt ?? ''}
          loading="lazy"
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[16/9] items-center justify-center bg-brand-50 text-brand-700" aria-hidden="true">
          <Newspaper className="h-10 w-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t(BLOG_CATEGORY_KEYS[post.category])}
          {post.isDemo && (
            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">{t('post.demo')}</span>
          )}
        </p>
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-slate-700">{post.summary}</p>
        <p className="mt-auto pt-2 text-xs text-slate-600">
          {formatIndianDate(post.publishedAt, currentLocale())} ·{' '}
          {t('post.readingTime', { count: post.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
