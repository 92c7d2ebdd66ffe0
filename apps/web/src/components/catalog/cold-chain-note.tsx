import { Snowflake } from 'lucide-react';
import { useCatalogText } from './text';

/** Temperature-controlled medicines travel chilled and cannot be returned (SPEC §5 returns policy). */
export function ColdChainNote({ compact = false }: { compact?: boolean }) {
  const { t } = useCatalogText();
  if (compact) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
        <Snowflake className="h-3.5 w-3.5" aria-hidden="true" /> {t('coldChain.badge')}
      </span>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 ring-1 ring-sky-200">
      <Snowflake className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t('coldChain.note')}
    </p>
  );
}
