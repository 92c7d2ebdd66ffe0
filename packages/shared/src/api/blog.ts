/**
 * The health blog (issue 18): the public list and post, the cover pictures, and the admin panel's authoring.
 * Only platform administrators write; every write is audited. The sitemap, robots.txt and the RSS feed are
 * documents at the site's root rather than API endpoints (apps/api/src/modules/seo).
 */
import { z } from 'zod';
import {
  ZAdminBlogListQuery,
  ZAdminBlogPost,
  ZAdminBlogPostList,
  ZBlogCoverParams,
  ZBlogListQuery,
  ZBlogPost,
  ZBlogPostDelete,
  ZBlogPostInput,
  ZBlogPostList,
  ZBlogPostParams,
  ZBlogPostUpdate,
  ZBlogSlugParams,
} from '../blog';
import { ZApiError } from '../errors';
import { access, ERROR_RESPONSES, endpoint, ZOk } from './endpoint';

const errors = ERROR_RESPONSES;

export const blogApi = {
  list: endpoint({
    method: 'GET',
    path: '/blog/posts',
    access: access.public,
    tags: ['blog'],
    summary: 'Published posts, newest first, a page at a time, optionally of one category',
    query: ZBlogListQuery,
    responses: { 200: ZBlogPostList, 400: ZApiError },
  }),
  post: endpoint({
    method: 'GET',
    path: '/blog/posts/:slug',
    access: access.public,
    tags: ['blog'],
    summary: 'One published post by its slug (drafts and posts scheduled for later are not found)',
    params: ZBlogSlugParams,
    responses: { 200: ZBlogPost, 400: ZApiError, 404: ZApiError },
  }),
  /** A new cover gets a new name, so it never changes under one address. */
  cover: endpoint({
    method: 'GET',
    path: '/blog-images/:imageName',
    access: access.public,
    tags: ['blog'],
    summary: "A post's cover picture (WebP) at one width",
    params: ZBlogCoverParams,
    responses: { 200: z.any(), 400: ZApiError, 404: ZApiError },
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/admin/blog/posts',
    access: access.admin,
    tags: ['admin'],
    summary: 'Every post, drafts and scheduled ones too, latest change first',
    query: ZAdminBlogListQuery,
    responses: { 200: ZAdminBlogPostList, ...errors },
  }),
  adminPost: endpoint({
    method: 'GET',
    path: '/admin/blog/posts/:postId',
    access: access.admin,
    tags: ['admin'],
    summary: 'One post as its editor loads it, with the version a save must name',
    params: ZBlogPostParams,
    responses: { 200: ZAdminBlogPost, ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/admin/blog/posts',
    access: access.admin,
    tags: ['admin'],
    summary: 'Writes a post (draft, scheduled or published) under a slug no other post has; audited',
    body: ZBlogPostInput,
    responses: { 201: ZAdminBlogPost, ...errors },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/blog/posts/:postId',
    access: access.admin,
    tags: ['admin'],
    summary: 'Saves the whole post; refused if it changed since loaded or its slug is taken; audited',
    params: ZBlogPostParams,
    body: ZBlogPostUpdate,
    responses: { 200: ZAdminBlogPost, ...errors },
  }),
  uploadCover: endpoint({
    method: 'POST',
    path: '/admin/blog/posts/:postId/cover',
    access: access.admin,
    tags: ['admin'],
    summary: "Replaces the post's cover (one picture of at most 5 MB, re-encoded as WebP without metadata)",
    params: ZBlogPostParams,
    responses: { 200: ZAdminBlogPost, ...errors, 413: ZApiError, 415: ZApiError },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/blog/posts/:postId',
    access: access.admin,
    tags: ['admin'],
    summary:
      'Deletes a post and its cover (it leaves the blog, the sitemap and the feed); refused if changed since loaded; audited',
    params: ZBlogPostParams,
    body: ZBlogPostDelete,
    responses: { 200: ZOk, ...errors },
  }),
};
