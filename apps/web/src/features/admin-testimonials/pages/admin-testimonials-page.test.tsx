import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/lib/test-routes';
import { AdminTestimonialsPage } from './admin-testimonials-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const testimonial = {
  id: '6f1c1f62-4a43-4f0e-9c55-1a2b3c4d5e6f',
  authorName: 'Farah',
  city: 'Pune',
  quote: 'Insulin pens arrived cold, in 20 minutes',
  rating: 5,
  status: 'pending',
  isFeatured: false,
  createdAt: '2026-11-21T04:15:00.000Z',
};

describe('AdminTestimonialsPage', () => {
  it('lists testimonials with their status and filters them from the address', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [{ path: '/admin/testimonials', element: <AdminTestimonialsPage /> }],
      '/admin/testimonials',
      {
        'GET /api/admin/testimonials': { body: { testimonials: [testimonial], nextCursor: null } },
        'GET /api/admin/testimonials?status=hidden': { body: { testimonials: [], nextCursor: null } },
      },
    );
    const table = await screen.findByRole('table', { name: 'Testimonials' });
    expect(within(table).getByText('Insulin pens arrived cold, in 20 minutes')).toBeInTheDocument();
    expect(within(table).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(table).getByText('5 out of 5')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'hidden');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No testimonial matches this search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=hidden');
  });

  it('approves a pending testimonial, then offers to feature or hide it', async () => {
    const user = userEvent.setup();
    let current = testimonial;
    const { requests } = renderRoutes(
      [{ path: '/admin/testimonials', element: <AdminTestimonialsPage /> }],
      '/admin/testimonials',
      {
        'GET /api/admin/testimonials': () => ({ body: { testimonials: [current], nextCursor: null } }),
        [`POST /api/admin/testimonials/${testimonial.id}/moderation`]: () => {
          current = { ...testimonial, status: 'approved' };
          return { body: current };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Approve the testimonial by Farah' }));
    expect(await screen.findByRole('button', { name: 'Feature the testimonial by Farah' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the testimonial by Farah' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Testimonials' })).getByText('Published')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ action: 'approve' });
  });
});
