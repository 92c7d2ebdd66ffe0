import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import type { TOrderRefund } from '@dawanow/shared/orders/payment';
import { type TOrdersT, useOrdersText } from '@/components/orders/text';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n/i18n';
import { refundTimeFor } from '../refund-time';

type TPayment = TOrderDetail['payment'];

/** How the customer's refunds stand as a whole, for the order's headline notes. */
export function refundHeadline(payment: TPayment, t: TOrdersT): string {
  if (payment.refunds.some((refund) => refund.state === 'delayed')) return t('refunds.delayedHeadline');
  return payment.status === 'refunded' ? t('refunds.refunded') : t('refunds.inProgress');
}

function stateOf(refund: TOrderRefund, payment: TPayment, t: TOrdersT): string {
  switch (refund.state) {
    case 'refunded':
      return t('refunds.refundedOn', {
        date: formatIndianDate(refund.refundedAt ?? refund.requestedAt, currentLocale()),
      });
    case 'pending':
      return t('refunds.pending', { time: refundTimeFor(payment, t) });
    case 'delayed':
      return t('refunds.delayed');
  }
}

/** Every refund to the original payment method and where it stands: on its way, refunded, or delayed. */
export function OrderRefunds({ payment }: { payment: TPayment }) {
  const { t } = useOrdersText();
  if (payment.refunds.length === 0) return null;
  return (
    <ul aria-label={t('refunds.label')} className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
      {payment.refunds.map((refund) => (
        <li key={`${refund.kind}-${refund.requestedAt}`}>
          <p className="font-medium text-slate-900">
            {t('refunds.amount', { amount: formatRupees(refund.amountPaise) })}
            {refund.kind === 'part' && ` · ${refund.reason}`}
          </p>
          <p className={cn(refund.state === 'delayed' ? 'text-amber-800' : 'text-slate-700')}>
            {stateOf(refund, payment, t)}
          </p>
        </li>
      ))}
    </ul>
  );
}
