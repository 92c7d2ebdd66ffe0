/**
 * Issue 18: the health blog. Administrators write posts (draft, scheduled, published) with a medical reviewer,
 * references and a cover; visitors read live posts only. Hostile or clashing input, spoofed covers and callers
 * who are not administrators are refused, and a refusal changes nothing.
 */
import type {
  TAdminBlogPost,
  TAdminBlogPostList,
  TBlogPost,
  TBlogPostInput,
  TBlogPostList,
} from '@dawanow/shared/blog';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postInput } from '../../../test/blog-fixtures';
import { as, createUser, type TestUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const write = (user: TestUser | null, body: unknown) =>
  t.app.inject(as(user, { method: 'POST', url: '/api/admin/blog/posts', payload: body as object }));
async function created(overrides: Partial<TBlogPostInput> = {}): Promise<TAdminBlogPost> {
  const response = await write(admin, postInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAdminBlogPost>();
}
const save = (post: TAdminBlogPost, changes: Partial<TBlogPostInput>, version = post.version) =>
  t.app.inject(
    as(admin, {
      method: 'PUT',
      url: `/api/admin/blog/posts/${post.id}`,
      payload: { version, post: postInput({ slug: post.slug, title: post.title, ...changes }) },
    }),
  );
const publicPost = (slug: string) => t.app.inject({ method: 'GET', url: `/api/blog/posts/${slug}` });
async function publicList(query = ''): Promise<TBlogPostList> {
  const response = await t.app.inject({ method: 'GET', url: `/api/blog/posts${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBlogPostList>();
}
const postCount = async () =>
  (await queryRows<{ count: number }>(t.app, sql`select count(*)::int as count from blog_posts`))[0]?.count;
const auditRows = (id: string) =>
  queryRows<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    t.app,
    sql`select action, before, after from admin_audit_log where subject_type = 'blog_post' and subject_id = ${id}
      order by created_at`,
  );

describe('writing and publishing', () => {
  it('keeps a draft from visitors, then shows it once published, with reviewer, references and reading time', async () => {
    const draft = await created({ status: 'draft', slug: 'insulin-in-summer' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null, slug: 'insulin-in-summer', version: 1 });
    expect((await publicPost('insulin-in-summer')).statusCode).toBe(404);
    expect((await publicList()).posts.map((post) => post.slug)).not.toContain('insulin-in-summer');

    const saved = await save(draft, { status: 'published' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TAdminBlogPost>()).toMatchObject({ status: 'published', version: 2 });

    const response = await publicPost('insulin-in-summer');
    expect(response.statusCode).toBe(200);
    expect(response.json<TBlogPost>()).toMatchObject({
      title: draft.title,
      reviewer: { name: 'Dr. Kavya Rao', qualification: 'MBBS, MD', registration: 'KMC-123456' },
      references: [{ title: 'WHO: Diabetes', url: 'https://www.who.int/health-topics/diabetes' }],
      relatedSalts: ['Insulin Glargine'],
      // 423 words at 200 a minute
      readingMinutes: 3,
      isDemo: false,
    });
    const list = await publicList('?category=long-term-conditions');
    expect(list.posts[0]?.slug).toBe('insulin-in-summer');
    expect(list.categories).toContainEqual({ slug: 'long-term-conditions', count: expect.any(Number) });
    expect((await publicList('?category=infections')).posts.map((post) => post.slug)).not.toContain(
      'insulin-in-summer',
    );

    expect((await auditRows(draft.id)).map((row) => row.action)).toEqual(['blog_post.created', 'blog_post.updated']);
    expect((await auditRows(draft.id))[1]).toMatchObject({
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });

  it('makes a slug from the title when none is given', async () => {
    const post = await created({ title: 'What Schedule H means — for you!' });
    expect(post.slug).toBe('what-schedule-h-means-for-you');
  });

  it('shows a scheduled post nowhere before its time, and everywhere after it', async () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const post = await created({ status: 'scheduled', publishAt: inAnHour, slug: 'monsoon-fevers-soon' });
    expect(post.status).toBe('scheduled');
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect((await publicList()).posts.map((entry) => entry.slug)).not.toContain(post.slug);
    const scheduled = await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/blog/posts?status=scheduled' }));
    expect(scheduled.json<TAdminBlogPostList>().posts.map((entry) => entry.slug)).toContain(post.slug);

    // Its hour comes
    await queryRows(t.app, sql`update blog_posts set published_at = now() - interval '1 minute' where id = ${post.id}`);
    expect((await publicPost(post.slug)).statusCode).toBe(200);
  });

  it('refuses a schedule in the past', async () => {
    const before = await postCount();
    const response = await write(
      admin,
      postInput({ status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.publishAt).toBe('Choose a time in the future.');
    expect(await postCount()).toBe(before);
  });

  it('refuses a save over a newer version', async () => {
    const post = await created();
    expect((await save(post, { summary: 'First editor' })).statusCode).toBe(200);
    const stale = await save(post, { summary: 'Second editor' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('RECORD_CHANGED');
    expect((await publicPost(post.slug)).json<TBlogPost>().summary).toBe('First editor');
  });
});

describe('bad input changes nothing', () => {
  it('refuses a slug another post has, on writing and on saving', async () => {
    const first = await created({ slug: 'generic-or-branded' });
    const before = await postCount();
    const clash = await write(admin, postInput({ slug: 'generic-or-branded' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.details.fields.slug).toContain('/blog/generic-or-branded');
    expect(await postCount()).toBe(before);

    const second = await created({ slug: 'generic-or-branded-2' });
    const renamed = await save(second, { slug: 'generic-or-branded' });
    expect(renamed.statusCode).toBe(409);
    expect((await publicPost('generic-or-branded')).json<TBlogPost>().id).toBe(first.id);
  });

  it.each([
    ['a post over 50,000 characters', { bodyMarkdown: 'a'.repeat(50_001) }, 'bodyMarkdown'],
    ['a javascript: reference', { references: [{ title: 'Click', url: 'javascript:alert(1)' }] }, 'references'],
    ['a data: reference', { references: [{ title: 'Data', url: 'data:text/html,<script>' }] }, 'references'],
    ['a slug with a path in it', { slug: '../admin' }, 'slug'],
    ['a title with a control character', { title: 'Fever\u0007' }, 'title'],
    ['no reviewer registration', { reviewer: { name: 'Dr. X', qualification: 'MBBS', registration: '' } }, 'reviewer'],
    ['a scheduled post without a time', { status: 'scheduled' as const }, 'publishAt'],
    ['an unknown category', { category: 'miracle-cures' as never }, 'category'],
  ])('refuses %s', async (_name, changes, field) => {
    const before = await postCount();
    const response = await write(admin, postInput(changes));
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json().error.details)).toContain(field);
    expect(await postCount()).toBe(before);
  });

  it('stores hostile Markdown as text, never as markup (the page renders it without raw HTML)', async () => {
    const hostile = '<script>alert(1)</script>\n\n[click](javascript:alert(1))';
    const post = await created({ bodyMarkdown: hostile });
    expect((await publicPost(post.slug)).json<TBlogPost>().bodyMarkdown).toBe(hostile);
  });

  it.each([
    ['anonymous', null, 401],
    ['a customer', 'customer', 403],
  ] as const)('lets only platform administrators write: %s is refused', async (_name, who, status) => {
    const user = who ? customer : null;
    const before = await postCount();
    expect((await write(user, postInput())).statusCode).toBe(status);
    const list = await t.app.inject(as(user, { method: 'GET', url: '/api/admin/blog/posts' }));
    expect(list.statusCode).toBe(status);
    expect(await postCount()).toBe(before);
  });
});

describe('the cover', () => {
  const upload = (post: TAdminBlogPost, bytes: Buffer, name = 'cover.png', type = 'image/png') =>
    t.app.inject(
      as(admin, {
        method: 'POST',
        url: `/api/admin/blog/posts/${post.id}/cover`,
        ...multipart({}, [{ name, type, bytes, field: 'cover' }]),
      }),
    );

  it('re-encodes the picture as WebP at each width, without metadata, and serves it to everyone', async () => {
    const post = await created();
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0a7' } })
      .withMetadata({ exif: { IFD0: { Artist: 'Secret Camera Owner' } } })
      .png()
      .toBuffer();
    const response = await upload(post, png);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<TAdminBlogPost>().coverImageUrl ?? '';
    expect(url).toMatch(/^\/api\/blog-images\/[0-9a-f]{32}-1280\.webp$/);
    for (const [address, width] of [
      [url, 1280],
      [url.replace('-1280.webp', '-640.webp'), 640],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: address });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
    expect((await auditRows(post.id)).at(-1)).toMatchObject({ action: 'blog_post.cover_changed' });
  });

  it('refuses a file that only claims to be a picture, and keeps the post as it was', async () => {
    const post = await created();
    const spoof = Buffer.from('<svg onload="alert(1)"></svg> not a png at all');
    const response = await upload(post, spoof);
    expect(response.statusCode).toBe(415);
    const after = await t.app.inject(as(admin, { method: 'GET', url: `/api/admin/blog/posts/${post.id}` }));
    expect(after.json<TAdminBlogPost>()).toMatchObject({ coverImageUrl: null, version: post.version });
  });
});

describe('deleting', () => {
  const remove = (user: TestUser | null, post: TAdminBlogPost, version = post.version) =>
    t.app.inject(
      as(user, { method: 'DELETE', url: `/api/admin/blog/posts/${post.id}`, payload: { version } as object }),
    );

  it('takes a published post off the blog with its cover, and the audit log keeps what it was', async () => {
    const post = await created({ status: 'published' });
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#a70' } })
      .png()
      .toBuffer();
    const withCover = (
      await t.app.inject(
        as(admin, {
          method: 'POST',
          url: `/api/admin/blog/posts/${post.id}/cover`,
          ...multipart({}, [{ name: 'cover.png', type: 'image/png', bytes: png, field: 'cover' }]),
        }),
      )
    ).json<TAdminBlogPost>();
    expect((await publicPost(post.slug)).statusCode).toBe(200);

    const response = await remove(admin, withCover);
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
    expect((await publicList()).posts.map((listed) => listed.slug)).not.toContain(post.slug);
    expect((await t.app.inject({ method: 'GET', url: withCover.coverImageUrl ?? '' })).statusCode).toBe(404);
    expect((await auditRows(post.id)).at(-1)).toMatchObject({
      action: 'blog_post.deleted',
      before: { title: post.title, slug: post.slug },
    });
  });

  it('refuses an out-of-date version, a customer and a post that is gone, deleting nothing', async () => {
    const post = await created();
    const saved = await save(post, { title: 'A newer title' });
    expect(saved.statusCode).toBe(200);
    const before = await postCount();
    expect((await remove(admin, post)).json()).toMatchObject({ error: { code: 'RECORD_CHANGED' } });
    expect((await remove(customer, post, post.version + 1)).statusCode).toBe(403);
    expect((await remove(null, post, post.version + 1)).statusCode).toBe(401);
    expect(await postCount()).toBe(before);
    expect((await remove(admin, post, post.version + 1)).statusCode).toBe(200);
    expect((await remove(admin, post, post.version + 1)).statusCode).toBe(404);
    expect(await postCount()).toBe((before ?? 0) - 1);
  });
});
