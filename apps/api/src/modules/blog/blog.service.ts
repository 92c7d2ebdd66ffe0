/**
 * The health blog (issue 18): what visitors read, and what platform administrators write. Every write runs in
 * one transaction with its audit entry; the slug check and the write take turns under one lock.
 */
import type { TAdminAuditAction } from '@dawanow/shared/admin-audit';
import {
  ADMIN_BLOG_PAGE_SIZE,
  BLOG_COVER_WIDTHS,
  BLOG_PAGE_SIZE,
  blogPostStatus,
  readingMinutes,
  type TAdminBlogPost,
  type TAdminBlogPostList,
  type TBlogCategory,
  type TBlogPost,
  type TBlogPostList,
  type TBlogPostStatus,
  type TBlogPostSummary,
  type ZBlogPostInput,
} from '@dawanow/shared/blog';
import { slugify } from '@dawanow/shared/text';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/errors';
import { removeImageWidths, storeImageWidths } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../providers/storage/file-storage';
import type { RecordAdminAction } from '../admin-audit/admin-audit.service';
import type { BlogPostPatch, BlogPostRow, BlogPostSummaryRow, BlogRepository } from './blog.repository';

const COVER_FOLDER = 'blog';
const COVER_URL = /^\/api\/blog-images\/([0-9a-f]{32})-\d+\.webp$/;
/** The width the post stores and Open Graph shares; the list's cards take the smaller one through `srcset`. */
const SHOWN_WIDTH = 1280;
/** The feed and the sitemap list at most this many posts (a blog of thousands would page its sitemap). */
const LIVE_ENTRIES_MAX = 10_000;

type PostInput = z.output<typeof ZBlogPostInput>;

const notFound = () => new AppError('NOT_FOUND', 'There is no such post.');
const fieldError = (code: 'VALIDATION_FAILED' | 'CONFLICT', field: string, message: string) =>
  new AppError(code, message, { fields: { [field]: message } });

function summaryOf(row: BlogPostSummaryRow): TBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    authorName: row.authorName,
    coverImageUrl: row.coverImageUrl,
    coverAlt: row.coverAlt,
    readingMinutes: readingMinutes(row.bodyMarkdown),
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    isDemo: row.isDemo,
  };
}

