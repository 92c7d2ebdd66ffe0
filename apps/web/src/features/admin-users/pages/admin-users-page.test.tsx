import type { TAdminUsersPage } from '@dawanow/shared/admin-users';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { testUserSummary } from '../test-users';
import { AdminUsersPage } from './admin-users-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const CURSOR = '1795707411789000_8f7d4a58-4f0e-4a4e-9f3e-2d1c0b9a8e7f';
const lakshmi = testUserSummary();
const arjun = testUserSummary({
  id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  name: 'Arjun Mehta',
  email: 'arjun@pharmacy.in',
  phone: null,
  storeCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const meera = testUserSummary({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Meera Iyer',
  email: 'meera@dawanow.in',
  platformRole: 'admin',
  suspendedAt: null,
  createdAt: '2026-11-10T10:00:00.000Z',
});

function renderList(path: string, answers: Record<string, TAdminUsersPage | { status: number; body: unknown }>) {
  const requests = stubOrdersApi(
    Object.fromEntries(
      Object.entries(answers).map(([url, answer]) => [`GET ${url}`, 'status' in answer ? answer : { body: answer }]),
    ),
    vi.stubGlobal,
  );
  const router = createMemoryRouter([{ path: '/admin/users', element: <AdminUsersPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

const namesInTable = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AdminUsersPage', () => {
  it('lists users with their role and status, newest first, and shows more on request', async () => {
    const user = userEvent.setup();
    renderList('/admin/users', {
      '/api/admin/users': { users: [lakshmi, arjun], nextCursor: CURSOR },
      [`/api/admin/users?cursor=${CURSOR}`]: { users: [meera], nextCursor: null },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('no user rows');
    expect(within(first).getByRole('link', { name: 'Lakshmi Rao' })).toHaveAttribute(
      'href',
      `/admin/users/${lakshmi.id}`,
    );
    expect(within(first).getByText('+919845012345')).toBeInTheDocument();
    expect(within(first).getByText('Customer')).toBeInTheDocument();
    expect(within(first).getByText('Active')).toBeInTheDocument();
    expect(within(second).getByText('Store member (2 stores)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(table).findByText('Platform admin')).toBeInTheDocument();
    expect(namesInTable()).toEqual(['Lakshmi Rao', 'Arjun Mehta', 'Meera Iyer']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the search and filters in the address, asks the server with them, and exports the same view', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderList('/admin/users', {
      '/api/admin/users': { users: [lakshmi], nextCursor: null },
      '/api/admin/users?q=98450&role=customer&status=suspended': { users: [], nextCursor: null },
    });
    await screen.findByRole('table', { name: 'Users' });
    await user.type(screen.getByLabelText('Search'), '98450');
    await user.selectOptions(screen.getByLabelText('Role'), 'customer');
    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No user matches this search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=98450&role=customer&status=suspended');
    expect(requests.at(-1)?.path).toBe('/api/admin/users?q=98450&role=customer&status=suspended');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/users/export?q=98450&role=customer&status=suspended',
    );
  });

  it('sorts the users shown by a column header, the order kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/admin/users', {
      '/api/admin/users': { users: [lakshmi, arjun, meera], nextCursor: null },
    });
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(namesInTable()).toEqual(['Arjun Mehta', 'Lakshmi Rao', 'Meera Iyer']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(namesInTable()).toEqual(['Meera Iyer', 'Lakshmi Rao', 'Arjun Mehta']);
    expect(router.state.location.search).toBe('?sort=name&dir=desc');
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(namesInTable()).toEqual(['Meera Iyer', 'Arjun Mehta', 'Lakshmi Rao']);
  });

  it('says what went wrong when the list cannot load, and tries again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    stubOrdersApi(
      {
        'GET /api/admin/users': () => {
          calls += 1;
          return calls === 1
            ? { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Unknown role' } } }
            : { body: { users: [lakshmi], nextCursor: null } };
        },
      },
      vi.stubGlobal,
    );
    const router = createMemoryRouter([{ path: '/admin/users', element: <AdminUsersPage /> }], {
      initialEntries: ['/admin/users'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown role');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lakshmi Rao' })).toBeInTheDocument();
  });
});
