import type { TAdminCategoryDetail, TAdminCategorySummary, TAdminCategoryTree } from '@dawanow/shared/admin-categories';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi as stubApi } from '@/components/orders/test-orders';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { createQueryClient } from '@/lib/query-client';
import { AdminCategoriesPage } from './admin-categories-page';
import { AdminCategoryPage, RECORD_CHANGED_MESSAGE } from './admin-category-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const SKIN = '1b0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c70';
const ACNE = '1b0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c71';
const BURNS = '1b0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c72';
const PAIN = '1b0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c73';

function summary(overrides: Partial<TAdminCategorySummary>): TAdminCategorySummary {
  return {
    id: SKIN,
    slug: 'skin-care',
    name: 'Skin care',
    parentId: null,
    depth: 0,
    sortOrder: 0,
    isActive: true,
    isChronicCare: false,
    imageUrl: null,
    productCount: 0,
    childCount: 0,
    ...overrides,
  };
}

const skin = summary({ childCount: 2 });
const acne = summary({ id: ACNE, slug: 'acne', name: 'Acne', parentId: SKIN, depth: 1, productCount: 12 });
const burns = summary({
  id: BURNS,
  slug: 'burns',
  name: 'Burns',
  parentId: SKIN,
  depth: 1,
  sortOrder: 1,
  isActive: false,
});
const pain = summary({
  id: PAIN,
  slug: 'pain-relief',
  name: 'Pain relief',
  sortOrder: 1,
  productCount: 1,
  isChronicCare: true,
});
const TREE: TAdminCategoryTree = { categories: [skin, acne, burns, pain] };

function detail(overrides: Partial<TAdminCategoryDetail> = {}): TAdminCategoryDetail {
  return {
    ...summary({ id: BURNS, slug: 'burns', name: 'Burns', parentId: SKIN, depth: 1 }),
    description: 'Creams for minor burns',
    seoTitle: '',
    seoDescription: '',
    parentName: 'Skin care',
    version: 3,
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-21T04:00:00.000Z',
    ...overrides,
  };
}

