import { useEffect, useRef, useState } from 'react';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { PdfDocument, PdfFailure } from './pdf-document';
import { Stepper, useElementSize, useView, ViewControls, ViewFrame } from './view-controls';

type DocumentState =
  | { status: 'loading' }
  | { status: 'ready'; document: PdfDocument }
  | { status: 'failed'; reason: PdfFailure };

/** pdf.js (and its worker) load with the first PDF opened, not with the page. */
function usePdfDocument(url: string, attempt: number): DocumentState {
  const [state, setState] = useState<DocumentState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) opens the same URL anew
  useEffect(() => {
    setState({ status: 'loading' });
    let isCurrent = true;
    let close = () => {};
    import('./pdf-document')
      .then(async ({ openPdf }) => {
        if (!isCurrent) return;
        const opened = openPdf(url);
        close = opened.close;
        const document = await opened.document;
        if (isCurrent) setState({ status: 'ready', document });
      })
      .catch((error: unknown) => {
        const reason = (error as { reason?: PdfFailure }).reason ?? 'unavailable';
        if (isCurrent) setState({ status: 'failed', reason });
      });
    return () => {
      isCurrent = false;
      close();
    };
  }, [url, attempt]);
  return state;
}

/** One page at a time on a canvas, with page turning, zoom and quarter turns like a photo. */
function PdfPages({ document, label }: { document: PdfDocument; label: string }) {
  const { t } = usePrescriptionsText();
  const [pageNumber, setPageNumber] = useState(1);
  const view = useView();
  const { zoom, rotation } = view;
  const [isDrawing, setIsDrawing] = useState(true);
  const [hasFailed, setHasFailed] = useState(false);
  const frameRef = useRef<HTMLElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frame = useElementSize(frameRef);
  const { pageCount } = document;

  useEffect(() => {
    const canvas = canvasRef.current;
    // Drawn once the frame's size is known (where it can be: jsdom has no ResizeObserver), not twice.
    if (!canvas || (!frame && typeof ResizeObserver !== 'undefined')) return;
    let isCurrent = true;
    let cancel = () => {};
    setIsDrawing(true);
    document
      .page(pageNumber)
      .then((page) => {
        if (!isCurrent) return;
        // 100% fits the whole page in the frame, as a photo is fitted.
        const size = page.size(rotation);
        const fit =
          frame && frame.width > 0 && frame.height > 0
            ? Math.min(frame.width / size.width, frame.height / size.height)
            : 1;
        const drawing = page.render(canvas, fit * zoom, rotation);
        cancel = drawing.cancel;
        return drawing.promise.then(() => {
          if (!isCurrent) return;
          setIsDrawing(false);
          setHasFailed(false);
        });
      })
      .catch(() => {
        // A drawing cancelled for a newer one is not a failure.
        if (isCurrent) setHasFailed(true);
      });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [document, pageNumber, zoom, rotation, frame]);

  const pageLabel = t('fileViewer.pageLabel', { label, page: pageNumber, count: pageCount });
  return (
    <div>
      <ViewControls label={t('fileViewer.pdfControls')} view={view}>
        <Stepper
          value={pageNumber - 1}
          count={pageCount}
          onChange={(index) => setPageNumber(index + 1)}
          previous={{ label: t('fileViewer.previousPage') }}
          next={{ label: t('fileViewer.nextPage') }}
        >
          <output aria-live="polite" className="min-w-20 text-center text-sm font-semibold tabular-nums">
            {t('fileViewer.page', { page: pageNumber, count: pageCount })}
          </output>
        </Stepper>
      </ViewControls>
      <ViewFrame frameRef={frameRef} label={t('fileViewer.scrollable', { label })} isBusy={isDrawing}>
        {hasFailed ? (
          <p className="m-auto p-4 text-center text-sm text-white">{t('fileViewer.pageFailed')}</p>
        ) : (
          // m-auto centres the page while it is smaller than the frame and lets the frame scroll once larger.
          <canvas ref={canvasRef} role="img" aria-label={pageLabel} className="m-auto flex-none bg-white" />
        )}
      </ViewFrame>
    </div>
  );
}

/**
 * A private PDF (a prescription, a licence) drawn by pdf.js inside the page. The browser's own PDF viewer never
 * opens it: the file routes send PDFs as downloads under a sandbox policy (docs/decisions.md, 2026-11-25).
 */
export function PdfView({ url, label }: { url: string; label: string }) {
  const { t } = usePrescriptionsText();
  const [attempt, setAttempt] = useState(0);
  const state = usePdfDocument(url, attempt);

  if (state.status === 'ready') return <PdfPages document={state.document} label={label} />;
  return (
    <div className="mt-2 flex h-[65vh] max-h-[720px] min-h-72 flex-col items-center justify-center gap-3 rounded-lg bg-slate-800 p-4">
      {state.status === 'loading' ? (
        <div
          role="status"
          aria-label={t('fileViewer.loadingPdf')}
          className="flex h-full w-full max-w-md flex-col gap-3"
        >
          <Skeleton className="h-full w-full bg-slate-600" />
        </div>
      ) : (
        <>
          <p role="alert" className="text-center text-sm text-white">
            {t(`fileViewer.failures.${state.reason}`)}
          </p>
          {state.reason === 'unavailable' && (
            <Button variant="outline" onClick={() => setAttempt(attempt + 1)}>
              {t('fileViewer.tryAgain')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
