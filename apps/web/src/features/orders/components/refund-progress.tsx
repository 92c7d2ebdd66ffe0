import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { Check, X } from 'lucide-react';
import { reasonText } from '@/components/orders/reasons';
import { type TOrdersT, useOrdersText } from '@/components/orders/text';
import { cn } from '@/lib/cn';
import { currentLocale } from '@/lib/i18n/i18n';
import { refundTimeFor } from '../refund-time';
import { CashRefund } from './cash-refund';

type TStepState = 'done' | 'current' | 'upcoming' | 'failed';

/** SPEC §4 refund flow: report → review (photo evidence) → pickup → verification → refund to the original method. */
export function refundSteps(status: TOrderDetail['status'], t: TOrdersT): { label: string; state: TStepState }[] {
  const labels = [
    t('refundProgress.requested'),
    t('refundProgress.underReview'),
    t('refundProgress.pickup'),
    t('refundProgress.verification'),
    t('refundProgress.refunded'),
  ];
  const reached: Partial<Record<TOrderDetail['status'], number>> = {
    refund_requested: 1,
    refund_approved: 2,
    refunded: 5,
  };
  if (status === 'refund_rejected') {
    return [
      { label: t('refundProgress.requested'), state: 'done' },
      { label: t('refundProgress.declined'), state: 'failed' },
    ];
  }
  const current = reached[status] ?? 0;
  return labels.map((label, index) => ({
    label,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

export function RefundProgress({ order }: { order: TOrderDetail }) {
  const { t } = useOrdersText();
  const { refund } = order;
  if (!refund) return null;
  return (
    <div className="space-y-3">
      <ol aria-label={t('refundProgress.label')} className="flex flex-wrap gap-x-4 gap-y-2">
        {refundSteps(order.status, t).map((step) => (
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
            {step.state === 'done' && <span className="sr-only">{t('refundProgress.done')}</span>}
          </li>
        ))}
      </ol>
      <dl className="grid gap-1 text-sm text-slate-800 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-medium">{t('refundProgress.reason')}</dt>
        <dd>{reasonText(refund.reason, t)}</dd>
        {refund.details && (
          <>
            <dt className="font-medium">{t('refundProgress.details')}</dt>
            <dd>{refund.details}</dd>
          </>
        )}
        <dt className="font-medium">{t('refundProgress.reported')}</dt>
        <dd>{formatIndianDateTime(refund.requestedAt, currentLocale())}</dd>
        {refund.decisionNote && (
          <>
            <dt className="font-medium">{t('refundProgress.pharmacyNote')}</dt>
            <dd>{refund.decisionNote}</dd>
          </>
        )}
        {order.status !== 'refund_rejected' && (
          <>
            <dt className="font-medium">{t('refundProgress.refundTime')}</dt>
            <dd>{refundTimeFor(order.payment, t)}</dd>
          </>
        )}
      </dl>
      {refund.cashRefund && <CashRefund orderId={order.id} cashRefund={refund.cashRefund} />}
    </div>
  );
}
