/** Issue 18: the documents step uploads each file on choosing it, refuses an oversized one before sending, and
 * will not move on while a needed document is missing. */
import type { TMyStoreApplication } from '@dawanow/shared/store-application-steps';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { FakeXhr, xhr } from '@/lib/test-xhr';
import { DocumentsStep } from './documents-step';

const application = {
  licences: [
    { form: '20', number: 'KA-B20-1', validUntil: '2027-12-31' },
    { form: '21', number: 'KA-B21-1', validUntil: '2027-12-31' },
    { form: '20B', number: 'KA-B20B-1', validUntil: '2027-12-31' },
  ],
  documents: [{ kind: 'form20', contentType: 'application/pdf', sizeBytes: 1000, uploadedAt: '2026-11-20T04:00:00Z' }],
} as unknown as TMyStoreApplication;

afterEach(() => vi.unstubAllGlobals());

function renderStep() {
  xhr.sent = [];
  xhr.answer = { status: 200, body: application };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('fetch', async () => Response.json({ application }));
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DocumentsStep application={application} onDone={onDone} onBack={() => {}} />
    </QueryClientProvider>,
  );
  return { onDone };
}

describe('DocumentsStep', () => {
  it('asks for the wholesale licence’s copy only when that licence is held, and names what is still missing', async () => {
    const { onDone } = renderStep();
    const rows = screen.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows.some((row) => row?.startsWith('Form 20B licence'))).toBe(true);
    expect(rows.some((row) => row?.startsWith('Form 21B licence'))).toBe(false);
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('Uploaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Still needed: Form 21 licence, Form 20B licence, GST registration certificate',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB without sending it, and uploads one that fits', async () => {
    renderStep();
    const input = screen.getByLabelText('GST registration certificate');
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'gst.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, huge);
    expect(screen.getByRole('alert')).toHaveTextContent('Each document must be at most 10 MB.');
    expect(xhr.sent).toEqual([]);
    await userEvent.upload(input, new File(['%PDF-1.7'], 'gst.pdf', { type: 'application/pdf' }));
    await vi.waitFor(() =>
      expect(xhr.sent.map((upload) => upload.url)).toEqual(['/api/store-applications/mine/documents/gst_certificate']),
    );
    expect(screen.queryByText('Each document must be at most 10 MB.')).not.toBeInTheDocument();
  });
});
