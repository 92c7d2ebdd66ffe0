import type { TCategory } from '@dawanow/shared/catalog';
import type { TSearchResults } from '@dawanow/shared/search';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID, testProduct } from '@/components/catalog/test-products';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { SearchPage } from './search-page';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;

const fever: TCategory = {
  id: '6a1f0c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  slug: 'fever-headache',
  name: 'Fever & headache',
  description: 'Fever and pain relief',
  icon: 'thermometer',
  imageUrl: null,
  parentId: null,
  productCount: 20,
};

function page(overrides: Partial<TSearchResults> = {}): TSearchResults {
  return {
    query: 'dolo',
    notice: null,
    total: 1,
    totalIsCapped: false,
    page: 1,
    pageSize: 24,
    results: [testProduct()],
    ...overrides,
  };
}

type Answer = { status?: number; body: unknown };

/** Answers /api/search with `search(url)` and /api/categories with one category; returns the search URLs asked. */
function stubApi(search: (url: URL) => Answer) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/categories') return Response.json({ categories: [fever] });
    asked.push(url);
    const { status = 200, body } = search(url);
    return Response.json(body, { status });
  });
  return asked;
}

function CurrentUrl() {
  const { search } = useLocation();
  return <output aria-label="Current query">{search}</output>;
}

function renderPage(url: string, selected: TStoreSummary | null = store, isLocating = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/search',
        element: (
          <SelectedStoreProvider store={selected} isLocating={isLocating}>
            <SearchPage />
            <CurrentUrl />
          </SelectedStoreProvider>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  window.scrollTo = () => {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchPage', () => {
  it('without a query offers popular searches and the categories', async () => {
    const asked = stubApi(() => ({ body: page() }));
    renderPage('/search');
    expect(screen.getByRole('link', { name: 'Dolo 650' })).toHaveAttribute('href', '/search?q=Dolo%20650');
    expect(screen.getByRole('link', { name: /Browse medicines by category/ })).toHaveAttribute('href', '/medicines');
    expect(asked).toEqual([]);
  });

  it('shows the count, the notice and the medicines found at the selected store', async () => {
    const asked = stubApi(() => ({ body: page({ notice: 'Showing results for “paracetamol”.' }) }));
    renderPage('/search?q=paracetmol');
    expect(await screen.findByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === '1 result for “paracetmol”')).toBeVisible();
    expect(screen.getByText('Showing results for “paracetamol”.')).toBeInTheDocument();
    expect(asked[0]?.searchParams.get('q')).toBe('paracetmol');
    expect(asked[0]?.searchParams.get('storeId')).toBe(TEST_STORE_ID);
  });

  it('waits for the store being found before searching, showing the results loading', async () => {
    const asked = stubApi(() => ({ body: page() }));
    renderPage('/search?q=dolo', null, true);
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('puts a filter change in the URL, back on page 1, and asks again', async () => {
    const asked = stubApi(() => ({ body: page({ total: 60, page: 2 }) }));
    const user = userEvent.setup();
    renderPage('/search?q=dolo&page=2');
    await screen.findByRole('article', { name: 'Dolo 650 Tablet' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rx only' }));
    expect(screen.getByRole('status', { name: 'Current query' })).toHaveTextContent('?q=dolo&rx=rx');
    await user.click(screen.getByRole('checkbox', { name: 'In stock at Brigade Road Medicals' }));
    expect(screen.getByRole('status', { name: 'Current query' })).toHaveTextContent('?q=dolo&inStock=true&rx=rx');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await screen.findByRole('option', { name: 'Fever & headache' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'fever-headache');
    expect(screen.getByRole('status', { name: 'Current query' })).toHaveTextContent(
      '?q=dolo&category=fever-headache&inStock=true&rx=rx&sort=price_asc',
    );
    expect(asked.at(-1)?.searchParams.toString()).toBe(
      `q=dolo&storeId=${TEST_STORE_ID}&category=fever-headache&inStock=true&rx=rx&sort=price_asc`,
    );
  });

  it('without a store shows the stock filter disabled with the reason', async () => {
    stubApi(() => ({ body: page() }));
    renderPage('/search?q=dolo&inStock=true', null);
    const inStock = screen.getByRole('checkbox', { name: 'In stock near you' });
    expect(inStock).toBeDisabled();
    expect(inStock).not.toBeChecked();
    expect(inStock).toHaveAccessibleDescription(/Select a delivery location/);
  });

  it('when nothing matches suggests checking the spelling and uploading a prescription', async () => {
    stubApi(() => ({ body: page({ total: 0, results: [] }) }));
    renderPage('/search?q=qwertyzx');
    expect(await screen.findByRole('heading', { name: 'No medicines found for “qwertyzx”' })).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload prescription' })).toHaveAttribute('href', '/upload-prescription');
  });

  it('shows the message of a refused query without a pointless retry', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some of the information sent is not valid.',
          details: [{ path: 'querystring.q', message: 'Search text can be at most 100 characters' }],
        },
      },
    }));
    renderPage(`/search?q=${'a'.repeat(300)}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Search text can be at most 100 characters')).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('SearchPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says a broad query found more than it counted, in both languages, and pages through what was counted', async () => {
    stubApi(() => ({ body: page({ query: 'tablet', total: 1000, totalIsCapped: true }) }));
    renderPage('/search?q=tablet');
    expect(await screen.findByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === '1,000+ results for “tablet”')).toBeVisible();
    expect(screen.getByText('Page 1 of 42')).toBeInTheDocument();
    await act(() => switchLanguage('hi'));
    expect(
      await screen.findByText((_, element) => element?.textContent === '“tablet” के लिए 1,000+ नतीजे'),
    ).toBeVisible();
    await act(() => switchLanguage('en'));
  });

  it('counts, sorts and filters in Hindi; a typed query that looks like markup stays text', async () => {
    stubApi(() => ({ body: page({ total: 999 }) }));
    await act(() => switchLanguage('hi'));
    renderPage('/search?q=%3Cb%3Edolo');
    expect(await screen.findByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByText((_, element) => element?.textContent === '“<b>dolo” के लिए 999 नतीजे')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'दवाइयाँ खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'क्रम से लगाएँ' })).toHaveDisplayValue('सबसे सही मिलान');
    expect(screen.getByRole('radio', { name: 'सिर्फ़ Rx' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Brigade Road Medicals में स्टॉक में' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'खोज के नतीजों के पेज' })).toHaveTextContent('पेज 1 / 42');
  });

  it('says in Hindi when nothing matches', async () => {
    stubApi(() => ({ body: page({ total: 0, results: [] }) }));
    await act(() => switchLanguage('hi'));
    renderPage('/search?q=qwertyzx');
    expect(await screen.findByRole('heading', { name: '“qwertyzx” के लिए कोई दवा नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पर्चा अपलोड करें' })).toHaveAttribute('href', '/upload-prescription');
  });
});
