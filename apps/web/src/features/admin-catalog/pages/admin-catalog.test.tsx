import type { TAdminProductDetail, TAdminProductRequest, TCatalogImportReport } from '@dawanow/shared/admin-catalog';
import type { TAdminCategoryTree } from '@dawanow/shared/admin-categories';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { createQueryClient } from '@/lib/query-client';
import { AdminCatalogImportPage } from './admin-catalog-import-page';
import { AdminProductAddPage, AdminProductPage, RECORD_CHANGED_MESSAGE } from './admin-product-page';
import { AdminProductRequestsPage, saltsFromLabel } from './admin-product-requests-page';
import { AdminProductsPage } from './admin-products-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const PRODUCT_ID = '5f0c6a2e-8b1d-4c3e-9f7a-1b2c3d4e5f60';
const CATEGORY_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CATEGORIES: TAdminCategoryTree = {
  categories: [
    {
      id: CATEGORY_ID,
      slug: 'fever-headache',
      name: 'Fever & headache',
      parentId: null,
      depth: 0,
      sortOrder: 0,
      isActive: true,
      isChronicCare: false,
      imageUrl: null,
      productCount: 12,
      childCount: 0,
    },
  ],
};

function product(overrides: Partial<TAdminProductDetail> = {}): TAdminProductDetail {
  return {
    id: PRODUCT_ID,
    sku: 'admin:calpol-500-tablet',
    slug: 'calpol-500-tablet',
    name: 'Calpol 500 Tablet',
    manufacturer: 'GSK Pharmaceuticals Ltd',
    compositionLabel: 'Paracetamol 500 mg',
    packLabel: 'strip of 15 tablets',
    mrpPaise: 1850,
    schedule: 'OTC',
    categoryName: 'Fever & headache',
    storage: 'room',
    isActive: true,
    imageUrl: null,
    updatedAt: '2026-11-26T10:00:00.000Z',
    brand: 'Calpol',
    composition: [{ name: 'Paracetamol', strength: 500, unit: 'mg' }],
    dosageForm: 'tablet',
    packSize: 15,
    hsnCode: '3004',
    gstRate: 5,
    isReturnable: true,
    categoryId: CATEGORY_ID,
    description: '',
    uses: '',
    sideEffects: '',
    directions: '',
    safetyAdvice: '',
    images: [],
    version: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };
type Seen = { method: string; url: URL; body: unknown };

/** The API as the screens meet it: answers by method and path (the query is recorded, not matched). */
function stubApi(answers: Record<string, Answer | ((body: unknown, url: URL) => Answer)>): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ method, url, body });
    const entry = answers[`${method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry(body, url) : entry;
    if (!answer) return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, { status: 404 });
    return Response.json(answer.body ?? null, { status: answer.status ?? 200 });
  });
  return seen;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/inventory', element: <AdminProductsPage /> },
      { path: '/admin/inventory/add', element: <AdminProductAddPage /> },
      { path: '/admin/inventory/import', element: <AdminCatalogImportPage /> },
      { path: '/admin/inventory/requests', element: <AdminProductRequestsPage /> },
      {
        path: '/admin/inventory/edit/:productId',
        element: <AdminProductPage productId={PRODUCT_ID} history={<p>History</p>} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the catalogue list', () => {
  it('shows products and puts the search and filters in the address, asking the server with them', async () => {
    const user = userEvent.setup();
    const seen = stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      'GET /api/admin/products': { body: { products: [product()], nextCursor: null } },
    });
    const router = renderAt('/admin/inventory');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).getByRole('link', { name: 'Calpol 500 Tablet' })).toHaveAttribute(
      'href',
      `/admin/inventory/edit/${PRODUCT_ID}`,
    );
    expect(within(table).getByText('₹18.50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), 'paracetamol');
    await user.selectOptions(screen.getByLabelText('Schedule'), 'H1');
    await user.selectOptions(screen.getByLabelText('Storage'), 'cold_chain');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ q: 'paracetamol', schedule: 'H1', storage: 'cold_chain' });
    await vi.waitFor(() =>
      expect(seen.some((request) => request.url.searchParams.get('schedule') === 'H1')).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/products/export?q=paracetamol&schedule=H1&storage=cold_chain',
    );
  });

  it('says so when nothing matches, and offers a retry when the list fails', async () => {
    stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      'GET /api/admin/products': { status: 500, body: { error: { code: 'INTERNAL', message: 'Down' } } },
    });
    renderAt('/admin/inventory?q=zzz');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('adding a product', () => {
  it('sends the salts in the order arranged, the MRP in paise, and opens the new product', async () => {
    const user = userEvent.setup();
    const seen = stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      'POST /api/admin/products': { status: 201, body: product({ name: 'Dolo Cold Tablet' }) },
      [`GET /api/admin/products/${PRODUCT_ID}`]: { body: product({ name: 'Dolo Cold Tablet' }) },
    });
    const router = renderAt('/admin/inventory/add');
    await user.type(await screen.findByLabelText('Name'), 'Dolo Cold Tablet');
    await user.type(screen.getByLabelText('Manufacturer'), 'Micro Labs Ltd');
    await user.selectOptions(screen.getByLabelText('Category'), CATEGORY_ID);
    await user.type(screen.getByLabelText('Salt 1'), 'Phenylephrine');
    await user.type(screen.getAllByLabelText('Strength')[0] as HTMLElement, '10');
    await user.click(screen.getByRole('button', { name: 'Add a salt' }));
    await user.type(screen.getByLabelText('Salt 2'), 'Paracetamol');
    await user.type(screen.getAllByLabelText('Strength')[1] as HTMLElement, '500');
    // The label lists paracetamol first
    await user.click(screen.getByRole('button', { name: 'Move salt 2 up' }));
    await user.type(screen.getByLabelText('Pack size'), '10');
    await user.type(screen.getByLabelText('Pack label'), 'strip of 10 tablets');
    await user.type(screen.getByLabelText('MRP (₹)'), '42.50');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/inventory/edit/${PRODUCT_ID}`));
    const sent = seen.find((request) => request.method === 'POST')?.body;
    expect(sent).toMatchObject({
      name: 'Dolo Cold Tablet',
      mrpPaise: 4250,
      packSize: 10,
      gstRate: 5,
      categoryId: CATEGORY_ID,
      composition: [
        { name: 'Paracetamol', strength: 500, unit: 'mg' },
        { name: 'Phenylephrine', strength: 10, unit: 'mg' },
      ],
    });
  });

  it('shows every problem at once (an HSN of letters, an active NDPS product, what is missing) and sends nothing', async () => {
    const user = userEvent.setup();
    const seen = stubApi({ 'GET /api/admin/categories': { body: CATEGORIES } });
    renderAt('/admin/inventory/add');
    const hsn = await screen.findByLabelText('HSN code');
    await user.clear(hsn);
    await user.type(hsn, 'ABCD');
    await user.selectOptions(screen.getByLabelText('Schedule'), 'NDPS');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Schedule X and NDPS products are never sold online: they stay inactive'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the pack')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount in rupees, e.g. 45.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a category');
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('editing a product', () => {
  it('shows markup in a name as text, and a save over a newer version as a conflict to reload', async () => {
    const user = userEvent.setup();
    let version = 3;
    const seen = stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      [`GET /api/admin/products/${PRODUCT_ID}`]: () => ({
        body: product({ name: '<script>alert(1)</script> Calpol', version }),
      }),
      [`PATCH /api/admin/products/${PRODUCT_ID}`]: () => {
        version = 4;
        return {
          status: 409,
          body: { error: { code: 'RECORD_CHANGED', message: 'Someone changed this product', details: { version: 4 } } },
        };
      },
    });
    renderAt(`/admin/inventory/edit/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { name: '<script>alert(1)</script> Calpol' })).toBeInTheDocument();
    expect(screen.getByText('History')).toBeInTheDocument();
    const mrp = screen.getByLabelText('MRP (₹)');
    await user.clear(mrp);
    await user.type(mrp, '20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(RECORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'PATCH')?.body).toMatchObject({ version: 3, mrpPaise: 2000 });
    expect(screen.getByLabelText('MRP (₹)')).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(screen.queryByText(RECORD_CHANGED_MESSAGE)).not.toBeInTheDocument());
    expect(screen.getByLabelText('MRP (₹)')).toHaveValue('18.50');
  });

  it('deactivates with a reason', async () => {
    const user = userEvent.setup();
    let current = product();
    const seen = stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      [`GET /api/admin/products/${PRODUCT_ID}`]: () => ({ body: current }),
      [`PATCH /api/admin/products/${PRODUCT_ID}`]: () => {
        current = product({ isActive: false, version: 4 });
        return { body: current };
      },
    });
    renderAt(`/admin/inventory/edit/${PRODUCT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Discontinued by the maker');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(seen.find((request) => request.method === 'PATCH')?.body).toEqual({
      version: 3,
      isActive: false,
      reason: 'Discontinued by the maker',
    });
  });
});

