import type { TMe } from '@dawanow/shared/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { AdminPanelLayout } from './admin-panel-layout';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin: TMe = {
  user: { id: 'a1', email: 'admin@demo.dawanow.in', name: 'Meera Iyer', image: null, hasPassword: true },
  profile: { firstName: 'Meera', lastName: 'Iyer', phone: null, language: null },
  role: 'customer',
  platformRole: 'admin',
  hasStoreAccess: false,
  stores: [],
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
};

function renderPanel(path: string) {
  stubOrdersApi({ 'GET /api/me': { body: admin } }, vi.stubGlobal);
  const router = createMemoryRouter(
    [
      {
        element: <AdminPanelLayout />,
        children: ['/admin/stores', '/admin/stores/add', '/admin/inventory/add'].map((route) => ({
          path: route,
          handle: { title: route === '/admin/stores' ? 'Stores' : 'Add store' },
          element: <h1>Screen at {route}</h1>,
        })),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AdminPanelLayout', () => {
  it('has its own frame: every admin section, who is signed in, the way back and out, and no cart', async () => {
    renderPanel('/admin/stores');
    expect(await screen.findByRole('heading', { name: 'Screen at /admin/stores' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Admin panel' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/admin/dashboard',
      '/admin/orders',
      '/admin/prescriptions',
      '/admin/inventory',
      '/admin/inventory/add',
      '/admin/categories',
      '/admin/coupons',
      '/admin/stores',
      '/admin/store-applications',
      '/admin/payouts',
      '/admin/payouts/reconciliation',
      '/admin/users',
      '/admin/analytics',
      '/admin/testimonials',
      '/admin/blog',
      '/admin/settings',
      '/admin/profile',
    ]);
    expect(within(sidebar).getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findAllByText('admin@demo.dawanow.in')).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Customer site' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    // The tab's title, from the admin panel's own `titles`
    expect(document.title).toBe('Stores | DawaNow');
  });

  it('marks only the exact section on a page under another ("Stores" is not current on "Add store")', async () => {
    renderPanel('/admin/stores/add');
    await screen.findByRole('heading', { name: 'Screen at /admin/stores/add' });
    const sidebar = screen.getByRole('navigation', { name: 'Admin panel' });
    // No section is "/admin/stores/add", so Stores is the section that page belongs to
    expect(within(sidebar).getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the sections from a menu button on a tablet or phone, and closes it on choosing one', async () => {
    const user = userEvent.setup();
    renderPanel('/admin/stores');
    await screen.findByRole('heading', { name: 'Screen at /admin/stores' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sheet = screen.getByRole('navigation', { name: 'Admin sections' });
    await user.click(within(sheet).getByRole('link', { name: 'Add product' }));
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Screen at /admin/inventory/add' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('says its words are English (en-IN), so a Hindi reader’s screen reader reads the panel as English', async () => {
    const page = document.documentElement;
    const pageLanguage = page.lang;
    // The page as a Hindi reader has it
    page.lang = 'hi-IN';
    renderPanel('/admin/stores');
    const heading = await screen.findByRole('heading', { name: 'Screen at /admin/stores' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en-IN');
    expect(screen.getByRole('navigation', { name: 'Admin panel' }).closest('[lang]')).toHaveAttribute('lang', 'en-IN');
    page.lang = pageLanguage;
  });
});
