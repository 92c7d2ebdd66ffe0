import { ChevronLeft, ChevronRight, ExternalLink, FileText, Maximize, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { prescriptionFileUrl, type TFileAccess, type TPrescriptionFile } from './file-url';

/** 100% is "fit to the frame"; a handwritten dosage needs up to 4× on a phone screen. */
const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    // jsdom and very old browsers have no ResizeObserver: the image then falls back to CSS fitting.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * One image with zoom, quarter turns and fit. The layout box is sized to the rotated, zoomed image so
 * the frame scrolls over all of it (a CSS transform alone would leave parts out of reach).
 */
function ImageView({ src, alt }: { src: string; alt: string }) {
  const [zoomStep, setZoomStep] = useState(0);
  const [rotation, setRotation] = useState(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const frameRef = useRef<HTMLElement>(null);
  const frame = useElementSize(frameRef);
  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const isSideways = rotation % 180 !== 0;

  let box: { width: number; height: number; scale: number } | null = null;
  if (natural && frame && frame.width > 0 && frame.height > 0) {
    const width = isSideways ? natural.height : natural.width;
    const height = isSideways ? natural.width : natural.height;
    const scale = Math.min(frame.width / width, frame.height / height) * zoom;
    box = { width: width * scale, height: height * scale, scale };
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Image controls">
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom out"
          disabled={zoomStep === 0}
          onClick={() => setZoomStep(zoomStep - 1)}
        >
          <ZoomOut className="h-5 w-5" aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-label="Zoom"
          className="min-w-14 text-center text-sm font-semibold tabular-nums"
        >
          {Math.round(zoom * 100)}%
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom in"
          disabled={zoomStep === ZOOM_STEPS.length - 1}
          onClick={() => setZoomStep(zoomStep + 1)}
        >
          <ZoomIn className="h-5 w-5" aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => setRotation((rotation + 90) % 360)}>
          <RotateCw className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Rotate</span>
        </Button>
        <Button variant="outline" disabled={zoomStep === 0} onClick={() => setZoomStep(0)}>
          <Maximize className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Fit</span>
        </Button>
      </div>
      <section
        ref={frameRef}
        // Keyboard users scroll a zoomed image with the arrow keys once the frame has focus.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard
        tabIndex={0}
        aria-label="Prescription image, scrollable when zoomed"
        className="mt-2 flex h-[65vh] max-h-[720px] min-h-72 overflow-auto rounded-lg bg-slate-800"
      >
        {hasFailed ? (
          <p className="m-auto p-4 text-center text-sm text-white">
            This file could not be shown. Open it in a new tab.
          </p>
        ) : (
          <div
            // m-auto centres the image while it is smaller than the frame and lets the frame scroll once larger.
            className="relative m-auto flex-none"
            style={box ? { width: box.width, height: box.height } : undefined}
          >
            <img
              src={src}
              alt={alt}
              onLoad={(event) =>
                setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
              }
              onError={() => setHasFailed(true)}
              className={cn(box ? 'absolute top-1/2 left-1/2 max-w-none' : 'max-h-full max-w-full object-contain')}
              style={
                box && natural
                  ? {
                      width: natural.width * box.scale,
                      height: natural.height * box.scale,
                      transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                    }
                  : { transform: `rotate(${rotation}deg) scale(${zoom})` }
              }
            />
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The files of a prescription as a pharmacist or an auditor reads them: images with zoom and rotation,
 * PDFs in the browser's own viewer (which pages through them), and the next or previous file.
 */
export function PrescriptionViewer({ files, access }: { files: TPrescriptionFile[]; access: TFileAccess }) {
  const [index, setIndex] = useState(0);
  // A list that shrank (files purged) must not leave the index pointing past its end.
  const position = Math.min(index, files.length - 1);
  const file = files[position];
  if (!file) {
    return (
      <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
        No files: they were removed after the retention period.
      </p>
    );
  }
  const url = prescriptionFileUrl(file, access);
  const label = `Prescription file ${position + 1} of ${files.length}`;

  return (
    <section aria-label="Prescription files" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">
          File {position + 1} of {files.length}
          <span className="ml-2 font-normal text-slate-600">
            {file.contentType === 'application/pdf' ? 'PDF' : 'Image'} · {Math.max(1, Math.round(file.size / 1024))} KB
          </span>
        </p>
        <div className="flex items-center gap-1">
          {files.length > 1 && (
            <>
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous file"
                disabled={position === 0}
                onClick={() => setIndex(position - 1)}
              >
                <ChevronLeft className="h-5 w-5" aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label="Next file"
                disabled={position === files.length - 1}
                onClick={() => setIndex(position + 1)}
              >
                <ChevronRight className="h-5 w-5" aria-hidden="true" />
              </Button>
            </>
          )}
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> New tab
          </a>
        </div>
      </div>

      {file.contentType === 'application/pdf' ? (
        <object
          data={url}
          type="application/pdf"
          aria-label={label}
          className="h-[65vh] max-h-[720px] min-h-72 w-full rounded-lg bg-slate-100"
        >
          <p className="p-4 text-sm text-slate-700">
            This browser cannot show PDFs here.{' '}
            <a href={url} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
              Open the PDF
            </a>
          </p>
        </object>
      ) : (
        // Keyed by file: zoom and rotation belong to one page, the next starts fitted and upright.
        <ImageView key={file.id} src={url} alt={label} />
      )}

      {files.length > 1 && (
        <ul aria-label="All files" className="flex gap-2 overflow-x-auto pb-1">
          {files.map((candidate, candidateIndex) => (
            <li key={candidate.id}>
              <button
                type="button"
                aria-label={`Show file ${candidateIndex + 1}`}
                aria-current={candidateIndex === position ? 'true' : undefined}
                onClick={() => setIndex(candidateIndex)}
                className={cn(
                  'flex h-16 w-14 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-2',
                  candidateIndex === position ? 'ring-brand-700' : 'ring-transparent hover:ring-slate-300',
                )}
              >
                {candidate.hasThumbnail ? (
                  <img
                    src={prescriptionFileUrl(candidate, access, 'thumbnail')}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                ) : (
                  <FileText className="h-6 w-6 text-slate-600" aria-hidden="true" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
