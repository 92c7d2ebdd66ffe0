import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/i18n';
import { renderRoutes } from '@/lib/test-routes';
import { TestimonialsPage } from './testimonials-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/testimonials', element: <TestimonialsPage /> }];
const testimonial = (n: number, isFeatured = false) => ({
  id: `6f1c1f62-4a43-4f0e-9c55-1a2b3c4d5e${String(n).padStart(2, '0')}`,
  authorName: `Asha ${n}`,
  city: 'Pune',
  quote: `Quote number ${n}`,
  rating: 4,
  isFeatured,
});

describe('TestimonialsPage', () => {
  it('shows the page in the address, with first name, city and stars, and links to the others', async () => {
    renderRoutes(routes, '/testimonials?page=2', {
      'GET /api/testimonials?page=2': {
        body: { testimonials: [testimonial(10), testimonial(11)], page: 2, pageCount: 2, total: 11 },
      },
    });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('“Quote number 10”')).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: '4 out of 5 stars' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/testimonials');
  });

  it('says so when there are none yet, reading a nonsense page as the first', async () => {
    renderRoutes(routes, '/testimonials?page=nonsense', {
      'GET /api/testimonials?page=1': { body: { testimonials: [], page: 1, pageCount: 0, total: 0 } },
    });
    expect(await screen.findByText(/No testimonials yet/)).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderRoutes(routes, '/testimonials', {
      'GET /api/testimonials?page=1': { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
    });
    // One retry (SPEC §9) before the error shows
    expect(
      await screen.findByText('We could not load the testimonials. Please try again.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('TestimonialsPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('titles the page and reads the stars in Hindi, leaving the customers’ own words as written', async () => {
    await act(() => switchLanguage('hi'));
    renderRoutes(routes, '/testimonials', {
      'GET /api/testimonials?page=1': { body: { testimonials: [testimonial(1)], page: 1, pageCount: 1, total: 1 } },
    });
    expect(await screen.findByRole('heading', { name: 'हमारे ग्राहक क्या कहते हैं' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('img', { name: '5 में से 4 स्टार' })).toBeInTheDocument();
    expect(within(list).getByText('“Quote number 1”')).toBeInTheDocument();
  });
});
