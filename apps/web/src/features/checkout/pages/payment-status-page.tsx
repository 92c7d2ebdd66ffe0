import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { Banknote, CheckCircle2, Loader2, type LucideIcon, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { cancelledBecause, eventWords } from '@/components/orders/event-text';
import { useOrdersText } from '@/components/orders/text';
import { TestPaymentNotice } from '@/components/payments/test-payment-notice';
import { useCheckoutText } from '@/components/payments/text';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCommonText } from '@/lib/i18n/common-text';
import { errorMessage, validationMessage } from '@/lib/i18n/error-message';
import { currentLocale } from '@/lib/i18n/i18n';
import { useRetryPayment } from '@/lib/queries/orders';
import { toast } from '@/lib/toast';
import { usePaymentStatus } from '../api';

const tones = {
  success: 'text-brand-700',
  waiting: 'text-brand-700 animate-spin',
  failure: 'text-red-700',
  neutral: 'text-slate-500',
} as const;

function StatusCard({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
      <Icon className={cn('h-14 w-14', tones[tone])} aria-hidden="true" />
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * Why the last attempt failed, as the order's event says it in the reader's language; the gateway's own reason
 * is English, translated where known.
 */
function useFailureReason(order: TOrderDetail): string | undefined {
  const { t } = useOrdersText();
  const { t: tCommon } = useCommonText();
  const failed = order.events.findLast((event) => event.status === 'payment_failed');
  if (!failed) return undefined;
  const words = eventWords(failed, t, tCommon);
  return validationMessage(words.note ?? words.title);
}

function FailedPayment({ order }: { order: TOrderDetail }) {
  const { t } = useCheckoutText();
  const reason = useFailureReason(order);
  const retry = useRetryPayment(order.id);
  return (
    <StatusCard icon={XCircle} tone="failure" title={t('status.failedTitle')}>
      <p className="text-slate-700">{reason ?? t('status.declined')}</p>
      <p className="text-sm text-slate-700">
        {t('status.failedBody', { number: order.number, total: formatRupees(order.totalPaise) })}
      </p>
      <div className="flex w-full flex-col gap-2">
        <Button
          size="lg"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (error) => toast.error(t('status.retryFailed'), { description: errorMessage(error) }),
            })
          }
        >
          {retry.isPending ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          )}
          {t('status.retry')}
        </Button>
        <ButtonLink to={`/orders/${order.id}`} variant="outline" size="lg">
          {t('status.viewOrder')}
        </ButtonLink>
      </div>
    </StatusCard>
  );
}

function OrderStatus({ order }: { order: TOrderDetail }) {
  const { t } = useCheckoutText();
  const { t: tOrders } = useOrdersText();
  const total = formatRupees(order.totalPaise);
  const viewOrder = (
    <ButtonLink to={`/orders/${order.id}`} size="lg" className="w-full">
      {t('status.viewOrder')}
    </ButtonLink>
  );
  if (order.status === 'cancelled') {
    const reason = cancelledBecause(order, tOrders);
    return (
      <StatusCard icon={XCircle} tone="neutral" title={t('status.cancelledTitle', { number: order.number })}>
        {reason && <p className="text-slate-700">{reason}</p>}
        {order.payment.refundTime && (
          <p className="text-sm text-slate-700">{t('status.refund', { time: order.payment.refundTime })}</p>
        )}
        {viewOrder}
      </StatusCard>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <StatusCard icon={Banknote} tone="success" title={t('status.codTitle', { number: order.number })}>
        <p className="text-slate-700">{t('status.codBody', { total })}</p>
        {viewOrder}
      </StatusCard>
    );
  }
  switch (order.payment.status) {
    case 'pending':
      return (
        <StatusCard icon={Loader2} tone="waiting" title={t('status.waitingTitle')}>
          <p className="text-slate-700">{t('status.waitingBody', { number: order.number, total })}</p>
          {order.payment.payUrl && (
            <ButtonLink to={order.payment.payUrl} variant="outline" className="w-full">
              {t('status.backToPayment')}
            </ButtonLink>
          )}
        </StatusCard>
      );
    case 'paid':
    case 'not_required':
      return (
        <StatusCard icon={CheckCircle2} tone="success" title={t('status.paidTitle', { number: order.number })}>
          <p className="text-slate-700">
            {order.payment.paidAt
              ? t('status.paidOnBody', {
                  total,
                  date: formatIndianDateTime(order.payment.paidAt, currentLocale()),
                  store: order.store.name,
                })
              : t('status.paidBody', { total, store: order.store.name })}
          </p>
          {viewOrder}
        </StatusCard>
      );
    case 'failed':
      return <FailedPayment order={order} />;
    case 'refund_pending':
    case 'refunded':
      return (
        <StatusCard
          icon={RotateCcw}
          tone="neutral"
          title={t(order.payment.status === 'refunded' ? 'status.refunded' : 'status.refundPending')}
        >
          <p className="text-slate-700">
            {order.payment.refundTime
              ? t('status.refundBodyTime', { total, number: order.number, time: order.payment.refundTime })
              : t('status.refundBody', { total, number: order.number })}
          </p>
          {viewOrder}
        </StatusCard>
      );
  }
}

/** /payment/status/:orderId — where the gateway sends the customer back; follows the payment until it settles. */
export function PaymentStatusPage() {
  const { t } = useCheckoutText();
  const { orderId = '' } = useParams();
  const order = usePaymentStatus(orderId);
  if (order.isPending) {
    return (
      <div role="status" aria-label={t('status.loading')} className="mx-auto max-w-md space-y-3">
        <Skeleton className="mx-auto h-14 w-14 rounded-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (order.isError) {
    const isMissing = order.error instanceof ApiError && order.error.code === 'NOT_FOUND';
    return (
      <ErrorState
        message={isMissing ? t('status.notFound') : t('status.checkError', { message: errorMessage(order.error) })}
        onRetry={isMissing ? undefined : () => void order.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      {order.data.payment.provider === 'sandbox' && (
        <div className="mx-auto max-w-md overflow-hidden rounded-xl">
          <TestPaymentNotice />
        </div>
      )}
      <OrderStatus order={order.data} />
    </div>
  );
}
