import type { TBlogPost } from '@dawanow/shared/blog';
import { formatIndianDate } from '@dawanow/shared/dates';
import { LANGUAGE_LOCALES } from '@dawanow/shared/languages';
import { EnglishOnlyNote } from '@/components/english-only-note';
import { Markdown } from '@/components/ui/markdown';
import { currentLocale } from '@/lib/i18n/i18n';
import { DemoNote } from './demo-note';
import { ReviewerByline } from './reviewer-byline';
import { BLOG_CATEGORY_KEYS, useBlogText } from './text';

export type TPostView = Pick<
  TBlogPost,
  | 'title'
  | 'summary'
  | 'category'
  | 'bodyMarkdown'
  | 'authorName'
  | 'reviewer'
  | 'reviewedOn'
  | 'references'
  | 'readingMinutes'
  | 'coverImageUrl'
  | 'coverAlt'
  | 'isDemo'
> & { publishedAt: string | null };

/**
 * A post as readers see it — the post page, and the editor's preview, so the preview is the page. The article
 * is Markdown rendered without raw HTML and with react-markdown's safe links (javascript: and data: dropped).
 */
export function PostArticle({ post }: { post: TPostView }) {
  const { t } = useBlogText();
  return (
    <article className="space-y-5">
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t(BLOG_CATEGORY_KEYS[post.category])}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-4xl">{post.title}</h1>
        <p className="text-lg text-slate-700">{post.summary}</p>
        <p className="text-sm text-slate-600">
          {post.publishedAt ? formatIndianDate(post.publishedAt, currentLocale()) : t('post.notPublished')} ·{' '}
          {t('post.readingTime', { count: post.readingMinutes })}
        </p>
        <ReviewerByline authorName={post.authorName} reviewer={post.reviewer} reviewedOn={post.reviewedOn} />
        {post.isDemo && <DemoNote />}
        <EnglishOnlyNote>{t('post.englishOnly')}</EnglishOnlyNote>
      </header>
      {post.coverImageUrl && (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt ?? ''}
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
      )}
      <div lang={LANGUAGE_LOCALES.en} className="rounded-xl bg-white p-5 ring-1 ring-slate-200 md:p-8">
        <Markdown>{post.bodyMarkdown}</Markdown>
      </div>
      {post.references.length > 0 && (
        <section aria-labelledby="references" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="references" className="mb-3 text-lg font-semibold text-slate-900">
            {t('post.references')}
          </h2>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-800">
            {post.references.map((reference) => (
              <li key={reference.url}>
                <a
                  href={reference.url}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-brand-700 underline underline-offset-2"
                >
                  {reference.title}
                </a>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
