import type { TQuote, TQuotedLine } from '@dawanow/shared/orders/customer';
import { AlertTriangle } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useQuoteText } from '@/components/orders/quote-text';
import { useCheckoutText } from '@/components/payments/text';
import { Button } from '@/components/ui/button';
import { applyQuoteFixes } from '@/lib/cart-store';

/**
 * What stops the order: whole-order blockers from the server (address outside the radius, store
 * closed…) and cart lines the store cannot fill as they are, with one click to fix the cart.
 */
export function QuoteProblems({ quote }: { quote: TQuote }) {
  const { t } = useCheckoutText();
  const quoteText = useQuoteText();
  const flagged = quote.lines.filter(
    (line): line is TQuotedLine & { problem: NonNullable<TQuotedLine['problem']> } => line.problem !== null,
  );
  if (quote.blockers.length === 0 && flagged.length === 0) return null;
  // A problem newer than this page has no one-click fix: the customer sees to it in the cart (or removes the line)
  const isFixable = flagged.some((line) => line.problem !== 'other');
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" /> {t('problems.title')}
      </p>
      <ul className="list-disc space-y-1 pl-9">
        {quote.blockers.map((blocker) => (
          <li key={blocker.code}>{quoteText.blockerText(blocker)}</li>
        ))}
        {flagged.map((line) => (
          <li key={line.medicineId}>
            <Trans
              t={t}
              i18nKey="problems.line"
              values={{
                name: line.product?.name ?? t('problems.aMedicine'),
                reason: quoteText.lineProblemText(line),
              }}
              components={{ name: <span className="font-medium" /> }}
            />
          </li>
        ))}
      </ul>
      {flagged.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          {isFixable && (
            <Button variant="outline" onClick={() => applyQuoteFixes(flagged)}>
              {t('problems.update')}
            </Button>
          )}
          <Link to="/cart" className="font-medium underline underline-offset-2">
            {t('problems.review')}
          </Link>
        </div>
      )}
    </div>
  );
}
