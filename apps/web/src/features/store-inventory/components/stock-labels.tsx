import type { TBatch, TInventoryItem } from '@dawanow/shared/inventory';
import type { TFunction } from 'i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { cn } from '@/lib/cn';

const STATE_CLASSES: Record<TInventoryItem['state'], string> = {
  'in-stock': 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  low: 'bg-amber-50 text-amber-900 ring-amber-200',
  out: 'bg-red-50 text-red-800 ring-red-200',
};

const BATCH_CLASSES: Record<TBatch['state'], string> = {
  sellable: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'near-expiry': 'bg-amber-50 text-amber-900 ring-amber-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
  empty: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function Badge({ text, className }: { text: string; className: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', className)}>
      {text}
    </span>
  );
}

export function StockStateBadge({ item }: { item: Pick<TInventoryItem, 'state' | 'isInStock'> }) {
  const { t } = useStorePanelText();
  if (!item.isInStock) {
    return <Badge text={t('inventory.states.off')} className="bg-slate-100 text-slate-700 ring-slate-300" />;
  }
  return <Badge text={t(`inventory.states.${item.state}`)} className={STATE_CLASSES[item.state]} />;
}

export function BatchStateBadge({ state }: { state: TBatch['state'] }) {
  const { t } = useStorePanelText();
  return <Badge text={t(`inventory.batchStates.${state}`)} className={BATCH_CLASSES[state]} />;
}

/** "40 of 46 units": what customers can buy of what is on the shelf. */
export function unitsLabel(
  t: TFunction<'store-panel'>,
  item: Pick<TInventoryItem, 'sellableUnits' | 'totalUnits'>,
): string {
  return item.sellableUnits === item.totalUnits
    ? t('inventory.units', { count: item.totalUnits })
    : t('inventory.unitsOnSale', { sellable: item.sellableUnits, count: item.totalUnits });
}