function postOf(row: BlogPostRow): TBlogPost {
  return {
    ...summaryOf(row),
    bodyMarkdown: row.bodyMarkdown,
    reviewer: {
      name: row.reviewerName,
      qualification: row.reviewerQualification,
      registration: row.reviewerRegistration,
    },
    reviewedOn: row.reviewedOn,
    references: row.references,
    relatedSalts: row.relatedSalts,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function adminPostOf(row: BlogPostRow): TAdminBlogPost {
  return {
    ...postOf(row),
    status: blogPostStatus(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a post: everything an editor sets except the article's text, which is long. */
function auditedState(row: BlogPostRow): Record<string, unknown> {
  return {
    title: row.title,
    slug: row.slug,
    category: row.category,
    status: blogPostStatus(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    reviewer: `${row.reviewerName}, ${row.reviewerQualification} (${row.reviewerRegistration})`,
    reviewedOn: row.reviewedOn,
    references: row.references.length,
    articleCharacters: row.bodyMarkdown.length,
    coverImageUrl: row.coverImageUrl,
  };
}

const pageCountOf = (total: number, size: number) => Math.ceil(total / size);

export function createBlogService(deps: {
  db: Db;
  repository: BlogRepository;
  storage: FileStorage;
  recordAdminAction: RecordAdminAction;
}) {
  const { db, repository, storage, recordAdminAction } = deps;

  async function found(ex: Executor, id: string): Promise<BlogPostRow> {
    const row = await repository.find(ex, id);
    if (!row) throw notFound();
    return row;
  }

  const audit = (
    tx: Tx,
    actor: Actor,
    action: TAdminAuditAction,
    subjectId: string,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) => recordAdminAction(tx, { actor, action, subjectType: 'blog_post', subjectId, before, after, reason: null });

  /** The post's address: the one typed, else made from the title; refused when another post has it. */
  async function claimSlug(tx: Tx, input: PostInput, self: string | null): Promise<string> {
    const slug = input.slug || slugify(input.title).slice(0, 100).replace(/-+$/, '');
    if (!slug) throw fieldError('VALIDATION_FAILED', 'slug', 'Give the post a web address of letters or digits.');
    await repository.lockSlugs(tx);
    const owner = await repository.slugOwner(tx, slug);
    if (owner && owner !== self) {
      throw fieldError('CONFLICT', 'slug', `Another post already uses /blog/${slug}. Choose another web address.`);
    }
    return slug;
  }

  /**
   * When the post is (or goes) live: published now, or kept at its first publication; scheduled at a time
   * still ahead; a draft has none.
   */
  function publication(input: PostInput, before: BlogPostRow | null): Pick<BlogPostRow, 'isPublished' | 'publishedAt'> {
    if (input.status === 'draft') return { isPublished: false, publishedAt: null };
    if (input.status === 'scheduled') {
      const at = new Date(input.publishAt ?? '');
      if (!(at > new Date())) throw fieldError('VALIDATION_FAILED', 'publishAt', 'Choose a time in the future.');
      return { isPublished: true, publishedAt: at };
    }
    const wasLive = before !== null && blogPostStatus(before) === 'published';
    return { isPublished: true, publishedAt: wasLive ? before.publishedAt : new Date() };
  }

  function rowOf(input: PostInput, slug: string, before: BlogPostRow | null): BlogPostPatch {
    return {
      slug,
      title: input.title,
      summary: input.summary,
      bodyMarkdown: input.bodyMarkdown,
      category: input.category,
      tags: input.tags,
      authorName: input.authorName,
      reviewerName: input.reviewer.name,
      reviewerQualification: input.reviewer.qualification,
      reviewerRegistration: input.reviewer.registration,
      reviewedOn: input.reviewedOn,
      references: input.references,
      relatedSalts: input.relatedSalts,
      coverAlt: input.coverAlt ?? null,
      ...publication(input, before),
    };
  }

  /** The post locked for a change, provided it is still the version the editor loaded. */
  async function lockVersion(tx: Tx, id: string, version: number): Promise<BlogPostRow> {
    const row = await repository.lock(tx, id);
    if (!row) throw notFound();
    if (row.version !== version) {
      throw new AppError(
        'RECORD_CHANGED',
        'Someone changed this post since you opened it. Reload to see their change, then make yours again.',
        { version: row.version },
      );
    }
    return row;
  }

  async function removeStoredCover(url: string | null): Promise<void> {
    const hash = url ? COVER_URL.exec(url)?.[1] : undefined;
    if (hash) await removeImageWidths(storage, COVER_FOLDER, hash, BLOG_COVER_WIDTHS);
  }

  return {
    async list(query: { page: number; category?: TBlogCategory | undefined }): Promise<TBlogPostList> {
      const [{ rows, total }, counts] = await Promise.all([
        repository.listLive(db, {
          ...(query.category ? { category: query.category } : {}),
          limit: BLOG_PAGE_SIZE,
          offset: (query.page - 1) * BLOG_PAGE_SIZE,
        }),
        repository.liveCategoryCounts(db),
      ]);
      return {
        posts: rows.map(summaryOf),
        page: query.page,
        pageCount: pageCountOf(total, BLOG_PAGE_SIZE),
        total,
        categories: counts.map((entry) => ({ slug: entry.category, count: entry.count })),
      };
    },

    /** A live post; a draft, a post scheduled for later and an unknown slug all read "not found". */
    async post(slug: string): Promise<TBlogPost> {
      const row = await repository.findLiveBySlug(db, slug);
      if (!row) throw notFound();
      return postOf(row);
    },

    /** Live posts for the sitemap, the feed and the served HTML's meta. */
    livePosts: (limit = LIVE_ENTRIES_MAX) => repository.liveEntries(db, limit),

    async cover(imageName: string): Promise<StoredFile> {
      const file = await storage.get(`${COVER_FOLDER}/${imageName}`);
      if (!file) throw new AppError('NOT_FOUND', 'There is no such picture.');
      return file;
    },

    async adminList(query: { page: number; status?: TBlogPostStatus | undefined }): Promise<TAdminBlogPostList> {
      const { rows, total } = await repository.list(db, {
        ...(query.status ? { status: query.status } : {}),
        limit: ADMIN_BLOG_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_BLOG_PAGE_SIZE,
      });
      return {
        posts: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          title: row.title,
          category: row.category,
          status: blogPostStatus(row),
          publishedAt: row.publishedAt?.toISOString() ?? null,
          reviewerName: row.reviewerName,
          isDemo: row.isDemo,
          updatedAt: row.updatedAt.toISOString(),
        })),
        page: query.page,
        pageCount: pageCountOf(total, ADMIN_BLOG_PAGE_SIZE),
        total,
      };
    },

    adminPost: async (id: string) => adminPostOf(await found(db, id)),

    async create(actor: Actor, input: PostInput): Promise<TAdminBlogPost> {
      return db.transaction(async (tx) => {
        const slug = await claimSlug(tx, input, null);
        const id = await repository.insert(tx, rowOf(input, slug, null) as Required<BlogPostPatch>);
        const created = await found(tx, id);
        await audit(tx, actor, 'blog_post.created', id, null, auditedState(created));
        return adminPostOf(created);
      });
    },

    /** Saves the whole post; refused when it changed since `version` was loaded. */
    async update(actor: Actor, id: string, input: { version: number; post: PostInput }): Promise<TAdminBlogPost> {
      return db.transaction(async (tx) => {
        const before = await lockVersion(tx, id, input.version);
        const slug = await claimSlug(tx, input.post, id);
        await repository.update(tx, id, rowOf(input.post, slug, before));
        const after = await found(tx, id);
        await audit(tx, actor, 'blog_post.updated', id, auditedState(before), auditedState(after));
        return adminPostOf(after);
      });
    },

    /** Deletes the post with its audit entry (which keeps what it was), then its cover files once committed. */
    async remove(actor: Actor, id: string, input: { version: number }): Promise<void> {
      const removed = await db.transaction(async (tx) => {
        const before = await lockVersion(tx, id, input.version);
        await repository.remove(tx, id);
        await audit(tx, actor, 'blog_post.deleted', id, auditedState(before), null);
        return before;
      });
      await removeStoredCover(removed.coverImageUrl);
    },

    /** Stores the cover re-encoded as WebP at each width (no EXIF or GPS, nothing appended), then uses it. */
    async replaceCover(actor: Actor, id: string, bytes: Buffer): Promise<TAdminBlogPost> {
      await found(db, id);
      const stored = await storeImageWidths(storage, {
        folder: COVER_FOLDER,
        ownerId: id,
        bytes,
        widths: BLOG_COVER_WIDTHS,
        unreadableMessage: 'This picture could not be read. Choose a JPEG, PNG or WebP image.',
      });
      const coverImageUrl = `/api/blog-images/${stored.hash}-${SHOWN_WIDTH}.webp`;
      try {
        const { post, previous } = await db.transaction(async (tx) => {
          const before = await repository.lock(tx, id);
          if (!before) throw notFound();
          await repository.update(tx, id, { coverImageUrl });
          const after = await found(tx, id);
          await audit(
            tx,
            actor,
            'blog_post.cover_changed',
            id,
            { coverImageUrl: before.coverImageUrl },
            { coverImageUrl },
          );
          return { post: adminPostOf(after), previous: before.coverImageUrl };
        });
        if (previous !== coverImageUrl) await removeStoredCover(previous);
        return post;
      } catch (error) {
        await stored.remove();
        throw error;
      }
    },
  };
}
export type BlogService = ReturnType<typeof createBlogService>;
