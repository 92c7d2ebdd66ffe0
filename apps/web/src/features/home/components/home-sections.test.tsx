import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID, testProduct } from '@/components/catalog/test-products';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { ME_QUERY_KEY } from '@/lib/session';
import { testStoreMember } from '@/lib/test-store-member';
import { HowItWorks } from './how-it-works';
import { OrderAgain } from './order-again';
import { PopularProducts } from './popular-products';
import { TestimonialsStrip } from './testimonials-strip';

const store = { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary;

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubApi(bodies: Record<string, unknown>) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    const path = new URL(input, 'http://localhost').pathname;
    return Response.json(bodies[path]);
  });
  return requests;
}

function renderWith(ui: ReactNode, selected: TStoreSummary | null, isSignedIn = false, isLocating = false) {
  const queryClient = createQueryClient();
  // A customer's session as GET /api/me gives it (the store member's account, shopping like anyone).
  queryClient.setQueryData(ME_QUERY_KEY, isSignedIn ? { ...testStoreMember('store_staff'), stores: [] } : null);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SelectedStoreProvider store={selected} isLocating={isLocating}>
          {ui}
        </SelectedStoreProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PopularProducts', () => {
  it('shows best sellers at the selected store', async () => {
    const requests = stubApi({ '/api/products/popular': { products: [testProduct()] } });
    renderWith(<PopularProducts />, store);
    expect(screen.getByRole('heading', { name: 'Popular near you' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(requests[0]).toBe(`/api/products/popular?limit=8&storeId=${TEST_STORE_ID}`);
  });

  it('while the nearest store is being found keeps the shelf loading, without asking for a location', () => {
    const requests = stubApi({ '/api/products/popular': { products: [testProduct({ offer: null })] } });
    renderWith(<PopularProducts />, null, false, true);
    expect(screen.getByRole('heading', { name: 'Popular near you' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading popular medicines' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Choose delivery location' })).not.toBeInTheDocument();
    // The everywhere list would be replaced by the store's at once: it is not asked for
    expect(requests).toEqual([]);
  });

  it('without a store lists popular medicines at MRP and asks for a delivery location', async () => {
    const requests = stubApi({ '/api/products/popular': { products: [testProduct({ offer: null })] } });
    renderWith(<PopularProducts />, null);
    expect(screen.getByRole('heading', { name: 'Popular medicines' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose delivery location' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(requests[0]).toBe('/api/products/popular?limit=8');
  });
});

describe('OrderAgain', () => {
  it("offers the customer's recent medicines at the selected store, one tap to add", async () => {
    const requests = stubApi({ '/api/products/order-again': { products: [testProduct()] } });
    renderWith(<OrderAgain />, store, true);
    expect(screen.getByRole('heading', { name: 'Order again' })).toBeInTheDocument();
    const row = await screen.findByRole('list', { name: 'Order again' });
    expect(within(row).getByRole('button', { name: 'Add to cart: Dolo 650 Tablet' })).toBeInTheDocument();
    expect(requests).toEqual([`/api/products/order-again?storeId=${TEST_STORE_ID}`]);
  });

  it('is not there for a visitor, nor for a customer who has not ordered yet', async () => {
    const requests = stubApi({ '/api/products/order-again': { products: [] } });
    const { container, unmount } = renderWith(<OrderAgain />, store);
    expect(container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
    unmount();
    const signedIn = renderWith(<OrderAgain />, store, true);
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(signedIn.container).toBeEmptyDOMElement());
  });
});

describe('TestimonialsStrip', () => {
  const page = (testimonials: object[], total = testimonials.length) => ({
    testimonials,
    page: 1,
    pageCount: Math.ceil(total / 9),
    total,
  });
  const asha = { authorName: 'Asha', city: 'Bengaluru', quote: 'Came in 20 minutes.', rating: 5, isFeatured: true };

  it('renders nothing while no testimonial is approved', async () => {
    const requests = stubApi({ '/api/testimonials': page([]) });
    const { container } = renderWith(<TestimonialsStrip />, null);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows approved testimonials with their rating, and links to the rest', async () => {
    stubApi({ '/api/testimonials': page([{ id: crypto.randomUUID(), ...asha }], 14) });
    renderWith(<TestimonialsStrip />, null);
    expect(await screen.findByText('“Came in 20 minutes.”')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Bengaluru')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read all 14' })).toHaveAttribute('href', '/testimonials');
  });
});

describe('the home sections in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('name the shelves and ask for a location in Hindi', async () => {
    stubApi({ '/api/products/popular': { products: [testProduct({ offer: null })] } });
    await act(() => switchLanguage('hi'));
    renderWith(
      <>
        <PopularProducts />
        <HowItWorks />
      </>,
      null,
    );
    expect(screen.getByRole('heading', { name: 'लोकप्रिय दवाइयाँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'डिलीवरी की जगह चुनें' })).toHaveAttribute('href', '/stores');
    expect(await screen.findByRole('article', { name: 'Dolo 650 Tablet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'DawaNow कैसे काम करता है' })).toBeInTheDocument();
    expect(screen.getByText('स्टेप 1')).toBeInTheDocument();
  });
});
