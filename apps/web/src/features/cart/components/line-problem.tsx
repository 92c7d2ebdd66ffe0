import { formatRupees } from '@dawanow/shared/money';
import type { TQuotedLine } from '@dawanow/shared/orders/customer';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { applyQuoteFixes } from '@/lib/cart-store';

/** What one click does about a flagged line, in the words of the fix itself. */
export function fixLabel(line: TQuotedLine): string {
  if (line.problem === 'price_changed' && line.unitPricePaise !== null) {
    return `Accept new price ${formatRupees(line.unitPricePaise)}`;
  }
  if (line.problem === 'not_enough_stock' && line.availableQuantity > 0) return `Set to ${line.availableQuantity}`;
  return 'Remove';
}

const fallbackMessages: Record<NonNullable<TQuotedLine['problem']>, string> = {
  price_changed: 'The price has changed since you added this.',
  out_of_stock: 'Out of stock at this store.',
  not_enough_stock: 'The store does not have this many packs.',
  not_sold_here: 'This store does not sell this medicine.',
  unavailable: 'This medicine is no longer sold on DawaNow.',
};

/** A line the store cannot fill as it is: why, and the one-click fix. */
export function LineProblem({ line }: { line: TQuotedLine }) {
  if (!line.problem) return null;
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {line.message ?? fallbackMessages[line.problem]}
      </p>
      <Button size="sm" variant="outline" className="h-11" onClick={() => applyQuoteFixes([line])}>
        {fixLabel(line)}
      </Button>
    </div>
  );
}
