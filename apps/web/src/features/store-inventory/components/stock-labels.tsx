import type { TBatch, TInventoryItem } from '@dawanow/shared/inventory';
import { cn } from '@/lib/cn';

const STATE_LABELS: Record<TInventoryItem['state'], { text: string; className: string }> = {
  'in-stock': { text: 'In stock', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  low: { text: 'Low stock', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  out: { text: 'Out of stock', className: 'bg-red-50 text-red-800 ring-red-200' },
};

const BATCH_LABELS: Record<TBatch['state'], { text: string; className: string }> = {
  sellable: { text: 'On sale', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  'near-expiry': { text: 'Expires within 3 months', className: 'bg-amber-50 text-amber-900 ring-amber-200' },
  expired: { text: 'Expired', className: 'bg-red-50 text-red-800 ring-red-200' },
  empty: { text: 'Empty', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

function Badge({ text, className }: { text: string; className: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', className)}>
      {text}
    </span>
  );
}

export function StockStateBadge({ item }: { item: Pick<TInventoryItem, 'state' | 'isInStock'> }) {
  if (!item.isInStock) return <Badge text="Switched off" className="bg-slate-100 text-slate-700 ring-slate-300" />;
  return <Badge {...STATE_LABELS[item.state]} />;
}

export function BatchStateBadge({ state }: { state: TBatch['state'] }) {
  return <Badge {...BATCH_LABELS[state]} />;
}

/** "40 of 46 units": what customers can buy of what is on the shelf. */
export function unitsLabel(item: Pick<TInventoryItem, 'sellableUnits' | 'totalUnits'>): string {
  return item.sellableUnits === item.totalUnits
    ? `${item.totalUnits.toLocaleString('en-IN')} units`
    : `${item.sellableUnits.toLocaleString('en-IN')} of ${item.totalUnits.toLocaleString('en-IN')} units on sale`;
}