describe('importing a CSV', () => {
  it('checks the file first, shows the dry run, and imports only on confirmation', async () => {
    const user = userEvent.setup();
    const report: TCatalogImportReport = {
      applied: false,
      format: 'dawanow',
      inserted: 2,
      updated: 1,
      recordedInactive: 0,
      bad: [{ line: 4, reason: 'mrp: MRP must be above ₹0' }],
      skipped: [],
    };
    const seen = stubApi({
      'POST /api/admin/products/import': (body) => ({
        body: { ...report, applied: (body as { apply: boolean }).apply },
      }),
    });
    renderAt('/admin/inventory/import');
    const file = new File(['sku,name\n'], 'catalogue.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(/CSV file/), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Dry run: nothing has been written yet')).toBeInTheDocument();
    expect(screen.getByText('Line 4: mrp: MRP must be above ₹0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 3 products' }));
    expect(await screen.findByRole('heading', { name: 'Imported' })).toBeInTheDocument();
    expect(seen.map((request) => (request.body as { apply: boolean }).apply)).toEqual([false, true]);
  });
});

describe('store requests', () => {
  const request: TAdminProductRequest = {
    id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    storeId: '3c9d2b1a-0f8e-4d7c-9b6a-5e4d3c2b1a09',
    storeName: 'Apollo Pharmacy MG Road',
    name: 'Cetrifresh Tablet',
    manufacturer: 'Local Labs',
    composition: 'Cetirizine 10 mg',
    packLabel: 'strip of 10 tablets',
    mrpPaise: 2500,
    schedule: 'OTC',
    photoUrl: null,
    status: 'pending',
    reviewNote: null,
    productId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
  };

  it('reads a label composition into salts', () => {
    expect(saltsFromLabel('Paracetamol 650 mg + Caffeine 50mg + Menthol')).toEqual([
      { name: 'Paracetamol', strength: '650', unit: 'mg' },
      { name: 'Caffeine', strength: '50', unit: 'mg' },
      { name: 'Menthol', strength: '', unit: '' },
    ]);
  });

  it('declines a request with the note the store will read', async () => {
    const user = userEvent.setup();
    const seen = stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      'GET /api/admin/product-requests': { body: { requests: [request] } },
      [`POST /api/admin/product-requests/${request.id}/reject`]: {
        body: { ...request, status: 'rejected', reviewNote: 'Already listed as Cetzine 10' },
      },
    });
    renderAt('/admin/inventory/requests');
    expect(await screen.findByRole('heading', { name: 'Cetrifresh Tablet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Already listed as Cetzine 10');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() =>
      expect(seen.find((seenRequest) => seenRequest.method === 'POST')?.body).toEqual({
        note: 'Already listed as Cetzine 10',
      }),
    );
  });

  it('approves a request through the product form, starting from the label', async () => {
    const user = userEvent.setup();
    const seen = stubApi({
      'GET /api/admin/categories': { body: CATEGORIES },
      'GET /api/admin/product-requests': { body: { requests: [request] } },
      [`POST /api/admin/product-requests/${request.id}/approve`]: {
        body: { ...request, status: 'approved', productId: PRODUCT_ID },
      },
    });
    renderAt('/admin/inventory/requests');
    await user.click(await screen.findByRole('button', { name: 'Approve…' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Cetrifresh Tablet');
    expect(screen.getByLabelText('Salt 1')).toHaveValue('Cetirizine');
    await user.selectOptions(screen.getByLabelText('Category'), CATEGORY_ID);
    await user.type(screen.getByLabelText('Pack size'), '10');
    await user.click(screen.getByRole('button', { name: 'Approve and add to the catalogue' }));
    await vi.waitFor(() =>
      expect(seen.find((seenRequest) => seenRequest.method === 'POST')?.body).toMatchObject({
        product: { name: 'Cetrifresh Tablet', mrpPaise: 2500, composition: [{ name: 'Cetirizine', strength: 10 }] },
        note: null,
      }),
    );
  });
});
