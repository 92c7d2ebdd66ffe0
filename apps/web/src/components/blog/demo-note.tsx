import { Info } from 'lucide-react';
import { Trans } from 'react-i18next';
import { useBlogText } from './text';

/** Seeded articles say what they are: written for the demonstration, "reviewed" by a demo reviewer. */
export function DemoNote() {
  const { t } = useBlogText();
  return (
    <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        <Trans t={t} i18nKey="demoNote" components={{ bold: <strong /> }} />
      </span>
    </p>
  );
}
