import type { TCategory, TCategoryPage } from '@dawanow/shared/catalog';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '@/components/catalog/test-products';
import { createQueryClient } from '@/lib/query-client';
import { CategoryProducts } from './category-products';

afterEach(() => {
  vi.unstubAllGlobals();
});

function testCategory(overrides: Partial<TCategory> = {}): TCategory {
  return {
    id: crypto.randomUUID(),
    slug: 'pain-relief',
    name: 'Pain Relief',
    description: 'Tablets, gels and sprays for headache, body ache and fever',
    icon: 'thermometer',
    imageUrl: null,
    parentId: null,
    productCount: 30,
    ...overrides,
  };
}

function stubCategoryPage(body: TCategoryPage | number) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    if (typeof body === 'number') {
      return Response.json({ error: { code: 'NOT_FOUND', message: 'Category not found' } }, { status: body });
    }
    return Response.json(body);
  });
  return requests;
}

function renderCategory(slug: string, page = 1) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CategoryProducts slug={slug} page={page} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CategoryProducts', () => {
  it('shows the category’s subcategories, products and links to its other pages', async () => {
    const requests = stubCategoryPage({
      category: testCategory(),
      parent: null,
      children: [testCategory({ slug: 'fever-headache', name: 'Fever & Headache', productCount: 12 })],
      products: [testProduct({ offer: null })],
      total: 30,
      page: 2,
      pageSize: 24,
    });
    renderCategory('pain-relief', 2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pain Relief' })).toBeInTheDocument();
    expect(requests[0]).toBe('/api/categories/pain-relief/products?page=2&pageSize=24');
    const chips = screen.getByRole('list', { name: 'Subcategories' });
    expect(within(chips).getByRole('link', { name: /Fever & Headache/ })).toHaveAttribute(
      'href',
      '/medicines?category=fever-headache',
    );
    expect(screen.getByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/medicines?category=pain-relief');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when a category has no medicines yet', async () => {
    stubCategoryPage({
      category: testCategory({ productCount: 0 }),
      parent: null,
      children: [],
      products: [],
      total: 0,
      page: 1,
      pageSize: 24,
    });
    renderCategory('pain-relief');
    expect(await screen.findByText('No medicines in this category yet')).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown category', async () => {
    stubCategoryPage(404);
    renderCategory('no-such-category');
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
  });
});
