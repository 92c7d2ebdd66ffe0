import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PdfDocument } from './pdf-document';
import { PdfView } from './pdf-view';

// pdf.js itself needs a real canvas and a worker (the browser suite draws a real PDF); here a document of
// A4 pages records what the view asks it to draw.
const pdfjs = vi.hoisted(() => ({
  open: vi.fn<(url: string) => Promise<PdfDocument>>(),
  drawn: [] as { pageNumber: number; scale: number; rotation: number }[],
}));
vi.mock('./pdf-document', () => ({
  openPdf: (url: string) => ({ document: pdfjs.open(url), close: () => {} }),
}));

function a4Document(pageCount: number): PdfDocument {
  return {
    pageCount,
    page: async (pageNumber) => ({
      size: (rotation) => (rotation % 180 === 0 ? { width: 595, height: 842 } : { width: 842, height: 595 }),
      render: (_canvas, scale, rotation) => {
        pdfjs.drawn.push({ pageNumber, scale, rotation });
        return { promise: Promise.resolve(), cancel: () => {} };
      },
    }),
  };
}

const URL = '/api/prescriptions/p/files/f?storeId=s&reason=verification';

beforeEach(() => {
  pdfjs.open.mockReset();
  pdfjs.drawn.length = 0;
});

describe('PdfView', () => {
  it('loads the PDF, draws its first page on a canvas and turns the pages', async () => {
    pdfjs.open.mockResolvedValue(a4Document(3));
    render(<PdfView url={URL} label="Prescription file 2 of 2" />);
    expect(screen.getByRole('status', { name: 'Loading the PDF' })).toBeInTheDocument();

    const page = await screen.findByRole('img', { name: 'Prescription file 2 of 2, page 1 of 3' });
    expect(page.tagName).toBe('CANVAS');
    expect(pdfjs.open).toHaveBeenCalledWith(URL);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('img', { name: 'Prescription file 2 of 2, page 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pdfjs.drawn.at(-1)).toMatchObject({ pageNumber: 3 });
  });

  it('zooms and turns the page, and fits it back', async () => {
    pdfjs.open.mockResolvedValue(a4Document(1));
    render(<PdfView url={URL} label="Prescription file 1 of 1" />);
    await screen.findByRole('img', { name: 'Prescription file 1 of 1, page 1 of 1' });
    // A one-page PDF still says where the reader is, and cannot turn.
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('status', { name: 'Zoom' })).toHaveTextContent('200%');
    await userEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(pdfjs.drawn.at(-1)).toEqual({ pageNumber: 1, scale: 2, rotation: 90 });
    await userEvent.click(screen.getByRole('button', { name: 'Fit' }));
    expect(pdfjs.drawn.at(-1)).toEqual({ pageNumber: 1, scale: 1, rotation: 90 });
  });

  it('says why a PDF cannot be shown, and tries again after a failed download', async () => {
    pdfjs.open.mockRejectedValueOnce({ reason: 'password' });
    const { unmount } = render(<PdfView url={URL} label="Prescription file 1 of 1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is password-protected');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    unmount();

    pdfjs.open.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(a4Document(1));
    render(<PdfView url={URL} label="Prescription file 1 of 1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Prescription file 1 of 1, page 1 of 1' })).toBeInTheDocument();
  });
});
