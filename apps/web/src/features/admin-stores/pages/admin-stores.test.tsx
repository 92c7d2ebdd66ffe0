import type { TAdminStoreDetail, TAdminStoreRow } from '@dawanow/shared/admin-stores';
import { addDays, indianToday } from '@dawanow/shared/dates';
import { gstinCheckCharacter } from '@dawanow/shared/india';
import { ALWAYS_OPEN } from '@dawanow/shared/opening-hours';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogSupport } from '@/components/ui/dialog-test-support';
import { renderRoutes } from '@/lib/test-routes';
import { AdminStoreFormPage } from './admin-store-form-page';
import { AdminStorePage } from './admin-store-page';
import { AdminStoresPage } from './admin-stores-page';

beforeAll(installDialogSupport);
afterEach(() => {
  vi.unstubAllGlobals();
});

const STORE_ID = '3c9d2b1a-0f8e-4d7c-9b6a-5e4d3c2b1a09';
const GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;

function row(overrides: Partial<TAdminStoreRow> = {}): TAdminStoreRow {
  return {
    id: STORE_ID,
    name: 'Brigade Road Medicals',
    city: 'Bengaluru',
    status: 'active',
    isAcceptingOrders: true,
    rating: 4.4,
    orders7d: 1284,
    slaPercent: 96.5,
    licenceValidUntil: addDays(indianToday(), 400),
    createdAt: '2026-11-01T04:15:00.000Z',
    ...overrides,
  };
}

function detail(overrides: Partial<TAdminStoreDetail> = {}): TAdminStoreDetail {
  const figures = { orders: 40, gmvPaise: 12_345_00, acceptancePercent: 92, slaPercent: 95, cancelled: 1 };
  return {
    id: STORE_ID,
    slug: 'brigade-road-medicals',
    fields: {
      name: 'Brigade Road Medicals',
      addressLine1: '12 Brigade Road',
      addressLine2: null,
      locality: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560025',
      latitude: 12.97,
      longitude: 77.6,
      phone: '+918040000000',
      email: 'brigade@example.in',
      drugLicenceForm20: 'KA-BNG-20B-1',
      drugLicenceForm21: 'KA-BNG-21B-1',
      drugLicenceValidUntil: addDays(indianToday(), 10),
      gstin: GSTIN,
      pharmacistName: 'Anil Kumar',
      pharmacistRegistrationNumber: 'KSPC/1234',
      weeklyHours: ALWAYS_OPEN,
    },
    status: 'active',
    isAcceptingOrders: true,
    rating: 4.4,
    reviewCount: 120,
    imageUrl: null,
    minOrderValuePaise: 0,
    version: '2026-11-20T04:15:00.000Z',
    createdAt: '2026-11-01T04:15:00.000Z',
    licenceEndsSoon: true,
    members: [],
    performance: { last7Days: figures, last30Days: figures },
    openOrders: 2,
    changeRequests: [],
    ...overrides,
  };
}

const ROUTES = [
  { path: '/admin/stores', element: <AdminStoresPage /> },
  { path: '/admin/stores/add', element: <AdminStoreFormPage /> },
  { path: '/admin/stores/:storeId', element: <AdminStorePage storeId={STORE_ID} history={<p>History</p>} /> },
];

function renderAt(path: string, answers: Parameters<typeof renderRoutes>[2]) {
  return renderRoutes(ROUTES, path, answers);
}

describe('AdminStoresPage', () => {
  it('lists pharmacies with their week and flags a licence about to end', async () => {
    renderAt('/admin/stores', {
      'GET /api/admin/store-lookup?q=': { body: { stores: [], cities: ['Bengaluru'] } },
      'GET /api/admin/stores': {
        body: {
          stores: [
            row(),
            row({
              id: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
              name: 'Old Licence Chemists',
              licenceValidUntil: addDays(indianToday(), 5),
              slaPercent: null,
            }),
          ],
          nextCursor: null,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Pharmacies' });
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('rows missing');
    expect(within(first).getByRole('link', { name: 'Brigade Road Medicals' })).toHaveAttribute(
      'href',
      `/admin/stores/${STORE_ID}`,
    );
    expect(within(first).getByText('1,284')).toBeInTheDocument();
    expect(within(first).getByText('96.5%')).toBeInTheDocument();
    expect(within(second).getByText(/renew/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add pharmacy' })).toHaveAttribute('href', '/admin/stores/add');
  });
});

describe('AdminStoreFormPage', () => {
  // A long form typed key by key: more than the default five seconds on a busy machine
  it('checks the GSTIN against the state before sending, then adds the pharmacy', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const { requests, router } = renderAt('/admin/stores/add', {
      'POST /api/admin/stores': { status: 201, body: detail() },
      [`GET /api/admin/stores/${STORE_ID}`]: { body: detail() },
    });
    const form = await screen.findByRole('form', { name: 'Add pharmacy' });
    const type = (label: string, value: string) => user.type(within(form).getByLabelText(label), value);
    await type('Pharmacy name', 'Brigade Road Medicals');
    await type('Address', '12 Brigade Road');
    await type('Locality', 'Ashok Nagar');
    await type('City', 'Bengaluru');
    await user.selectOptions(within(form).getByLabelText('State'), 'Maharashtra');
    await type('PIN code', '560025');
    await type('Latitude (map pin)', '12.97');
    await type('Longitude (map pin)', '77.6');
    await type('Phone', '080 4000 0000');
    await type('E-mail', 'brigade@example.in');
    await type('Drug licence, Form 20', 'KA-BNG-20B-1');
    await type('Drug licence, Form 21', 'KA-BNG-21B-1');
    await type('Licences valid until', addDays(indianToday(), 400));
    await type('GSTIN', GSTIN);
    await type('Registered pharmacist', 'Anil Kumar');
    await type('Pharmacy Council registration number', 'KSPC/1234');
    await user.click(within(form).getByRole('button', { name: 'Add pharmacy' }));
    expect(await within(form).findByText('A GSTIN registered in Maharashtra starts with 27')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.selectOptions(within(form).getByLabelText('State'), 'Karnataka');
    await user.click(within(form).getByRole('button', { name: 'Add pharmacy' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/stores/${STORE_ID}`));
    const sent = requests.find((request) => request.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ state: 'Karnataka', phone: '+918040000000', latitude: 12.97, gstin: GSTIN });
    expect(Object.keys(sent.weeklyHours as object)).toHaveLength(7);
  });
});

describe('AdminStorePage', () => {
  it('warns of the licence and suspends the pharmacy with a reason', async () => {
    const user = userEvent.setup();
    let current = detail();
    const { requests } = renderAt(`/admin/stores/${STORE_ID}`, {
      [`GET /api/admin/stores/${STORE_ID}`]: () => ({ body: current }),
      [`POST /api/admin/stores/${STORE_ID}/status`]: () => {
        current = detail({ status: 'suspended' });
        return { body: current };
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('ask for the renewal');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Licence under inspection');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      status: 'suspended',
      reason: 'Licence under inspection',
    });
  });
});
