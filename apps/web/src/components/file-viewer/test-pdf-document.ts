/**
 * A one-page stand-in for pdf.js in component tests (jsdom has no canvas or worker; pdf-view.test.tsx and the
 * browser suite cover real drawing). Use as
 * `vi.mock('@/components/file-viewer/pdf-document', () => import('@/components/file-viewer/test-pdf-document'))`;
 * `openedUrls` says which files the viewer opened.
 */
import type { PdfDocument } from './pdf-document';

export const openedUrls: string[] = [];

export function openPdf(url: string) {
  openedUrls.push(url);
  const document: PdfDocument = {
    pageCount: 1,
    page: async () => ({
      size: () => ({ width: 595, height: 842 }),
      render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
    }),
  };
  return { document: Promise.resolve(document), close: () => {} };
}
