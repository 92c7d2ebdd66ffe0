import { ChevronLeft, ChevronRight, type LucideIcon, Maximize, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { Button } from '@/components/ui/button';

/** 100% is "fit to the frame"; a handwritten dosage needs up to 4× on a phone screen. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

/** How a file is looked at: the zoom step (0 is fitted) and the quarter turns, both starting afresh per file. */
export function useView() {
  const [zoomStep, setZoomStep] = useState(0);
  const [rotation, setRotation] = useState(0);
  return { zoomStep, setZoomStep, zoom: ZOOM_STEPS[zoomStep] ?? 1, rotation, setRotation };
}

export type View = ReturnType<typeof useView>;

/** The frame a file is drawn in, fitted to it: its size in CSS pixels, null until it is known. */
export function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    // jsdom and very old browsers have no ResizeObserver: the file then falls back to CSS fitting.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * Two icon buttons either side of what they step through (files, pages, zoom levels), each disabled at its
 * end; `value` counts from 0.
 */
export function Stepper({
  value,
  count,
  onChange,
  previous,
  next,
  children,
}: {
  value: number;
  count: number;
  onChange: (value: number) => void;
  /** The buttons' names, and their icons when not arrows */
  previous: { label: string; icon?: LucideIcon };
  next: { label: string; icon?: LucideIcon };
  children?: ReactNode;
}) {
  const PreviousIcon = previous.icon ?? ChevronLeft;
  const NextIcon = next.icon ?? ChevronRight;
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label={previous.label}
        disabled={value === 0}
        onClick={() => onChange(value - 1)}
      >
        <PreviousIcon className="h-5 w-5" aria-hidden="true" />
      </Button>
      {children}
      <Button
        variant="outline"
        size="icon"
        aria-label={next.label}
        disabled={value === count - 1}
        onClick={() => onChange(value + 1)}
      >
        <NextIcon className="h-5 w-5" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** Zoom, quarter turns and fit, the same for a photo and a PDF page; `children` go first (a page Stepper). */
export function ViewControls({ label, view, children }: { label: string; view: View; children?: ReactNode }) {
  const { zoomStep, setZoomStep, zoom, rotation, setRotation } = view;
  const { t } = usePrescriptionsText();
  return (
    // Page and zoom controls wrap as two groups on a phone, never a group split over two lines.
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={label}>
      {children}
      <div className="flex items-center gap-2">
        <Stepper
          value={zoomStep}
          count={ZOOM_STEPS.length}
          onChange={setZoomStep}
          previous={{ label: t('fileViewer.zoomOut'), icon: ZoomOut }}
          next={{ label: t('fileViewer.zoomIn'), icon: ZoomIn }}
        >
          <output
            aria-live="polite"
            aria-label={t('fileViewer.zoom')}
            className="min-w-14 text-center text-sm font-semibold tabular-nums"
          >
            {Math.round(zoom * 100)}%
          </output>
        </Stepper>
        <Button variant="outline" onClick={() => setRotation((rotation + 90) % 360)}>
          <RotateCw className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('fileViewer.rotate')}</span>
        </Button>
        <Button variant="outline" disabled={zoomStep === 0} onClick={() => setZoomStep(0)}>
          <Maximize className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t('fileViewer.fit')}</span>
        </Button>
      </div>
    </div>
  );
}

/** The dark frame a file is drawn in; focusable so keyboard users can scroll a zoomed file with the arrow keys. */
export function ViewFrame({
  frameRef,
  label,
  isBusy = false,
  children,
}: {
  frameRef: RefObject<HTMLElement | null>;
  label: string;
  isBusy?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      ref={frameRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard
      tabIndex={0}
      aria-label={label}
      aria-busy={isBusy}
      className="mt-2 flex h-[65vh] max-h-[720px] min-h-72 overflow-auto rounded-lg bg-slate-800"
    >
      {children}
    </section>
  );
}
