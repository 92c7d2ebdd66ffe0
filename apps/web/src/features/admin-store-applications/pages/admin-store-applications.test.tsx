import { addDays, indianToday } from '@dawanow/shared/dates';
import { ALWAYS_OPEN, WEEKDAYS } from '@dawanow/shared/opening-hours';
import type { TAdminStoreApplicationReview } from '@dawanow/shared/store-application-steps';
import type { TAdminStoreApplicationRow } from '@dawanow/shared/store-applications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/lib/test-routes';
import { AdminStoreApplicationPage } from './admin-store-application-page';
import { AdminStoreApplicationsPage } from './admin-store-applications-page';

vi.mock('@/components/file-viewer/pdf-document', () => import('@/components/file-viewer/test-pdf-document'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '3c9e4b1a-7d2f-4e8a-9b6c-5a4d3e2f1a0b';
const DAY = 86_400_000;

const row: TAdminStoreApplicationRow = {
  id: ID,
  status: 'under_review',
  legalName: 'Sahyadri Healthcare',
  tradeName: 'Sahyadri Medicos',
  gstin: '27ABSFS4521K1ZN',
  city: 'Pune',
  applicantName: 'Sachin Kulkarni',
  submittedAt: new Date(Date.now() - 9 * DAY - 3_600_000).toISOString(),
  createdAt: new Date(Date.now() - 12 * DAY).toISOString(),
  licenceValidUntil: addDays(indianToday(), 10),
};

const empty = { applications: [], nextCursor: null };
const LIST = '/api/admin/store-applications';

function renderList(path: string, answers: Record<string, { body?: unknown; status?: number }>) {
  return renderRoutes(
    [
      { path: '/admin/store-applications', element: <AdminStoreApplicationsPage /> },
      { path: '/admin/store-applications/:applicationId', element: <p>Detail</p> },
    ],
    path,
    { [`GET ${LIST}/cities`]: { body: { cities: ['Chennai', 'Pune'] } }, ...answers },
  );
}

describe('AdminStoreApplicationsPage', () => {
  it('shows the review queue oldest first, with how long each has waited and licences ending soon', async () => {
    const { requests } = renderList('/admin/store-applications', {
      [`GET ${LIST}?sort=oldest`]: { body: { applications: [row], nextCursor: null } },
    });
    const table = await screen.findByRole('table', { name: 'Store applications' });
    expect(within(table).getByRole('link', { name: 'Sahyadri Medicos' })).toHaveAttribute(
      'href',
      `/admin/store-applications/${ID}`,
    );
    expect(within(table).getByText('27ABSFS4521K1ZN')).toBeInTheDocument();
    expect(within(table).getByText('Under review')).toBeInTheDocument();
    expect(within(table).getByText('Waiting 9 days')).toBeInTheDocument();
    expect(within(table).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(within(table).getByText('Sachin Kulkarni')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', `${LIST}/export?sort=oldest`);
    expect(requests.map((request) => request.path)).toContain(`${LIST}?sort=oldest`);
  });

  it('keeps the filters in the address and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/admin/store-applications', {
      [`GET ${LIST}?sort=oldest`]: { body: { applications: [row], nextCursor: null } },
      [`GET ${LIST}?status=draft&city=Chennai&waitingDays=7&sort=oldest`]: { body: empty },
    });
    await screen.findByRole('table', { name: 'Store applications' });
    await user.selectOptions(screen.getByLabelText('State'), 'draft');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'City' }), 'Chennai');
    await user.selectOptions(screen.getByLabelText('Waiting'), '7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No application matches this search.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=draft&city=Chennai&waitingDays=7');
  });

  it('sorts newest first on the server when "Submitted" is turned round', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/admin/store-applications', {
      [`GET ${LIST}?sort=oldest`]: { body: { applications: [row], nextCursor: null } },
      [`GET ${LIST}?sort=newest`]: { body: { applications: [row], nextCursor: null } },
    });
    await screen.findByRole('table', { name: 'Store applications' });
    await user.click(screen.getByRole('button', { name: /Submitted/ }));
    expect(router.state.location.search).toBe('?sort=submitted&dir=desc');
    expect(await screen.findByRole('link', { name: /Export CSV/ })).toHaveAttribute(
      'href',
      `${LIST}/export?sort=newest`,
    );
  });

  it('says where pharmacies apply when the queue is empty', async () => {
    renderList('/admin/store-applications', { [`GET ${LIST}?sort=oldest`]: { body: empty } });
    expect(
      await screen.findByText(/Pharmacies apply at \/pharmacy-partner; each application appears here once submitted/),
    ).toBeInTheDocument();
  });

  it('says what went wrong when the list cannot be read, and offers to try again', async () => {
    renderList('/admin/store-applications?status=bogus', {
      [`GET ${LIST}?status=bogus&sort=oldest`]: {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Unknown application state' } },
      },
    });
    expect(await screen.findByText('Unknown application state')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

const detail: TAdminStoreApplicationReview = {
  id: ID,
  status: 'resubmitted',
  version: 5,
  createdAt: '2026-11-06T04:00:00.000Z',
  updatedAt: '2026-11-23T04:00:00.000Z',
  submittedAt: '2026-11-23T04:00:00.000Z',
  decidedAt: null,
  decisionNote: 'Please upload a clearer copy of the registration certificate.',
  applicant: { userId: 'user-1', name: 'Lakshmi Narayanan', email: 'lakshmi@example.in', phone: '+919840066666' },
  business: {
    businessType: 'company',
    legalName: 'Anna Nagar Family Pharmacy Private Limited',
    tradeName: 'Anna Nagar Family Pharmacy',
    pan: 'AAKCA6120R',
    gstin: '33AAKCA6120R1ZF',
    phone: '+914426214455',
    email: 'annanagar@example.in',
  },
  premises: {
    addressLine1: 'AE-41, 6th Avenue',
    addressLine2: null,
    locality: 'Anna Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    postalCode: '600040',
    latitude: 13.0878,
    longitude: 80.2107,
    // 8 am to 10 pm, closed on Sundays
    weeklyHours: {
      ...ALWAYS_OPEN,
      ...Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '08:00', close: '22:00' }]])),
      sun: [],
    },
  },
  licences: [
    { form: '20', number: 'TN/CHN/20/3318/2022', validUntil: '2020-03-31' },
    { form: '21', number: 'TN/CHN/21/3318/2022', validUntil: addDays(indianToday(), 12) },
    { form: '20B', number: 'TN/CHN/20B/77', validUntil: '2031-03-31' },
  ],
  pharmacist: { name: 'Priya Raghavan', registrationNumber: 'TNPC/47190' },
  agreement: { version: '1.0', acceptedAt: '2026-11-21T05:30:00.000Z', ipAddress: '203.0.113.12' },
  events: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      fromStatus: null,
      toStatus: 'draft',
      actorName: 'Lakshmi Narayanan',
      note: null,
      fieldNotes: null,
      at: '2026-11-06T04:00:00.000Z',
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      fromStatus: 'under_review',
      toStatus: 'changes_requested',
      actorName: 'Rohan Iyer',
      note: 'Please upload a clearer copy of the registration certificate.',
      fieldNotes: { pharmacistRegistrationNumber: 'The number could not be read.' },
      at: '2026-11-14T06:00:00.000Z',
    },
  ],
  documents: [
    { kind: 'form20', contentType: 'application/pdf', sizeBytes: 240_000, uploadedAt: '2026-11-06T04:10:00.000Z' },
    { kind: 'shop_front', contentType: 'image/jpeg', sizeBytes: 512_000, uploadedAt: '2026-11-06T04:12:00.000Z' },
  ],
  bankAccount: { destination: 'A/c ••••7890 · HDFC0001234', holderName: 'Lakshmi Narayanan' },
  storeId: null,
};

