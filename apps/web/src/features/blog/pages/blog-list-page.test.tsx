/** Issue 19: the blog's list in Hindi — categories, reading time and dates — with its articles' own words. */
import type { TBlogPostList } from '@dawanow/shared/blog';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { BlogListPage } from './blog-list-page';

afterEach(async () => {
  await act(() => switchLanguage('en'));
  localStorage.clear();
  vi.unstubAllGlobals();
});

const list: TBlogPostList = {
  posts: [
    {
      id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c70',
      slug: 'storing-insulin',
      title: 'Storing insulin in the Indian summer',
      summary: 'Keep unopened insulin at 2–8 °C.',
      category: 'long-term-conditions',
      tags: [],
      authorName: 'DawaNow Health Team',
      coverImageUrl: null,
      coverAlt: null,
      readingMinutes: 1,
      publishedAt: '2026-11-20T04:00:00.000Z',
      isDemo: true,
    },
  ],
  page: 1,
  pageCount: 1,
  total: 1,
  categories: [
    { slug: 'long-term-conditions', count: 1 },
    { slug: 'using-medicines', count: 2 },
  ],
};

function renderList() {
  return renderRoutes([{ path: '/blog', element: <BlogListPage /> }], '/blog', {
    'GET /api/blog/posts?page=1': { body: list },
  });
}

describe('the blog list', () => {
  it('reads in English by default', async () => {
    renderList();
    const categories = await screen.findByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'All articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Long-term conditions' })).toBeVisible();
    expect(screen.getByText('20 November 2026 · 1 min read')).toBeVisible();
  });

  it('reads in Hindi for a Hindi reader, and says the articles are in English', async () => {
    await act(() => switchLanguage('hi'));
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'हेल्थ ब्लॉग' })).toBeVisible();
    expect(screen.getByText('हमारे हेल्थ लेख अभी केवल अंग्रेज़ी में उपलब्ध हैं।')).toBeVisible();
    const categories = await screen.findByRole('navigation', { name: 'श्रेणियाँ' });
    expect(within(categories).getByRole('link', { name: 'सभी लेख' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'दवाइयों का सुरक्षित इस्तेमाल' })).toBeVisible();
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Storing insulin in the Indian summer' })).toBeVisible();
    expect(within(card).getByText('लंबी बीमारियाँ')).toBeVisible();
    expect(within(card).getByText('डेमो')).toBeVisible();
    expect(within(card).getByText('20 नवंबर 2026 · 1 मिनट में पढ़ें')).toBeVisible();
  });
});
