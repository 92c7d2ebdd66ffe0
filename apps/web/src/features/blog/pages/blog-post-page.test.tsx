/**
 * Issue 18: the post page. A reader sees the article, who wrote it and who medically reviewed it, the
 * references, the reading time, the catalogue's medicines with the post's salts, and a demo note on seeded
 * posts. Hostile Markdown shows as text: no script runs, no javascript: link is made.
 */
import type { TBlogPost } from '@dawanow/shared/blog';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { BlogPostPage } from './blog-post-page';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

const post: TBlogPost = {
  id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c70',
  slug: 'storing-insulin',
  title: 'Storing insulin in the Indian summer',
  summary: 'Keep unopened insulin at 2–8 °C.',
  category: 'long-term-conditions',
  tags: ['insulin'],
  authorName: 'DawaNow Health Team',
  coverImageUrl: null,
  coverAlt: null,
  readingMinutes: 3,
  publishedAt: '2026-11-20T04:00:00.000Z',
  isDemo: true,
  bodyMarkdown:
    '## Keep it cool\n\nNever freeze insulin.\n\n<script>window.hacked = true</script>\n\n[Tap here](javascript:alert(1))',
  reviewer: { name: 'Dr. Asha Menon', qualification: 'MBBS, MD', registration: 'KMC-12345' },
  reviewedOn: '2026-11-19',
  references: [{ title: 'WHO: Diabetes', url: 'https://www.who.int/health-topics/diabetes' }],
  relatedSalts: ['Insulin Glargine'],
  updatedAt: '2026-11-20T04:00:00.000Z',
};

const routes = [{ path: '/blog/:blogId', element: <BlogPostPage /> }];
const answers = {
  'GET /api/blog/posts/storing-insulin': { body: post },
  'GET /api/search?q=Insulin+Glargine&pageSize=4': {
    body: {
      query: 'insulin glargine',
      notice: null,
      page: 1,
      pageSize: 4,
      total: 0,
      totalIsCapped: false,
      results: [],
    },
  },
};

describe('the post page', () => {
  it('shows the article with its reviewer byline, references, reading time, medicines and demo note', async () => {
    renderRoutes(routes, '/blog/storing-insulin', answers);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(screen.getByText(/Medically reviewed by/)).toHaveTextContent(
      'Medically reviewed by Dr. Asha Menon, MBBS, MD (Reg. no. KMC-12345) on 19 November 2026',
    );
    expect(screen.getByText(/3 min read/)).toBeVisible();
    expect(screen.getByText(/Demo content\./)).toBeVisible();
    const references = screen.getByRole('region', { name: 'References' });
    expect(within(references).getByRole('link', { name: 'WHO: Diabetes' })).toHaveAttribute(
      'href',
      'https://www.who.int/health-topics/diabetes',
    );
    expect(await screen.findByRole('link', { name: 'All medicines with Insulin Glargine' })).toHaveAttribute(
      'href',
      '/search?q=Insulin%20Glargine',
    );
    // Raw HTML is not rendered, and the javascript: link has no address to run
    expect(document.querySelector('article script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const hostileLink = screen.getByText('Tap here');
    expect(hostileLink.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('says so when the post does not exist or is not published yet', async () => {
    renderRoutes(routes, '/blog/not-yet', {});
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Health blog' })).toHaveAttribute('href', '/blog');
  });

  it('frames the article in Hindi for a Hindi reader and says the article itself is in English', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes(routes, '/blog/storing-insulin', answers);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(screen.getByText('लंबी बीमारियाँ')).toBeVisible();
    expect(screen.getByText(/मेडिकल जाँच की/)).toHaveTextContent(
      'Dr. Asha Menon, MBBS, MD (रजि. नं. KMC-12345) ने 19 नवंबर 2026 को मेडिकल जाँच की',
    );
    expect(screen.getByText(/3 मिनट में पढ़ें/)).toBeVisible();
    expect(screen.getByText('यह लेख अभी केवल अंग्रेज़ी में उपलब्ध है।')).toBeVisible();
    expect(screen.getByText(/डेमो कंटेंट।/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'संदर्भ' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Insulin Glargine वाली सभी दवाइयाँ' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'हेल्थ ब्लॉग' })).toHaveAttribute('href', '/blog');
  });
});
