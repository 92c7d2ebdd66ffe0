/**
 * The health blog (issue 18): posts administrators write in Markdown, reviewed by a named medical reviewer,
 * published at once or at a set time (IST), read by everyone at /blog and /blog/<slug>.
 */
import { z } from 'zod';
import { calendarDate } from './dates';
import { optionalText, plainText } from './text';

/** Fixed shelves rather than a table: the blog's sections change with the editorial plan, not per post. */
export const BLOG_CATEGORIES = [
  'using-medicines',
  'infections',
  'long-term-conditions',
  'seasonal-health',
  'your-rights',
  'wellness',
] as const;
export const ZBlogCategory = z.enum(BLOG_CATEGORIES, { error: 'Choose a category from the list' });
export type TBlogCategory = z.infer<typeof ZBlogCategory>;
export const BLOG_CATEGORY_LABELS: Record<TBlogCategory, string> = {
  'using-medicines': 'Using medicines safely',
  infections: 'Infections',
  'long-term-conditions': 'Long-term conditions',
  'seasonal-health': 'Seasonal health',
  'your-rights': 'Rules and your rights',
  wellness: 'Wellness',
};

/** What an editor chooses; a published post whose time is still ahead reads as "scheduled". */
export const BLOG_POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const ZBlogPostStatus = z.enum(BLOG_POST_STATUSES, { error: 'Choose draft, scheduled or published' });
export type TBlogPostStatus = z.infer<typeof ZBlogPostStatus>;

export const BLOG_TITLE_MAX = 120;
export const BLOG_SUMMARY_MAX = 300;
/** About 8,000 words: more than any article we would ask a patient to read, far less than a request's limit. */
export const BLOG_BODY_MAX = 50_000;
export const BLOG_TAGS_MAX = 8;
export const BLOG_REFERENCES_MAX = 20;
export const BLOG_RELATED_SALTS_MAX = 5;
export const BLOG_SLUG_MAX = 100;
/** Posts per page of /blog: three rows of three on a laptop. */
export const BLOG_PAGE_SIZE = 9;
export const ADMIN_BLOG_PAGE_SIZE = 25;
/** A cover: one picture of at most 5 MB, stored as WebP at each width (cards, the post, Open Graph). */
export const BLOG_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const BLOG_COVER_TYPES = 'image/jpeg,image/png,image/webp';
export const BLOG_COVER_WIDTHS = [640, 1280] as const;
export const BLOG_COVER_NAME = /^([0-9a-f]{32})-(640|1280)\.webp$/;
/** Adults read health text at about 200 words a minute. */
const WORDS_PER_MINUTE = 200;

export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ZBlogSlug = z
  .string()
  .max(BLOG_SLUG_MAX, `The web address can be at most ${BLOG_SLUG_MAX} characters`)
  .regex(BLOG_SLUG_PATTERN, 'Use lower-case letters, digits and single hyphens, like "storing-insulin"');

export const ZBlogPostParams = z.object({ postId: z.uuid('Not a post id') });
export const ZBlogSlugParams = z.object({ slug: ZBlogSlug });
export const ZBlogCoverParams = z.object({ imageName: z.string().regex(BLOG_COVER_NAME, 'Not a cover picture') });

const line = (label: string, max: number) => plainText({ label, required: `Enter ${label.toLowerCase()}`, max });

export const ZBlogReference = z.object({
  title: line('The reference title', 200),
  url: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' })
    .max(500, 'The web address can be at most 500 characters'),
});
export type TBlogReference = z.infer<typeof ZBlogReference>;

/** The person who checked the post's medicine: shown as "Medically reviewed by …" */
export const ZBlogReviewer = z.object({
  name: line('The reviewer’s name', 80),
  qualification: line('The reviewer’s qualification', 80),
  /** State Medical or Pharmacy Council registration, as readers can look it up */
  registration: line('The reviewer’s registration number', 60),
});
export type TBlogReviewer = z.infer<typeof ZBlogReviewer>;

const tag = plainText({ label: 'A tag', required: 'A tag cannot be empty', max: 30 });

