import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TStoreSummary } from '@dawanow/shared/stores';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_STORE_ID, testStorePrescription } from '@/components/prescriptions/test-prescriptions';
import { switchLanguage } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { SelectedStoreProvider } from '@/lib/selected-store';
import { TEST_CUSTOMER } from '@/lib/test-customer';
import { FakeXhr, type TSentUpload, xhr } from '@/lib/test-xhr';
import { UploadPrescriptionPage } from './upload-page';

/** Quote requests the page made: the prescription's URL and the body */
let quoteRequests: { url: string; body: unknown }[] = [];
let quoteAnswer: { status: number; body: unknown } = { status: 201, body: null };

function stubApi(signedIn: boolean) {
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (input === '/api/me') {
      return signedIn
        ? Response.json(TEST_CUSTOMER)
        : Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in' } }, { status: 401 });
    }
    const quoteFor = /^\/api\/prescriptions\/([^/]+)\/quotes$/.exec(input);
    if (quoteFor && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { storeId: string };
      quoteRequests.push({ url: input, body });
      const quote = {
        id: '0c6c5a8e-1f2b-4c3d-8e9f-0a1b2c3d4e5f',
        prescriptionId: quoteFor[1],
        storeId: body.storeId,
        storeName: 'Brigade Road Medicals',
        status: 'requested',
        items: [],
        requestedAt: '2026-11-27T05:00:00.000Z',
      };
      return Response.json(quoteAnswer.status === 201 ? quote : quoteAnswer.body, { status: quoteAnswer.status });
    }
    return Response.json({ error: { code: 'NOT_FOUND', message: `No stub for ${input}` } }, { status: 404 });
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>Now at {`${pathname}${search}`}</p>;
}

