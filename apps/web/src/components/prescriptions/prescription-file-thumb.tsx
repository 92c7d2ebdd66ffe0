import type { ZPrescriptionFile } from '@dawanow/shared/prescriptions';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import { usePrescriptionsText } from './text';

type TPrescriptionFile = z.infer<typeof ZPrescriptionFile>;

/**
 * A stored prescription file as a small square: the server's thumbnail for photos, a document icon for
 * PDFs. The URLs are authorised routes (never public, ARCHITECTURE §5), so the session cookie opens them.
 */
export function PrescriptionFileThumb({
  file,
  label,
  className,
}: {
  file: TPrescriptionFile;
  label: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200',
        className,
      )}
    >
      {file.hasThumbnail ? (
        <img
          src={`${file.url}?variant=thumbnail`}
          alt={label}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : (
        <>
          <FileText className="h-7 w-7 text-slate-600" aria-hidden="true" />
          <span className="sr-only">{label}</span>
        </>
      )}
    </span>
  );
}

const LINK_CLASS = 'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The same square as a link to read the small print: a photo opens full size in a new tab; a PDF, which the
 * server sends only as a download, opens in the app's viewer at `viewerHref`.
 */
export function PrescriptionFileLink({
  file,
  label,
  viewerHref,
}: {
  file: TPrescriptionFile;
  label: string;
  viewerHref: string;
}) {
  const { t } = usePrescriptionsText();
  if (file.contentType === 'application/pdf') {
    return (
      <Link to={viewerHref} className={LINK_CLASS}>
        <PrescriptionFileThumb file={file} label={t('thumb.opensViewer', { label })} />
      </Link>
    );
  }
  return (
    <a href={file.url} target="_blank" rel="noopener" className={LINK_CLASS}>
      <PrescriptionFileThumb file={file} label={t('thumb.opensNewTab', { label })} />
    </a>
  );
}