export const ZBlogPostInput = z
  .object({
    title: line('The title', BLOG_TITLE_MAX),
    /** Absent or empty: made from the title */
    slug: z.union([z.literal(''), ZBlogSlug]).optional(),
    summary: line('The summary', BLOG_SUMMARY_MAX),
    bodyMarkdown: plainText({
      label: 'The article',
      required: 'Write the article',
      max: BLOG_BODY_MAX,
      isMultiline: true,
    }),
    category: ZBlogCategory,
    tags: z.array(tag).max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`),
    authorName: line('The author’s name', 80),
    reviewer: ZBlogReviewer,
    reviewedOn: calendarDate('Enter the review date'),
    references: z.array(ZBlogReference).max(BLOG_REFERENCES_MAX, `At most ${BLOG_REFERENCES_MAX} references`),
    /** Salts the post is about: the post links to the catalogue's medicines containing them */
    relatedSalts: z
      .array(plainText({ label: 'A salt', required: 'A salt cannot be empty', max: 60 }))
      .max(BLOG_RELATED_SALTS_MAX, `At most ${BLOG_RELATED_SALTS_MAX} salts`),
    coverAlt: optionalText({ label: 'The cover description', max: 200 }),
    status: ZBlogPostStatus,
    /** Scheduled posts only: when it goes live (the form takes an IST date and time) */
    publishAt: z.iso.datetime({ offset: true, error: 'Enter when to publish' }).nullish(),
  })
  .superRefine((post, ctx) => {
    if (post.status === 'scheduled' && !post.publishAt) {
      ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when to publish' });
    }
  });
export type TBlogPostInput = z.input<typeof ZBlogPostInput>;

/** An edit names the version it was made on; a save over a newer one is refused. */
export const ZBlogPostUpdate = z.object({
  version: z.int().positive('Not a version of this post'),
  post: ZBlogPostInput,
});
export type TBlogPostUpdate = z.input<typeof ZBlogPostUpdate>;

/** Deleting names the version the editor saw, so a post changed meanwhile is not lost unread. */
export const ZBlogPostDelete = z.object({ version: z.int().positive('Not a version of this post') });

export const ZBlogListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Not a page').max(500, 'Not a page').default(1),
  category: ZBlogCategory.optional(),
});
export type TBlogListQuery = z.input<typeof ZBlogListQuery>;

export const ZAdminBlogListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Not a page').max(500, 'Not a page').default(1),
  status: ZBlogPostStatus.optional(),
});

export const ZBlogPostSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: ZBlogCategory,
  tags: z.array(z.string()),
  authorName: z.string(),
  coverImageUrl: z.string().nullable(),
  coverAlt: z.string().nullable(),
  readingMinutes: z.int().positive(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** Seeded demonstration content, labelled as such wherever it shows */
  isDemo: z.boolean(),
});
export type TBlogPostSummary = z.infer<typeof ZBlogPostSummary>;

export const ZBlogPostList = z.object({
  posts: z.array(ZBlogPostSummary),
  page: z.int().positive(),
  pageCount: z.int().nonnegative(),
  total: z.int().nonnegative(),
  /** Every category with at least one live post, for the filter */
  categories: z.array(z.object({ slug: ZBlogCategory, count: z.int().positive() })),
});
export type TBlogPostList = z.infer<typeof ZBlogPostList>;

export const ZBlogPost = ZBlogPostSummary.extend({
  bodyMarkdown: z.string(),
  reviewer: ZBlogReviewer,
  reviewedOn: z.string(),
  references: z.array(ZBlogReference),
  relatedSalts: z.array(z.string()),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;

export const ZAdminBlogPostSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  category: ZBlogCategory,
  status: ZBlogPostStatus,
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  reviewerName: z.string(),
  isDemo: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TAdminBlogPostSummary = z.infer<typeof ZAdminBlogPostSummary>;

export const ZAdminBlogPostList = z.object({
  posts: z.array(ZAdminBlogPostSummary),
  page: z.int().positive(),
  pageCount: z.int().nonnegative(),
  total: z.int().nonnegative(),
});
export type TAdminBlogPostList = z.infer<typeof ZAdminBlogPostList>;

export const ZAdminBlogPost = ZBlogPost.omit({ publishedAt: true }).extend({
  status: ZBlogPostStatus,
  publishedAt: z.iso.datetime({ offset: true }).nullable(),
  version: z.int().positive(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminBlogPost = z.infer<typeof ZAdminBlogPost>;

/** Whole minutes to read a post's words (at least one). */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Draft, scheduled (published, time still ahead) or published, as of `now`. */
export function blogPostStatus(post: { isPublished: boolean; publishedAt: Date | string | null }, now = new Date()) {
  if (!post.isPublished || post.publishedAt === null) return 'draft' as const;
  return new Date(post.publishedAt) > now ? ('scheduled' as const) : ('published' as const);
}

export function blogPostPath(slug: string): string {
  return `/blog/${slug}`;
}

/** A page of /blog, one address per page and category. */
export function blogListPath(options: { category?: TBlogCategory | undefined; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (options.category) params.set('category', options.category);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/** The cover at another width (`srcset`), when it is one of ours; null otherwise. */
export function blogCoverAtWidth(url: string, width: (typeof BLOG_COVER_WIDTHS)[number]): string | null {
  const match = /^(\/api\/blog-images\/[0-9a-f]{32})-(640|1280)\.webp$/.exec(url);
  return match ? `${match[1]}-${width}.webp` : null;
}

/**
 * "2026-11-27" and "18:30" as India reads them → the instant, ISO with the +05:30 offset; null when either
 * is not a real date or time. The form takes a scheduled time this way, whatever the device's zone.
 */
export function indianDateTimeToIso(isoDate: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const instant = new Date(`${isoDate}T${time}:00+05:30`);
  return Number.isNaN(instant.getTime()) ? null : `${isoDate}T${time}:00+05:30`;
}
