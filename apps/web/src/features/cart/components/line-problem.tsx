import { formatRupees } from '@dawanow/shared/money';
import type { TQuotedLine } from '@dawanow/shared/orders/customer';
import { AlertTriangle } from 'lucide-react';
import { useQuoteText } from '@/components/orders/quote-text';
import { Button } from '@/components/ui/button';
import { applyQuoteFixes } from '@/lib/cart-store';
import { useCartText } from '../text';

type TCartT = ReturnType<typeof useCartText>['t'];

/** What one click does about a flagged line, in the words of the fix itself. */
function fixLabel(line: TQuotedLine, t: TCartT): string {
  if (line.problem === 'price_changed' && line.unitPricePaise !== null) {
    return t('problem.acceptPrice', { price: formatRupees(line.unitPricePaise) });
  }
  if (line.problem === 'not_enough_stock' && line.availableQuantity > 0) {
    return t('problem.setTo', { quantity: line.availableQuantity });
  }
  return t('problem.remove');
}

/** A line the store cannot fill as it is: why, and the one-click fix when the page knows one. */
export function LineProblem({ line }: { line: TQuotedLine }) {
  const { t } = useCartText();
  const quoteText = useQuoteText();
  if (!line.problem) return null;
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="flex items-start gap-2">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {quoteText.lineProblemText({ ...line, problem: line.problem })}
      </p>
      {line.problem !== 'other' && (
        <Button size="sm" variant="outline" className="h-11" onClick={() => applyQuoteFixes([line])}>
          {fixLabel(line, t)}
        </Button>
      )}
    </div>
  );
}
