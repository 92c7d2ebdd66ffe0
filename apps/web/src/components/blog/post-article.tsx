import { BLOG_CATEGORY_LABELS, type TBlogPost } from '@dawanow/shared/blog';
import { formatIndianDate } from '@dawanow/shared/dates';
import { Markdown } from '@/components/ui/markdown';
import { DemoNote } from './demo-note';
import { ReviewerByline } from './reviewer-byline';

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
  return (
    <article className="space-y-5">
      <header className="space-y-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {BLOG_CATEGORY_LABELS[post.category]}
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-4xl">{post.title}</h1>
        <p className="text-lg text-slate-700">{post.summary}</p>
        <p className="text-sm text-slate-600">
          {post.publishedAt ? formatIndianDate(post.publishedAt) : 'Not published'} · {post.readingMinutes} min read
        </p>
        <ReviewerByline authorName={post.authorName} reviewer={post.reviewer} reviewedOn={post.reviewedOn} />
        {post.isDemo && <DemoNote />}
      </header>
      {post.coverImageUrl && (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt ?? ''}
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
      )}
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200 md:p-8">
        <Markdown>{post.bodyMarkdown}</Markdown>
      </div>
      {post.references.length > 0 && (
        <section aria-labelledby="references" className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h2 id="references" className="mb-3 text-lg font-semibold text-slate-900">
            References
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
