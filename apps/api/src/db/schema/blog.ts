/**
 * The health blog (issue 18). A post is live when it is published and its time has come: a post scheduled
 * for later is simply published with a future `published_at`, so no job has to flip it at the hour.
 */
import { BLOG_CATEGORIES, type TBlogCategory, type TBlogReference } from '@dawanow/shared/blog';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The post's address, /blog/<slug>; unique, so two posts never share a link */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown; rendered without raw HTML, so stored text can never become markup */
    bodyMarkdown: text('body_markdown').notNull(),
    category: text('category').$type<TBlogCategory>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    authorName: text('author_name').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerQualification: text('reviewer_qualification').notNull(),
    reviewerRegistration: text('reviewer_registration').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    references: jsonb('references').$type<TBlogReference[]>().notNull().default([]),
    relatedSalts: jsonb('related_salts').$type<string[]>().notNull().default([]),
    /** `/api/blog-images/<hash>-1280.webp`; the other widths share the hash */
    coverImageUrl: text('cover_image_url'),
    coverAlt: text('cover_alt'),
    isPublished: boolean('is_published').notNull().default(false),
    /** When it went, or goes, live (IST on screens); null for a post never published */
    publishedAt: timestamptz('published_at'),
    /** Seeded demonstration content, labelled as such on every screen */
    isDemo: boolean('is_demo').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The public list, newest first, whole and per category; the admin list by latest change
    index('blog_posts_live_idx').on(table.publishedAt, table.id).where(sql`${table.isPublished}`),
    index('blog_posts_category_live_idx')
      .on(table.category, table.publishedAt, table.id)
      .where(sql`${table.isPublished}`),
    index('blog_posts_updated_idx').on(table.updatedAt, table.id),
    check(
      'blog_posts_category_check',
      sql.raw(`category in (${BLOG_CATEGORIES.map((category) => `'${category}'`).join(', ')})`),
    ),
    check('blog_posts_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('blog_posts_published_at_check', sql`not ${table.isPublished} or ${table.publishedAt} is not null`),
    check('blog_posts_body_length_check', sql`char_length(${table.bodyMarkdown}) <= 50000`),
  ],
);
