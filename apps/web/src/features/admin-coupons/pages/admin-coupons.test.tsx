import type { TAdminCategorySummary } from '@dawanow/shared/admin-categories';
import type { TAdminCoupon } from '@dawanow/shared/coupons';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubOrdersApi as stubApi } from '@/components/orders/test-orders';
import { createQueryClient } from '@/lib/query-client';
import { AdminCouponNewPage } from './admin-coupon-new-page';
import { AdminCouponPage, RECORD_CHANGED_MESSAGE } from './admin-coupon-page';
import { AdminCouponsPage } from './admin-coupons-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const today = indianToday();
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const PAIN = '1b0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c73';
const STORE = '2c0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c70';

function coupon(overrides: Partial<TAdminCoupon>): TAdminCoupon {
  return {
    id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c70',
    code: 'DAWA10',
    title: '10% off your medicines',
    description: null,
    kind: 'percent',
    percentOff: 10,
    amountOffPaise: null,
    maxDiscountPaise: 100_00,
    minOrderPaise: 299_00,
    isFirstOrderOnly: false,
    perUserLimit: 3,
    totalLimit: null,
    validFrom: addDays(today, -5),
    validUntil: addDays(today, 25),
    scope: 'platform',
    storeId: null,
    storeName: null,
    categoryId: null,
    categoryName: null,
    isActive: true,
    uses: 12,
    summary: '10% off up to ₹100 on orders above ₹299',
    createdAt: '2026-11-20T04:00:00.000Z',
    updatedAt: '2026-11-21T04:00:00.000Z',
    ...overrides,
  };
}

const running = coupon({});
const paused = coupon({
  id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c71',
  code: 'FLAT50',
  title: '₹50 off at Sai Medicals',
  kind: 'flat',
  percentOff: null,
  amountOffPaise: 50_00,
  maxDiscountPaise: null,
  minOrderPaise: 199_00,
  scope: 'store',
  storeId: STORE,
  storeName: 'Sai Medicals',
  isActive: false,
  totalLimit: 500,
  uses: 40,
  summary: '₹50 off on orders above ₹199',
});
const expired = coupon({
  id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c72',
  code: 'DIWALI',
  title: 'Diwali offer',
  validFrom: addDays(today, -40),
  validUntil: addDays(today, -10),
  scope: 'category',
  categoryId: PAIN,
  categoryName: 'Pain relief',
});
const later = coupon({
  id: '3d0f4c2e-8d3a-4f6b-9c1d-2e3f4a5b6c73',
  code: 'NEWYEAR',
  title: 'New year',
  isFirstOrderOnly: true,
  validFrom: addDays(today, 10),
  validUntil: addDays(today, 20),
});
const ALL = { coupons: [running, paused, expired, later] };

const category = (overrides: Partial<TAdminCategorySummary>): TAdminCategorySummary => ({
  id: PAIN,
  slug: 'pain-relief',
  name: 'Pain relief',
  parentId: null,
  depth: 0,
  sortOrder: 0,
  isActive: true,
  isChronicCare: false,
  imageUrl: null,
  productCount: 4,
  childCount: 0,
  ...overrides,
});

