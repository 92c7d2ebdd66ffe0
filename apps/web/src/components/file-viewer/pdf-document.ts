/**
 * pdf.js behind a small interface, loaded with import() only when a PDF is opened: the library and its
 * worker stay out of the first-load bundle. Pages are drawn to a canvas and nothing else — no annotation
 * layer, so no form fields, links or scripts (pdf.js runs PDF JavaScript only through its viewer's sandbox,
 * which is not loaded), and no XFA. The worker and the files pdf.js fetches by name (standard fonts for PDFs
 * that do not embed theirs, JavaScript decoders for JPEG 2000 and JBIG2 scans) come from our own origin
 * (apps/web/pdfjs-assets.ts), as the Content-Security-Policy requires.
 */
import {
  AnnotationMode,
  GlobalWorkerOptions,
  getDocument,
  InvalidPDFException,
  PasswordException,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { PDFJS_ASSETS_PATH } from '@/lib/pdfjs-assets-path';

GlobalWorkerOptions.workerSrc = workerUrl;

// pdf.js's own cap: a larger canvas exhausts the memory of a low-end phone.
const MAX_CANVAS_PIXELS = 16_777_216;

export type PdfFailure = 'password' | 'damaged' | 'unavailable';

export class PdfOpenError extends Error {
  constructor(readonly reason: PdfFailure) {
    super(`The PDF could not be opened (${reason})`);
  }
}

export type PdfPage = {
  /** The page's size in CSS pixels at 100%, turned by `rotation` degrees on top of its own rotation */
  size(rotation: number): { width: number; height: number };
  /** Draws the page sharp for the screen's pixel density; cancel() stops a drawing no longer wanted */
  render(canvas: HTMLCanvasElement, scale: number, rotation: number): { promise: Promise<void>; cancel(): void };
};

export type PdfDocument = { pageCount: number; page(pageNumber: number): Promise<PdfPage> };

function pageOf(page: PDFPageProxy): PdfPage {
  const viewport = (scale: number, rotation: number) =>
    page.getViewport({ scale, rotation: (page.rotate + rotation) % 360 });
  return {
    size(rotation) {
      const { width, height } = viewport(1, rotation);
      return { width, height };
    },
    render(canvas, scale, rotation) {
      const view = viewport(scale, rotation);
      const outputScale = Math.min(
        window.devicePixelRatio || 1,
        Math.sqrt(MAX_CANVAS_PIXELS / (view.width * view.height)),
      );
      canvas.width = Math.floor(view.width * outputScale);
      canvas.height = Math.floor(view.height * outputScale);
      canvas.style.width = `${Math.floor(view.width)}px`;
      canvas.style.height = `${Math.floor(view.height)}px`;
      const task = page.render({
        canvas,
        viewport: view,
        transform: outputScale === 1 ? undefined : [outputScale, 0, 0, outputScale, 0, 0],
        // Annotation appearances (a stamp, a signature) are drawn as pictures; nothing becomes interactive.
        annotationMode: AnnotationMode.ENABLE,
      });
      return { promise: task.promise, cancel: () => task.cancel() };
    },
  };
}

/** Opens the PDF at `url` (an authorised, same-origin address); close() frees the worker. */
export function openPdf(url: string): { document: Promise<PdfDocument>; close(): void } {
  const task = getDocument({
    url,
    enableXfa: false,
    // No WebAssembly (our CSP has no 'wasm-unsafe-eval'): pdf.js uses its JavaScript decoders instead.
    useWasm: false,
    wasmUrl: `${PDFJS_ASSETS_PATH}wasm/`,
    standardFontDataUrl: `${PDFJS_ASSETS_PATH}standard_fonts/`,
    // The file route answers with the whole file (and logs each view): one request, no range requests.
    disableRange: true,
    disableStream: true,
  });
  const document = task.promise.then(
    (pdf) => ({ pageCount: pdf.numPages, page: async (pageNumber: number) => pageOf(await pdf.getPage(pageNumber)) }),
    (error: unknown) => {
      if (error instanceof PasswordException) throw new PdfOpenError('password');
      if (error instanceof InvalidPDFException) throw new PdfOpenError('damaged');
      throw new PdfOpenError('unavailable');
    },
  );
  return { document, close: () => void task.destroy() };
}
