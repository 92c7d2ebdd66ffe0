/**
 * Issue 18: the blog editor. The preview is the post page as readers will see it (reviewer byline included),
 * hostile Markdown shows as text there too, the form refuses what the API would, and a new post is sent whole.
 */
import type { TAdminBlogPost, TBlogPostInput } from '@dawanow/shared/blog';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { renderRoutes } from '@/lib/test-routes';
import { AdminBlogPostPage } from './admin-blog-post-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const savedPost = (input: TBlogPostInput): TAdminBlogPost => ({
  id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c70',
  slug: 'using-paracetamol-safely',
  title: input.title,
  summary: input.summary,
  category: input.category,
  tags: input.tags,
  authorName: input.authorName,
  coverImageUrl: null,
  coverAlt: null,
  readingMinutes: 1,
  isDemo: false,
  bodyMarkdown: input.bodyMarkdown,
  reviewer: input.reviewer,
  reviewedOn: input.reviewedOn,
  references: input.references,
  relatedSalts: input.relatedSalts,
  status: 'published',
  publishedAt: '2026-11-27T04:00:00.000Z',
  version: 1,
  createdAt: '2026-11-27T04:00:00.000Z',
  updatedAt: '2026-11-27T04:00:00.000Z',
});

const routes = [
  { path: '/admin/blog/new', element: <AdminBlogPostPage /> },
  { path: '/admin/blog/:postId', element: <p>Saved post page</p> },
];

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Using paracetamol safely');
  await user.type(screen.getByLabelText('Summary'), 'The 4 g a day limit and the double-dose trap.');
  await user.type(
    screen.getByLabelText('Article (Markdown)'),
    '## The limit{enter}{enter}At most 4 g a day.{enter}{enter}<script>window.hacked = true</script>{enter}{enter}[[Tap](javascript:alert(1))',
  );
  await user.type(screen.getByLabelText("Reviewer's name"), 'Dr. Kavya Rao');
  await user.type(screen.getByLabelText("Reviewer's qualification"), 'MBBS, MD');
  await user.type(screen.getByLabelText("Reviewer's registration number"), 'KMC-123456');
}

describe('the blog editor', () => {
  it('previews the post as readers will see it, with the reviewer byline and no raw HTML', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/admin/blog/new', {});
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Using paracetamol safely');
    expect(screen.getByRole('heading', { level: 2, name: 'The limit' })).toBeVisible();
    expect(preview).toHaveTextContent('Medically reviewed by Dr. Kavya Rao, MBBS, MD (Reg. no. KMC-123456)');
    expect(preview.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('Tap').getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('refuses a scheduled post without a time and a javascript: reference, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes(routes, '/admin/blog/new', {});
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Add reference' }));
    await user.type(screen.getByLabelText('Reference 1 title'), 'Click me');
    await user.clear(screen.getByLabelText('Reference 1 address'));
    await user.type(screen.getByLabelText('Reference 1 address'), 'javascript:alert(1)');
    await user.selectOptions(screen.getByLabelText('Status'), 'scheduled');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Enter the day as DD/MM/YYYY and the time as HH:MM')).toBeVisible();
    expect(screen.getByText('Enter a web address starting with https://')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the whole post and opens it once saved', async () => {
    const user = userEvent.setup();
    const { requests } = renderRoutes(routes, '/admin/blog/new', {
      'POST /api/admin/blog/posts': (body) => ({ status: 201, body: savedPost(body as TBlogPostInput) }),
    });
    await fillIn(user);
    await user.type(screen.getByLabelText('Related salts (comma-separated)'), 'Paracetamol, ');
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Saved post page')).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      title: 'Using paracetamol safely',
      status: 'published',
      relatedSalts: ['Paracetamol'],
      reviewer: { name: 'Dr. Kavya Rao', qualification: 'MBBS, MD', registration: 'KMC-123456' },
      publishAt: null,
    });
  });

  it('dates the preview of a published post, and deletes a post only after asking', async () => {
    const user = userEvent.setup();
    const post = savedPost({
      title: 'Storing insulin',
      summary: 'Cold, not frozen.',
      category: 'using-medicines',
      tags: [],
      authorName: 'DawaNow health team',
      bodyMarkdown: 'Keep unopened pens in the fridge.',
      reviewer: { name: 'Dr. Kavya Rao', qualification: 'MBBS, MD', registration: 'KMC-123456' },
      reviewedOn: '2026-11-20',
      references: [],
      relatedSalts: [],
      status: 'published',
      publishAt: null,
      coverAlt: null,
    });
    const { requests } = renderRoutes(
      [
        { path: '/admin/blog', element: <p>All posts page</p> },
        { path: '/admin/blog/:postId', element: <AdminBlogPostPage /> },
      ],
      `/admin/blog/${post.id}`,
      {
        [`GET /api/admin/blog/posts/${post.id}`]: { body: post },
        [`DELETE /api/admin/blog/posts/${post.id}`]: { body: { ok: true } },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('27 November 2026');
    expect(preview).not.toHaveTextContent('Not published');

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Storing insulin”?' });
    expect(dialog).toHaveTextContent('It leaves the blog, the sitemap and the feed now');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete post' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Storing insulin”?' })).getByRole('button', {
        name: 'Delete post',
      }),
    );
    expect(await screen.findByText('All posts page')).toBeVisible();
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({ version: 1 });
  });
});