function renderDetail(answer: { body?: unknown; status?: number }) {
  return renderRoutes(
    [{ path: '/admin/store-applications/:applicationId', element: <AdminStoreApplicationPage /> }],
    `/admin/store-applications/${ID}`,
    { [`GET ${LIST}/${ID}`]: answer },
  );
}

describe('AdminStoreApplicationPage', () => {
  it('shows every group of fields, licence warnings and the history with per-field notes', async () => {
    renderDetail({ body: detail });
    expect(await screen.findByRole('heading', { name: 'Anna Nagar Family Pharmacy' })).toBeInTheDocument();
    expect(screen.getAllByText('Resubmitted').length).toBeGreaterThan(0);
    const business = screen.getByRole('region', { name: 'Business' });
    expect(within(business).getByText('AAKCA6120R')).toBeInTheDocument();
    expect(within(business).getByText('33AAKCA6120R1ZF')).toBeInTheDocument();
    expect(within(business).getByText('Company')).toBeInTheDocument();
    const premises = screen.getByRole('region', { name: 'Premises' });
    expect(within(premises).getByText('AE-41, 6th Avenue, Anna Nagar')).toBeInTheDocument();
    expect(within(premises).getByText('Monday – Saturday')).toBeInTheDocument();
    expect(within(premises).getByText('8:00 AM - 10:00 PM')).toBeInTheDocument();
    expect(within(premises).getByText('Sunday')).toBeInTheDocument();
    expect(within(premises).getByText('Closed')).toBeInTheDocument();
    const licences = screen.getByRole('region', { name: 'Licences' });
    expect(within(licences).getByText('Expired')).toBeInTheDocument();
    expect(within(licences).getByText('Expires within 30 days')).toBeInTheDocument();
    expect(within(licences).getByText('Form 20B')).toBeInTheDocument();
    expect(within(licences).getByText('TNPC/47190')).toBeInTheDocument();
    const agreement = screen.getByRole('region', { name: 'Partner agreement' });
    expect(within(agreement).getByText('Pharmacy Partner Agreement v1.0')).toBeInTheDocument();
    expect(within(agreement).getByText('203.0.113.12')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'State and history' });
    expect(within(history).getByText('Started')).toBeInTheDocument();
    expect(within(history).getByText('Changes requested')).toBeInTheDocument();
    expect(within(history).getByText(/Rohan Iyer/)).toBeInTheDocument();
    expect(within(history).getByText('Pharmacist’s registration number:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lakshmi Narayanan' })).toHaveAttribute('href', '/admin/users/user-1');
    // The documents open in the private viewer, one after another by name
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('PDF · 234 KB')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      `/api/admin/store-applications/${ID}/documents/form20`,
    );
    await userEvent.click(within(documents).getByRole('button', { name: 'Show Photo of the shop front' }));
    expect(within(documents).getByRole('img', { name: 'Photo of the shop front' })).toHaveAttribute(
      'src',
      `/api/admin/store-applications/${ID}/documents/shop_front`,
    );
    expect(screen.getByText('A/c ••••7890 · HDFC0001234')).toBeInTheDocument();
  });

  it('lets the reviewer approve only once every check is ticked', async () => {
    renderDetail({ body: { ...detail, status: 'under_review' } });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    for (const check of [
      'GSTIN checked on the GST portal',
      'Drug licences valid and matching the documents',
      'Pharmacist on the State Pharmacy Council register',
    ])
      await userEvent.click(screen.getByLabelText(check));
    expect(approve).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Shop-front photo matches the address'));
    expect(approve).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for changes' }));
    await userEvent.click(screen.getByLabelText('GSTIN'));
    expect(screen.getByLabelText('What to change in “GSTIN”')).toBeInTheDocument();
  });

  it('shows a draft’s missing fields as not given yet', async () => {
    renderDetail({
      body: {
        ...detail,
        status: 'draft',
        submittedAt: null,
        decisionNote: null,
        business: { ...detail.business, tradeName: null, legalName: null, pan: null },
        premises: { ...detail.premises, weeklyHours: null, addressLine1: null, locality: null },
        licences: [
          { form: '20', number: null, validUntil: null },
          { form: '21', number: null, validUntil: null },
        ],
        events: [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unnamed draft' })).toBeInTheDocument();
    expect(screen.getByText(/not submitted/)).toBeInTheDocument();
    expect(screen.getAllByText('Not given yet').length).toBeGreaterThan(4);
  });

  it('says when there is no such application', async () => {
    renderDetail({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No' } } });
    expect(await screen.findByText('There is no store application with this id.')).toBeInTheDocument();
  });
});
