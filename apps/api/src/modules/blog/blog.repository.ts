/**
 * The blog's posts. "Live" is one rule everywhere — published, and its time has come — so a scheduled post
 * shows nowhere (list, page, sitemap, feed, served HTML) before its minute.
 */
import type { TBlogCategory, TBlogPostStatus } from '@dawanow/shared/blog';
import { and, count, desc, eq, gt, lte, not, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = Omit<typeof blogPosts.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;
export type BlogPostPatch = Partial<NewBlogPostRow>;

const isLive = and(eq(blogPosts.isPublished, true), lte(blogPosts.publishedAt, sql`now()`)) as SQL;

const STATUS_FILTERS: Record<TBlogPostStatus, SQL> = {
  draft: not(blogPosts.isPublished),
  scheduled: and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, sql`now()`)) as SQL,
  published: isLive,
};

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  category: blogPosts.category,
  tags: blogPosts.tags,
  authorName: blogPosts.authorName,
  coverImageUrl: blogPosts.coverImageUrl,
  coverAlt: blogPosts.coverAlt,
  bodyMarkdown: blogPosts.bodyMarkdown,
  publishedAt: blogPosts.publishedAt,
  isDemo: blogPosts.isDemo,
  updatedAt: blogPosts.updatedAt,
};
export type BlogPostSummaryRow = Awaited<ReturnType<BlogRepository['listLive']>>['rows'][number];

export function createBlogRepository() {
  return {
    /** A page of live posts, newest first, and how many there are in all. */
    async listLive(ex: Executor, options: { category?: TBlogCategory; limit: number; offset: number }) {
      const where = options.category ? and(isLive, eq(blogPosts.category, options.category)) : isLive;
      const [rows, [total]] = await Promise.all([
        ex
          .select(summaryColumns)
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
          .limit(options.limit)
          .offset(options.offset),
        ex.select({ count: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Live posts per category, for the list's filter. */
    async liveCategoryCounts(ex: Executor) {
      return ex
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(isLive)
        .groupBy(blogPosts.category)
        .orderBy(blogPosts.category);
    },

    async findLiveBySlug(ex: Executor, slug: string): Promise<BlogPostRow | null> {
      const [row] = await ex
        .select()
        .from(blogPosts)
        .where(and(isLive, eq(blogPosts.slug, slug)));
      return row ?? null;
    },

    /** Every live post's address and dates, newest first (the sitemap and the feed). */
    async liveEntries(ex: Executor, limit: number) {
      return ex
        .select({
          slug: blogPosts.slug,
          title: blogPosts.title,
          summary: blogPosts.summary,
          category: blogPosts.category,
          authorName: blogPosts.authorName,
          publishedAt: blogPosts.publishedAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
        .where(isLive)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit);
    },

    /** The admin list: every post of a status (or all), latest change first. */
    async list(ex: Executor, options: { status?: TBlogPostStatus; limit: number; offset: number }) {
      const where = options.status ? STATUS_FILTERS[options.status] : undefined;
      const [rows, [total]] = await Promise.all([
        ex
          .select({
            id: blogPosts.id,
            slug: blogPosts.slug,
            title: blogPosts.title,
            category: blogPosts.category,
            isPublished: blogPosts.isPublished,
            publishedAt: blogPosts.publishedAt,
            reviewerName: blogPosts.reviewerName,
            isDemo: blogPosts.isDemo,
            updatedAt: blogPosts.updatedAt,
          })
          .from(blogPosts)
          .where(where)
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .limit(options.limit)
          .offset(options.offset),
        ex.select({ count: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async find(ex: Executor, id: string): Promise<BlogPostRow | null> {
      const [row] = await ex.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row ?? null;
    },

    /** The row, locked until the transaction ends (a save's version check reads it here). */
    async lock(tx: Tx, id: string): Promise<BlogPostRow | null> {
      const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      return row ?? null;
    },

    /** Slug checks and the writes after them take turns, so two saves cannot both claim one address. */
    async lockSlugs(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('blog_posts:slugs'))`);
    },

    async slugOwner(ex: Executor, slug: string): Promise<string | null> {
      const [row] = await ex.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
      return row?.id ?? null;
    },

    async insert(tx: Tx, row: NewBlogPostRow): Promise<string> {
      const [inserted] = await tx.insert(blogPosts).values(row).returning({ id: blogPosts.id });
      if (!inserted) throw new Error('The post was not inserted');
      return inserted.id;
    },

    /** An editor's save: the version goes up with it. */
    async update(tx: Tx, id: string, patch: BlogPostPatch): Promise<void> {
      await tx
        .update(blogPosts)
        .set({ ...patch, version: sql`${blogPosts.version} + 1`, updatedAt: sql`now()` })
        .where(eq(blogPosts.id, id));
    },

    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
