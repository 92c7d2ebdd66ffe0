import { Download } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { buttonClasses } from '@/components/ui/button';
import type { TStatementFormat } from '../api';

const FORMATS: TStatementFormat[] = ['csv', 'pdf'];

/** A statement's CSV and PDF, each named in full for screen readers ("Download the statement of 1 Dec as PDF"). */
export function FileLinks({
  what,
  urlOf,
  size = 'md',
}: {
  /** What the file holds, as the link names it */
  what: string;
  urlOf: (format: TStatementFormat) => string;
  size?: 'sm' | 'md';
}) {
  const { t } = useStorePanelText();
  return (
    <span className="inline-flex flex-wrap gap-2">
      {FORMATS.map((format) => (
        <a
          key={format}
          href={urlOf(format)}
          download
          aria-label={t('money.files.download', { what, format: format.toUpperCase() })}
          className={buttonClasses('outline', size)}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> {format.toUpperCase()}
        </a>
      ))}
    </span>
  );
}
