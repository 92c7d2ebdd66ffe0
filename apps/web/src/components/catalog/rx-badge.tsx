import { FileText } from 'lucide-react';
import { useCatalogText } from './text';

/** Schedule H and H1 medicines are sold only against a prescription (Drugs and Cosmetics Rules, 1945). */
export function RxBadge() {
  const { t } = useCatalogText();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <FileText className="h-3.5 w-3.5" aria-hidden="true" /> {t('rxRequired')}
    </span>
  );
}
