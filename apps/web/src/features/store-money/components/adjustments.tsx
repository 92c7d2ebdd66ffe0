import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TEarnings } from '@dawanow/shared/payouts/payouts';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { cn } from '@/lib/cn';

/**
 * DawaNow's corrections of the period, each with the reason the administrator gave: a list rather than a table, as
 * a reason is a sentence that needs the phone's whole width. The sign says whose favour it is in.
 */
export function Adjustments({ adjustments }: { adjustments: TEarnings['adjustments'] }) {
  const { t } = useStorePanelText();
  if (adjustments.length === 0) {
    return <p className="text-sm text-slate-700">{t('money.adjustments.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-100">
      {adjustments.map((adjustment) => (
        <li
          key={`${adjustment.createdAt}${adjustment.reason}`}
          className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0"
        >
          <span
            className={cn(
              'font-semibold whitespace-nowrap tabular-nums',
              adjustment.amountPaise < 0 ? 'text-red-800' : 'text-brand-800',
            )}
          >
            {adjustment.amountPaise > 0 && '+'}
            {formatRupees(adjustment.amountPaise)}
          </span>
          <span className="text-xs whitespace-nowrap text-slate-600">{formatIndianDateTime(adjustment.createdAt)}</span>
          <span className="basis-full text-sm break-words text-slate-900">{adjustment.reason}</span>
        </li>
      ))}
    </ul>
  );
}
