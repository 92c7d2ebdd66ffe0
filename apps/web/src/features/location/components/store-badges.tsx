import { BadgeCheck, FileBadge, Receipt } from 'lucide-react';
import { useLocationText } from '@/components/addresses/text';

/** SPEC §2: stores show Licensed Pharmacy, their drug licence (DL) and GSTIN. */
export function StoreBadges({ licence, gstin }: { licence: string | null; gstin: string | null }) {
  const { t } = useLocationText();
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('stores.licences')}>
      <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">
        <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> {t('stores.licensed')}
      </li>
      {licence && (
        <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          <FileBadge className="h-3.5 w-3.5" aria-hidden="true" /> DL {licence}
        </li>
      )}
      {gstin && (
        <li className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          <Receipt className="h-3.5 w-3.5" aria-hidden="true" /> GSTIN {gstin}
        </li>
      )}
    </ul>
  );
}
