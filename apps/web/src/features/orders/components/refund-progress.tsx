import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { Check, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { refundTimeFor } from '../refund-time';
import { CashRefund } from './cash-refund';

type TStepState = 'done' | 'current' | 'upcoming' | 'failed';

/** SPEC §4 refund flow: report → review (photo evidence) → pickup → verification → refund to the original method. */
export function refundSteps(status: TOrderDetail['status']): { label: string; state: TStepState }[] {
  const labels = ['Requested', 'Under review', 'Pickup', 'Verification', 'Refunded'] as const;
  const reached: Partial<Record<TOrderDetail['status'], number>> = {
    refund_requested: 1,
    refund_approved: 2,
    refunded: 5,
  };
  if (status === 'refund_rejected') {
    return [
      { label: 'Requested', state: 'done' },
      { label: 'Declined after review', state: 'failed' },
    ];
  }
  const current = reached[status] ?? 0;
  return labels.map((label, index) => ({
    label,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

export function RefundProgress({ order }: { order: TOrderDetail }) {
  const { refund } = order;
  if (!refund) return null;
  return (
    <div className="space-y-3">
      <ol aria-label="Refund progress" className="flex flex-wrap gap-x-4 gap-y-2">
        {refundSteps(order.status).map((step) => (
          <li
            key={step.label}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 text-sm',
              step.state === 'upcoming' && 'text-slate-500',
              step.state === 'current' && 'font-semibold text-slate-900',
              step.state === 'done' && 'text-brand-800',
              step.state === 'failed' && 'font-semibold text-red-700',
            )}
          >
            {step.state === 'done' && <Check className="h-4 w-4" aria-hidden="true" />}
            {step.state === 'failed' && <X className="h-4 w-4" aria-hidden="true" />}
            {step.state === 'current' && <span className="h-2 w-2 rounded-full bg-brand-700" aria-hidden="true" />}
            {step.label}
            {step.state === 'done' && <span className="sr-only"> (done)</span>}
          </li>
        ))}
      </ol>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-medium">Reason</dt>
        <dd>{refund.reason}</dd>
        {refund.details && (
          <>
            <dt className="font-medium">Details</dt>
            <dd>{refund.details}</dd>
          </>
        )}
        <dt className="font-medium">Reported</dt>
        <dd>{formatIndianDateTime(refund.requestedAt)}</dd>
        {refund.decisionNote && (
          <>
            <dt className="font-medium">Note from the pharmacy</dt>
            <dd>{refund.decisionNote}</dd>
          </>
        )}
        {order.status !== 'refund_rejected' && (
          <>
            <dt className="font-medium">Refund time</dt>
            <dd>{refundTimeFor(order.payment)}</dd>
          </>
        )}
      </dl>
      {refund.cashRefund && <CashRefund orderId={order.id} cashRefund={refund.cashRefund} />}
    </div>
  );
}
