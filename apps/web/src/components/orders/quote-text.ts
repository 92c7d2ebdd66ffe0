/**
 * What stops a quote, in the reader's language (issue 19). The server names each problem with a code and the values
 * its sentence needs; the cart and the checkout both word them here, from the checkout's words, so a line or a
 * blocker reads the same on both pages. Amounts and times are formatted for the reader (rupees, Asia/Kolkata).
 */
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TCartLineProblem, TQuotedLine } from '@dawanow/shared/orders/customer';
import type { TQuoteBlocker } from '@dawanow/shared/orders/quote-blockers';
import { useCheckoutText } from '@/components/payments/text';
import { currentLocale } from '@/lib/i18n/i18n';

type TCheckoutT = ReturnType<typeof useCheckoutText>['t'];

function blockerText(t: TCheckoutT, blocker: TQuoteBlocker): string {
  switch (blocker.code) {
    case 'store_not_taking_orders':
    case 'store_closed':
      return t(`quote.blockers.${blocker.code}`, { store: blocker.values.store });
    case 'store_on_holiday':
      return t('quote.blockers.store_on_holiday', {
        store: blocker.values.store,
        reason: blocker.values.reason,
        until: formatIndianDateTime(blocker.values.until, currentLocale()),
      });
    case 'below_min_order':
      return t('quote.blockers.below_min_order', {
        store: blocker.values.store,
        shortfall: formatRupees(blocker.values.shortfallPaise),
        minimum: formatRupees(blocker.values.minOrderPaise),
      });
    case 'address_too_far':
      return t('quote.blockers.address_too_far', {
        store: blocker.values.store,
        distance: blocker.values.distanceKm.toFixed(1),
        radius: blocker.values.radiusKm,
      });
    case 'express_too_far':
      return t('quote.blockers.express_too_far', { radius: blocker.values.radiusKm });
    case 'above_max_total':
      return t('quote.blockers.above_max_total', { maximum: formatRupees(blocker.values.maxTotalPaise) });
    case 'nothing_orderable':
    case 'lines_need_attention':
    case 'address_without_location':
    case 'no_slots':
    case 'other':
      return t(`quote.blockers.${blocker.code}`);
  }
}

function lineProblemText(t: TCheckoutT, line: TQuotedLine & { problem: TCartLineProblem }): string {
  switch (line.problem) {
    case 'price_changed':
      return t('quote.lines.price_changed', {
        from: formatRupees(line.cartPricePaise),
        to: formatRupees(line.unitPricePaise ?? line.cartPricePaise),
      });
    case 'not_enough_stock':
      return t('quote.lines.not_enough_stock', { count: line.availableQuantity });
    case 'out_of_stock':
    case 'not_sold_here':
    case 'unavailable':
    case 'other':
      return t(`quote.lines.${line.problem}`);
  }
}

/** The words for a quote's blockers and its lines' problems, for the language on screen. */
export function useQuoteText() {
  const { t } = useCheckoutText();
  return {
    blockerText: (blocker: TQuoteBlocker) => blockerText(t, blocker),
    lineProblemText: (line: TQuotedLine & { problem: TCartLineProblem }) => lineProblemText(t, line),
  };
}
