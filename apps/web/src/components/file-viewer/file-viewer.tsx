import { Download, ExternalLink, FileText } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { cn } from '@/lib/cn';
import { PdfView } from './pdf-view';
import { Stepper, useElementSize, useView, ViewControls, ViewFrame } from './view-controls';

/** One private file as the viewer needs it: where it is served from (authorised), what it is and how big. */
export type TViewerFile = {
  id: string;
  url: string;
  contentType: string;
  sizeBytes: number;
  /** What the file is, e.g. "Form 20 licence"; files without one are numbered */
  name?: string;
  /** A small image for the list of files; without one the list shows the name or an icon */
  thumbnailUrl?: string;
};

/**
 * One image with zoom, quarter turns and fit. The layout box is sized to the rotated, zoomed image so
 * the frame scrolls over all of it (a CSS transform alone would leave parts out of reach).
 */
function ImageView({ src, alt }: { src: string; alt: string }) {
  const { t } = usePrescriptionsText();
  const view = useView();
  const { zoom, rotation } = view;
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const frameRef = useRef<HTMLElement>(null);
  const frame = useElementSize(frameRef);
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
      <ViewControls label={t('fileViewer.imageControls')} view={view} />
      <ViewFrame frameRef={frameRef} label={t('fileViewer.scrollable', { label: alt })}>
        {hasFailed ? (
          <p className="m-auto p-4 text-center text-sm text-white">{t('fileViewer.imageFailed')}</p>
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
      </ViewFrame>
    </div>
  );
}

/**
 * Private files as a reviewer reads them, inside the page: images with zoom and rotation, PDFs drawn by pdf.js
 * with pages, zoom and rotation too, and the next or previous file. `noun` names one file ("Prescription
 * file", "Document") for the labels a screen reader hears.
 */
export function FileViewer({
  files,
  noun,
  title,
  empty,
}: {
  files: TViewerFile[];
  noun: string;
  /** The region's accessible name */
  title: string;
  /** Said when there are no files */
  empty: ReactNode;
}) {
  const { t } = usePrescriptionsText();
  const [index, setIndex] = useState(0);
  // A list that shrank (files purged) must not leave the index pointing past its end.
  const position = Math.min(index, files.length - 1);
  const file = files[position];
  if (!file) return <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{empty}</p>;
  const numbers = { position: position + 1, count: files.length };
  const label = file.name ?? t('fileViewer.numbered', { noun, ...numbers });
  const isPdf = file.contentType === 'application/pdf';

  return (
    <section aria-label={title} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">
          {file.name ?? t('fileViewer.file', numbers)}
          <span className="ml-2 font-normal text-slate-600">
            {isPdf ? t('fileViewer.pdf') : t('fileViewer.image')} · {Math.max(1, Math.round(file.sizeBytes / 1024))} KB
          </span>
        </p>
        <div className="flex items-center gap-1">
          {files.length > 1 && (
            <Stepper
              value={position}
              count={files.length}
              onChange={setIndex}
              previous={{ label: t('fileViewer.previousFile') }}
              next={{ label: t('fileViewer.nextFile') }}
            />
          )}
          {/* The server sends a PDF as a download, to be opened outside the browser if at all. */}
          <a
            href={file.url}
            {...(isPdf ? { download: '' } : { target: '_blank', rel: 'noreferrer' })}
            className="inline-flex h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {isPdf ? (
              <>
                <Download className="h-4 w-4" aria-hidden="true" /> {t('fileViewer.download')}
              </>
            ) : (
              <>
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('fileViewer.newTab')}
              </>
            )}
          </a>
        </div>
      </div>

      {isPdf ? (
        // Keyed by file: each PDF opens at its first page, fitted and upright.
        <PdfView key={file.id} url={file.url} label={label} />
      ) : (
        // Keyed by file: zoom and rotation belong to one page, the next starts fitted and upright.
        <ImageView key={file.id} src={file.url} alt={label} />
      )}

      {files.length > 1 && (
        <ul aria-label={t('fileViewer.allFiles')} className="flex gap-2 overflow-x-auto pb-1">
          {files.map((candidate, candidateIndex) => (
            <li key={candidate.id}>
              <button
                type="button"
                aria-label={
                  candidate.name
                    ? t('fileViewer.show', { name: candidate.name })
                    : t('fileViewer.showNumbered', { position: candidateIndex + 1 })
                }
                aria-current={candidateIndex === position ? 'true' : undefined}
                onClick={() => setIndex(candidateIndex)}
                className={cn(
                  'flex h-16 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-2',
                  candidate.name && !candidate.thumbnailUrl ? 'max-w-32 px-2' : 'w-14',
                  candidateIndex === position ? 'ring-brand-700' : 'ring-transparent hover:ring-slate-300',
                )}
              >
                {candidate.thumbnailUrl ? (
                  <img src={candidate.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-cover" />
                ) : candidate.name ? (
                  <span className="text-xs leading-tight font-medium text-slate-800">{candidate.name}</span>
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