function renderAt(path: string, answers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(answers, vi.stubGlobal);
  const router = createMemoryRouter(
    [
      { path: '/admin/coupons', element: <AdminCouponsPage /> },
      { path: '/admin/coupons/new', element: <AdminCouponNewPage /> },
      {
        path: '/admin/coupons/:couponId',
        element: <AdminCouponPage couponId={running.id} history={<p>History</p>} />,
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

const rowCodes = () =>
  within(screen.getByRole('table', { name: 'Coupons' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('AdminCouponsPage', () => {
  it('lists every coupon with its offer, scope, Indian dates, uses and status, searched and filtered', async () => {
    const { router } = renderAt('/admin/coupons', { 'GET /api/admin/coupons': { body: ALL } });
    const table = await screen.findByRole('table', { name: 'Coupons' });
    expect(rowCodes()).toEqual(['DAWA10', 'FLAT50', 'DIWALI', 'NEWYEAR']);
    const [, first, second, third, fourth] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('10% off up to ₹100 on orders above ₹299');
    expect(first).toHaveTextContent('Every pharmacy');
    expect(first).toHaveTextContent(`${ddmmyyyy(running.validFrom)} – ${ddmmyyyy(running.validUntil)}`);
    expect(first).toHaveTextContent('12 uses');
    expect(first).toHaveTextContent('Active');
    expect(second).toHaveTextContent('Sai Medicals');
    expect(second).toHaveTextContent('40 of 500 uses');
    expect(second).toHaveTextContent('Paused');
    expect(third).toHaveTextContent('Category: Pain relief');
    expect(third).toHaveTextContent('Expired');
    expect(fourth).toHaveTextContent('First order only');
    expect(fourth).toHaveTextContent('Scheduled');
    expect(within(first as HTMLElement).getByRole('link')).toHaveAttribute('href', `/admin/coupons/${running.id}`);

    // The filter form starts again from the address after each search
    const filters = () => within(screen.getByRole('form', { name: 'Find coupons' }));
    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Status' }), 'Paused');
    await userEvent.click(filters().getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(rowCodes()).toEqual(['FLAT50']));
    expect(router.state.location.search).toBe('?status=paused');
    expect(screen.getByText('1 of 4 coupons')).toBeInTheDocument();

    await userEvent.selectOptions(filters().getByRole('combobox', { name: 'Status' }), 'Any status');
    await userEvent.type(filters().getByRole('searchbox', { name: 'Search' }), 'diwali');
    await userEvent.click(filters().getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(rowCodes()).toEqual(['DIWALI']));

    await userEvent.clear(filters().getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(filters().getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    await userEvent.click(filters().getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No coupon matches this search.')).toBeInTheDocument();
  });

  it('says so when there is no coupon yet, and offers a retry when the list cannot load', async () => {
    renderAt('/admin/coupons', { 'GET /api/admin/coupons': { body: { coupons: [] } } });
    expect(await screen.findByText('No coupons yet. Add the first one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add coupon' })).toHaveAttribute('href', '/admin/coupons/new');
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    renderAt('/admin/coupons', {
      'GET /api/admin/coupons': { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom' } } },
    });
    expect(await screen.findByText('The coupons could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('AdminCouponNewPage', () => {
  const taken = 'Another coupon already has the code DAWA10.';

  it('checks the rules before sending, shows a code already taken beside it, and sends the coupon in paise', async () => {
    const { requests, router } = renderAt('/admin/coupons/new', {
      'GET /api/admin/categories': { body: { categories: [category({})] } },
      'POST /api/admin/coupons': (body) =>
        (body as { code: string }).code === 'DAWA10'
          ? {
              status: 400,
              body: { error: { code: 'VALIDATION_FAILED', message: taken, details: { fields: { code: taken } } } },
            }
          : { status: 201, body: coupon({ id: later.id, code: 'PAIN50' }) },
    });
    const form = within(await screen.findByRole('form', { name: 'Add coupon' }));
    const submit = () => userEvent.click(form.getByRole('button', { name: 'Add coupon' }));

    // A flat coupon that could make an order free, with no last day and a date typed the wrong way
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kind' }), 'Flat amount off');
    await userEvent.type(form.getByLabelText('Amount off (₹)'), '60');
    await userEvent.type(form.getByLabelText('Minimum order (₹, optional)'), '50');
    await userEvent.clear(form.getByLabelText('First day'));
    await userEvent.type(form.getByLabelText('First day'), '2026-12-01');
    await submit();
    expect(await form.findByText('A coupon code is 3 to 20 letters or digits')).toBeInTheDocument();
    expect(form.getByText('Enter a title')).toBeInTheDocument();
    expect(form.getByText('The minimum order must be more than the amount off')).toBeInTheDocument();
    expect(form.getByText('Enter the date as DD/MM/YYYY')).toBeInTheDocument();
    expect(form.getByText('Enter the date')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    // A category coupon must name its category
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Applies at' }), 'One category');
    await submit();
    expect(await form.findByText('Choose the category')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Code'), 'dawa10');
    await userEvent.type(form.getByLabelText('Title'), '₹50 off pain relief');
    await userEvent.clear(form.getByLabelText('Amount off (₹)'));
    await userEvent.type(form.getByLabelText('Amount off (₹)'), '50.50');
    await userEvent.clear(form.getByLabelText('Minimum order (₹, optional)'));
    await userEvent.type(form.getByLabelText('Minimum order (₹, optional)'), '299');
    await userEvent.clear(form.getByLabelText('First day'));
    await userEvent.type(form.getByLabelText('First day'), '01/12/2026');
    await userEvent.type(form.getByLabelText('Last day'), '31/12/2026');
    await userEvent.clear(form.getByLabelText('Uses per customer'));
    await userEvent.type(form.getByLabelText('Uses per customer'), '1');
    await userEvent.type(form.getByLabelText('Uses in all (optional)'), '1000');
    await userEvent.click(form.getByRole('checkbox', { name: /First order only/ }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'Pain relief');
    await submit();
    expect(await form.findByText(taken)).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText('Code'));
    await userEvent.type(form.getByLabelText('Code'), 'pain50');
    await submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/coupons/${later.id}`));
    expect(requests.filter((request) => request.method === 'POST').at(-1)?.body).toEqual({
      code: 'PAIN50',
      title: '₹50 off pain relief',
      description: null,
      kind: 'flat',
      percentOff: null,
      amountOffPaise: 50_50,
      maxDiscountPaise: null,
      minOrderPaise: 299_00,
      isFirstOrderOnly: true,
      perUserLimit: 1,
      totalLimit: 1000,
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      scope: 'category',
      storeId: null,
      categoryId: PAIN,
      isActive: true,
    });
  });

  it('starts as a running 10% coupon from today and sends a percentage coupon with its cap', async () => {
    const { requests } = renderAt('/admin/coupons/new', {
      'POST /api/admin/coupons': { status: 201, body: running },
    });
    const form = within(await screen.findByRole('form', { name: 'Add coupon' }));
    expect(form.getByLabelText('First day')).toHaveValue(ddmmyyyy(today));
    expect(form.getByRole('checkbox', { name: /Active/ })).toBeChecked();
    await userEvent.clear(form.getByLabelText('Percentage off'));
    await userEvent.type(form.getByLabelText('Percentage off'), '95');
    await userEvent.type(form.getByLabelText('Maximum discount (₹, optional)'), 'lots');
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));
    expect(await form.findByText('At most 90%')).toBeInTheDocument();
    expect(form.getByText('Enter the amount in rupees, e.g. 45.50')).toBeInTheDocument();

    await userEvent.type(form.getByLabelText('Code'), 'DAWA15');
    await userEvent.type(form.getByLabelText('Title'), '15% off');
    await userEvent.clear(form.getByLabelText('Percentage off'));
    await userEvent.type(form.getByLabelText('Percentage off'), '15');
    await userEvent.clear(form.getByLabelText('Maximum discount (₹, optional)'));
    await userEvent.type(form.getByLabelText('Maximum discount (₹, optional)'), '100');
    await userEvent.type(form.getByLabelText('Last day'), ddmmyyyy(addDays(today, 30)));
    await userEvent.click(form.getByRole('button', { name: 'Add coupon' }));
    await vi.waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      code: 'DAWA15',
      kind: 'percent',
      percentOff: 15,
      amountOffPaise: null,
      maxDiscountPaise: 100_00,
      minOrderPaise: 0,
      perUserLimit: 1,
      totalLimit: null,
      validFrom: today,
      validUntil: addDays(today, 30),
      scope: 'platform',
    });
  });
});

describe('AdminCouponPage', () => {
  it('pauses with the version it loaded and edits, and on a conflict says someone changed it', async () => {
    let current = running;
    const { requests } = renderAt(`/admin/coupons/${running.id}`, {
      [`GET /api/admin/coupons/${running.id}`]: () => ({ body: current }),
      [`POST /api/admin/coupons/${running.id}/status`]: () => {
        current = coupon({ isActive: false, updatedAt: '2026-11-22T04:00:00.000Z' });
        return { body: current };
      },
      [`PUT /api/admin/coupons/${running.id}`]: {
        status: 409,
        body: { error: { code: 'RECORD_CHANGED', message: 'This coupon was changed by someone else.' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'DAWA10' })).toBeInTheDocument();
    const status = within(screen.getByRole('region', { name: 'Status' }));
    expect(status.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/12 uses/)).toBeInTheDocument();
    expect(screen.getByText('History')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Edit coupon' }));
    expect(form.getByLabelText('Code')).toHaveValue('DAWA10');
    expect(form.getByLabelText('Maximum discount (₹, optional)')).toHaveValue('100');
    expect(form.getByLabelText('Minimum order (₹, optional)')).toHaveValue('299');

    await userEvent.click(status.getByRole('button', { name: 'Pause' }));
    expect(await status.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(status.getByText('Paused')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      isActive: false,
      expectedUpdatedAt: running.updatedAt,
    });

    const edit = within(screen.getByRole('form', { name: 'Edit coupon' }));
    await userEvent.clear(edit.getByLabelText('Percentage off'));
    await userEvent.type(edit.getByLabelText('Percentage off'), '12');
    await userEvent.click(edit.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(RECORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      coupon: { code: 'DAWA10', percentOff: 12, isActive: false },
      expectedUpdatedAt: '2026-11-22T04:00:00.000Z',
    });
    // The edit stays in the form until the administrator reloads
    expect(edit.getByLabelText('Percentage off')).toHaveValue('12');
  });
});