function renderPage(path = '/upload-prescription', store: TStoreSummary | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/upload-prescription', element: <UploadPrescriptionPage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SelectedStoreProvider store={store}>
        <RouterProvider router={router} />
      </SelectedStoreProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

function photo(name: string, type = 'image/jpeg', size = 200_000): File {
  const file = new File(['photo'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  xhr.sent = [];
  quoteRequests = [];
  quoteAnswer = { status: 201, body: null };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // jsdom decodes no images: a decoded photo is a bitmap the canvas turns into this data: URL.
  vi.stubGlobal('createImageBitmap', async () => ({ width: 160, height: 200, close() {} }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,preview');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillDetails(patient = 'Asha Menon') {
  const name = screen.getByLabelText('Patient’s name');
  await userEvent.clear(name);
  await userEvent.type(name, patient);
  await userEvent.type(screen.getByLabelText('Date on the prescription'), '20/11/2026');
  await userEvent.click(screen.getByText('Doctor’s details and a note (optional)'));
  await userEvent.type(screen.getByLabelText('Doctor’s name (optional)'), 'Dr. R. Rao');
}

describe('UploadPrescriptionPage', () => {
  it('tells a guest why to sign in and comes back here afterwards', async () => {
    stubApi(false);
    renderPage('/upload-prescription?returnTo=/checkout');
    const signIn = await screen.findByRole('link', { name: 'Sign in to upload' });
    expect(screen.queryByRole('form', { name: 'Upload prescription' })).toBeNull();
    expect(screen.getByText(/only you and the pharmacist\s+can see it/)).toBeInTheDocument();
    await userEvent.click(signIn);
    expect(await screen.findByText('Now at /auth')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.authReturnPath) ?? 'null')).toBe(
      '/upload-prescription?returnTo=/checkout',
    );
  });

  it('previews photos, marks a wrong file and refuses to upload until it is removed', async () => {
    stubApi(true);
    renderPage();
    const input = await screen.findByLabelText('Prescription files');
    await userEvent.upload(input, [
      photo('page-1.jpg'),
      photo('scan.pdf', 'application/pdf'),
      photo('huge.png', 'image/png', 11 * 1024 * 1024),
    ]);
    const list = screen.getByRole('list', { name: 'Chosen files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('This file is larger than 10 MB.')).toBeInTheDocument();
    // Only the accepted photo gets a preview; the PDF and the refused file show icons.
    await waitFor(() => expect(list.querySelectorAll('img[src="data:image/jpeg;base64,preview"]')).toHaveLength(1));

    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('Remove the files marked in red first.')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove huge.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Remove the files marked in red first.')).toBeNull();
  });

  it('checks the details and the files together before sending anything', async () => {
    stubApi(true);
    renderPage();
    const name = await screen.findByLabelText('Patient’s name');
    // Filled in from the profile; emptied here to see the check.
    await waitFor(() => expect(name).toHaveValue('Asha Menon'));
    await userEvent.clear(name);
    await userEvent.type(screen.getByLabelText('Date on the prescription'), '31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    expect(await screen.findByText('Enter the patient’s name')).toBeInTheDocument();
    expect(screen.getByText('Enter the date on the prescription')).toBeInTheDocument();
    expect(screen.getByText('Add a photo or PDF of the prescription.')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads the files and details as one form and opens the confirmation, keeping the way back to checkout', async () => {
    stubApi(true);
    const prescription = testStorePrescription();
    xhr.answer = { status: 201, body: prescription };
    renderPage('/upload-prescription?returnTo=/checkout');
    await userEvent.upload(await screen.findByLabelText('Prescription files'), [
      photo('page-1.jpg'),
      photo('page-2.jpg'),
    ]);
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));

    expect(
      await screen.findByText(`Now at /upload-prescription/confirmation/${prescription.id}?returnTo=%2Fcheckout`),
    ).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(1);
    const [{ url, form }] = xhr.sent as [TSentUpload];
    expect(url).toBe('/api/prescriptions');
    expect(form.getAll('files').map((file) => (file as File).name)).toEqual(['page-1.jpg', 'page-2.jpg']);
    expect(form.get('patientName')).toBe('Asha Menon');
    expect(form.get('issuedOn')).toBe('2026-11-20');
    expect(form.get('doctorName')).toBe('Dr. R. Rao');
    // Blank optional fields are not sent at all.
    expect(form.has('doctorRegistration')).toBe(false);
  });

  it('asks the nearby pharmacist to build the order in the same step, saying the same on the toast and the page', async () => {
    stubApi(true);
    const prescription = testStorePrescription();
    xhr.answer = { status: 201, body: prescription };
    renderPage('/upload-prescription', { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary);
    await userEvent.upload(await screen.findByLabelText('Prescription files'), [photo('page-1.jpg')]);
    await fillDetails('Ravi Menon');
    await userEvent.click(screen.getByRole('button', { name: 'Upload and let the pharmacist build your order' }));

    expect(await screen.findByText(`Now at /upload-prescription/confirmation/${prescription.id}`)).toBeInTheDocument();
    expect(xhr.sent[0]?.form.get('patientName')).toBe('Ravi Menon');
    expect(quoteRequests).toEqual([
      { url: `/api/prescriptions/${prescription.id}/quotes`, body: { storeId: TEST_STORE_ID } },
    ]);
    expect(
      await screen.findByText(
        'Sent to Brigade Road Medicals. Their pharmacist is preparing your order; this page updates by itself, usually within a few minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the upload when the pharmacy cannot take the request, and says so', async () => {
    stubApi(true);
    const prescription = testStorePrescription();
    xhr.answer = { status: 201, body: prescription };
    quoteAnswer = { status: 409, body: { error: { code: 'CONFLICT', message: 'This pharmacy is closed now.' } } };
    renderPage('/upload-prescription', { id: TEST_STORE_ID, name: 'Brigade Road Medicals' } as TStoreSummary);
    await userEvent.upload(await screen.findByLabelText('Prescription files'), [photo('page-1.jpg')]);
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Upload and let the pharmacist build your order' }));
    expect(await screen.findByText(`Now at /upload-prescription/confirmation/${prescription.id}`)).toBeInTheDocument();
    expect(await screen.findByText('Uploaded, but not sent to the pharmacy')).toBeInTheDocument();
    expect(screen.getByText('This pharmacy is closed now.')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the upload', async () => {
    stubApi(true);
    xhr.answer = {
      status: 415,
      body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'page-1.jpg is not a photo or a PDF.' } },
    };
    renderPage();
    await userEvent.upload(await screen.findByLabelText('Prescription files'), [photo('page-1.jpg')]);
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Upload prescription' }));
    const form = screen.getByRole('form', { name: 'Upload prescription' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('page-1.jpg is not a photo or a PDF.');
    expect(within(form).getByLabelText('Patient’s name')).toHaveValue('Asha Menon');
  });
});

describe('UploadPrescriptionPage in Hindi', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('asks for the prescription, explains what the pharmacist checks and says what is wrong, in Hindi', async () => {
    stubApi(true);
    await act(() => switchLanguage('hi'));
    renderPage();

    expect(await screen.findByRole('form', { name: 'पर्चा अपलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'पर्चा अपलोड करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('मरीज़ का नाम')).toHaveValue('Asha Menon');
    expect(screen.getByLabelText('पर्चे पर लिखी तारीख')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सही पर्चे में क्या होना चाहिए' })).toBeInTheDocument();
    expect(screen.getByText('डॉक्टर के हस्ताक्षर या मुहर')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'पर्चा अपलोड करें' }));
    expect(await screen.findByText('पर्चे की फ़ोटो या PDF जोड़ें।')).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('पर्चे की फ़ाइलें'), [photo('huge.png', 'image/png', 11 * 1024 * 1024)]);
    expect(await screen.findByText('यह फ़ाइल 10 MB से बड़ी है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'huge.png हटाएँ' })).toBeInTheDocument();
    expect(screen.getByText('1 फ़ाइल जोड़ी गई')).toBeInTheDocument();
  });
});