function renderAt(path: string, answers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(answers, vi.stubGlobal);
  const router = createMemoryRouter(
    [
      { path: '/admin/categories', element: <AdminCategoriesPage /> },
      {
        path: '/admin/categories/:categoryId',
        element: <AdminCategoryPage categoryId={BURNS} history={<p>History</p>} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { requests, router };
}

describe('AdminCategoriesPage', () => {
  it('shows the tree indented, hidden ones marked, counts and the CSV, and reorders with the buttons', async () => {
    const reordered = { categories: [skin, burns, acne, pain] };
    let stored = TREE;
    const { requests } = renderAt('/admin/categories', {
      'GET /api/admin/categories': () => ({ body: stored }),
      [`POST /api/admin/categories/${BURNS}/move`]: () => {
        stored = reordered;
        return { body: reordered };
      },
    });
    const list = await screen.findByRole('list', { name: 'Categories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Skin care',
      'Acne',
      'Burns',
      'Pain relief',
    ]);
    expect(rows[1]).toHaveTextContent('12 products');
    expect(rows[0]).toHaveTextContent('2 subcategories');
    expect(within(rows[2] as HTMLElement).getByText('Hidden')).toBeInTheDocument();
    // Daily medicines are marked: their orders offer refill reminders
    expect(within(rows[3] as HTMLElement).getByText('Refills')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText('Refills')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/admin/categories/${ACNE}`);
    expect(screen.getByRole('link', { name: /Download CSV/ })).toHaveAttribute('href', '/api/admin/categories/export');
    // Each level's first cannot go up, its last cannot go down
    expect(screen.getByRole('button', { name: 'Move Acne up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Burns down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Skin care up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Burns up' }));
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({ body: { direction: 'up' } });
    // Burns is now first of its level: the keyboard's focus stays on its row, on the button still usable
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Move Burns down' })).toHaveFocus());
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Categories' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Skin care', 'Burns', 'Acne', 'Pain relief']),
    );
  });

  it('adds a category under a parent chosen by name and shows a refusal beside the field', async () => {
    const { requests } = renderAt('/admin/categories', {
      'GET /api/admin/categories': { body: TREE },
      'POST /api/admin/categories': (body) =>
        (body as { name: string }).name === 'Acne'
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'There is already a category named “Acne” here.',
                  details: { fields: { name: 'There is already a category named “Acne” here.' } },
                },
              },
            }
          : { status: 201, body: detail({ id: PAIN, name: 'Sunscreens', version: 1 }) },
    });
    const form = within(await screen.findByRole('region', { name: 'Add category' }));
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));
    expect(await form.findByText('Enter a name')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    // Only top-level categories can be parents
    const parent = form.getByRole('combobox', { name: 'Parent category' });
    expect(
      within(parent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: a top-level category', 'Pain relief', 'Skin care']);
    await userEvent.type(form.getByLabelText('Name'), 'Acne');
    await userEvent.selectOptions(parent, 'Skin care');
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));
    expect(await form.findByText('There is already a category named “Acne” here.')).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.type(form.getByLabelText('Name'), 'Sunscreens');
    await userEvent.type(form.getByLabelText(/SEO title/), 'Buy sunscreens online');
    await userEvent.click(form.getByRole('checkbox', { name: /Daily medicines for long illnesses/ }));
    await userEvent.click(form.getByRole('button', { name: 'Add category' }));
    await vi.waitFor(() => expect(form.getByLabelText('Name')).toHaveValue(''));
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toMatchObject({
      name: 'Sunscreens',
      parentId: SKIN,
      seoTitle: 'Buy sunscreens online',
      description: '',
      isChronicCare: true,
    });
  });

  it('says so when there are no categories, and offers a retry when they cannot load', async () => {
    renderAt('/admin/categories', { 'GET /api/admin/categories': { body: { categories: [] } } });
    expect(await screen.findByText('No categories yet. Add the first one below.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderAt('/admin/categories', {
      'GET /api/admin/categories': { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } },
    });
    expect(await screen.findByText('The categories could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('AdminCategoryPage', () => {
  it('saves with the version it loaded, and on a conflict says someone changed it and reloads', async () => {
    let version = 3;
    const { requests } = renderAt(`/admin/categories/${BURNS}`, {
      'GET /api/admin/categories': { body: TREE },
      [`GET /api/admin/categories/${BURNS}`]: () => ({
        body: detail(version === 3 ? {} : { version, name: 'Burns and scalds' }),
      }),
      [`PATCH /api/admin/categories/${BURNS}`]: () => {
        version = 4;
        return {
          status: 409,
          body: { error: { code: 'RECORD_CHANGED', message: 'Someone changed this category', details: { version } } },
        };
      },
    });
    const form = within(await screen.findByRole('form', { name: 'Edit category' }));
    expect(form.getByLabelText('Name')).toHaveValue('Burns');
    expect(form.getByRole('combobox', { name: 'Parent category' })).toHaveValue(SKIN);
    expect(form.getByRole('checkbox', { name: /Daily medicines for long illnesses/ })).not.toBeChecked();
    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.type(form.getByLabelText('Name'), 'Burn care');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(RECORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toMatchObject({
      version: 3,
      name: 'Burn care',
      parentId: SKIN,
      isChronicCare: false,
    });
    // The edit is still there until the administrator reloads
    expect(form.getByLabelText('Name')).toHaveValue('Burn care');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Burns and scalds'));
    expect(screen.queryByText(RECORD_CHANGED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText('History')).toBeInTheDocument();
  });

  it('hides a category and deletes an empty one with a reason; one with products cannot be deleted', async () => {
    let stored = detail();
    const { requests, router } = renderAt(`/admin/categories/${BURNS}`, {
      'GET /api/admin/categories': { body: TREE },
      [`GET /api/admin/categories/${BURNS}`]: () => ({ body: stored }),
      [`PATCH /api/admin/categories/${BURNS}`]: () => {
        stored = detail({ isActive: false, version: 4 });
        return { body: stored };
      },
      [`DELETE /api/admin/categories/${BURNS}`]: { body: { ok: true } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Hide from customers/ }));
    expect(await screen.findByText('Hidden from customers')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ version: 3, isActive: false });
    expect(screen.getByRole('button', { name: /Show to customers/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Delete category/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Reason'), 'Added by mistake');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete category' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    expect(requests.find((request) => request.method === 'DELETE')?.body).toEqual({ reason: 'Added by mistake' });
  });

  it('keeps delete off while the category holds products', async () => {
    renderAt(`/admin/categories/${BURNS}`, {
      'GET /api/admin/categories': { body: TREE },
      [`GET /api/admin/categories/${BURNS}`]: { body: detail({ productCount: 4 }) },
    });
    expect(await screen.findByRole('button', { name: /Delete category/ })).toBeDisabled();
    expect(screen.getByText('Cannot be deleted. It holds 4 products: hide it instead.')).toBeInTheDocument();
  });
});
