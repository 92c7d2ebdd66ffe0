import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import type { TOrderRefund } from '@dawanow/shared/orders/payment';
import { cn } from '@/lib/cn';
import { refundTimeFor } from '../refund-time';

type TPayment = TOrderDetail['payment'];

/** How the customer's refunds stand as a whole, for the order's headline notes. */
export function refundHeadline(payment: TPayment): string {
  if (payment.refunds.some((refund) => refund.state === 'delayed')) return 'Refund delayed — we are on it';
  return payment.status === 'refunded' ? 'Refunded' : 'Refund in progress';
}

function stateOf(refund: TOrderRefund, payment: TPayment): string {
  switch (refund.state) {
    case 'refunded':
      return `Refunded on ${formatIndianDate(refund.refundedAt ?? refund.requestedAt)}. Your bank may take a day or two to show it.`;
    case 'pending':
      return `On its way to your original payment method. ${refundTimeFor(payment)}.`;
    case 'delayed':
      return 'Delayed: the payment gateway could not complete it yet. We are on it and will send it again — you need not do anything.';
  }
}

/** Every refund to the original payment method and where it stands: on its way, refunded, or delayed. */
export function OrderRefunds({ payment }: { payment: TPayment }) {
  if (payment.refunds.length === 0) return null;
  return (
    <ul aria-label="Refunds" className="mt-3 space-y-2 border-t border-slate-100 pt-3 text-sm">
      {payment.refunds.map((refund) => (
        <li key={`${refund.kind}-${refund.requestedAt}`}>
          <p className="font-medium text-slate-900">
            {formatRupees(refund.amountPaise)} refund{refund.kind === 'part' && ` · ${refund.reason}`}
          </p>
          <p className={cn(refund.state === 'delayed' ? 'text-amber-800' : 'text-slate-700')}>
            {stateOf(refund, payment)}
          </p>
        </li>
      ))}
    </ul>
  );
}
