import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { Banknote, CheckCircle2, Loader2, type LucideIcon, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { TestPaymentNotice } from '@/components/payments/test-payment-notice';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRetryPayment } from '@/lib/queries/orders';
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

/** Why the last attempt failed, as the gateway's event recorded it. */
function failureReason(order: TOrderDetail): string {
  const failed = order.events.findLast((event) => event.status === 'payment_failed');
  return failed?.note ?? failed?.title ?? 'The payment gateway declined the payment.';
}

function FailedPayment({ order }: { order: TOrderDetail }) {
  const retry = useRetryPayment(order.id);
  return (
    <StatusCard icon={XCircle} tone="failure" title="Payment failed">
      <p className="text-slate-700">{failureReason(order)}</p>
      <p className="text-sm text-slate-700">
        Order {order.number} for {formatRupees(order.totalPaise)} is kept for you. No money was taken; if your bank
        shows a debit, it comes back automatically.
      </p>
      <div className="flex w-full flex-col gap-2">
        <Button
          size="lg"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (error) => toast.error('Could not restart the payment', { description: error.message }),
            })
          }
        >
          {retry.isPending ? (
            <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
          ) : (
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          )}
          Retry payment
        </Button>
        <ButtonLink to={`/orders/${order.id}`} variant="outline" size="lg">
          View order
        </ButtonLink>
      </div>
    </StatusCard>
  );
}

function OrderStatus({ order }: { order: TOrderDetail }) {
  const viewOrder = (
    <ButtonLink to={`/orders/${order.id}`} size="lg" className="w-full">
      View order
    </ButtonLink>
  );
  if (order.status === 'cancelled') {
    return (
      <StatusCard icon={XCircle} tone="neutral" title={`Order ${order.number} was cancelled`}>
        {order.cancelReason && <p className="text-slate-700">{order.cancelReason}</p>}
        {order.payment.refundTime && <p className="text-sm text-slate-700">Refund: {order.payment.refundTime}</p>}
        {viewOrder}
      </StatusCard>
    );
  }
  if (order.paymentMethod === 'cod') {
    return (
      <StatusCard icon={Banknote} tone="success" title={`Order ${order.number} placed`}>
        <p className="text-slate-700">
          Cash on delivery: no payment is needed now. Pay {formatRupees(order.totalPaise)} when your medicines arrive.
        </p>
        {viewOrder}
      </StatusCard>
    );
  }
  switch (order.payment.status) {
    case 'pending':
      return (
        <StatusCard icon={Loader2} tone="waiting" title="Waiting for the payment gateway…">
          <p className="text-slate-700">
            Order {order.number} · {formatRupees(order.totalPaise)}. This page updates by itself; please keep it open.
          </p>
          {order.payment.payUrl && (
            <ButtonLink to={order.payment.payUrl} variant="outline" className="w-full">
              Back to the payment page
            </ButtonLink>
          )}
        </StatusCard>
      );
    case 'paid':
    case 'not_required':
      return (
        <StatusCard icon={CheckCircle2} tone="success" title={`Payment received — order ${order.number} placed`}>
          <p className="text-slate-700">
            {formatRupees(order.totalPaise)} paid
            {order.payment.paidAt ? ` on ${formatIndianDateTime(order.payment.paidAt)}` : ''}. {order.store.name} is
            preparing to accept your order.
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
          title={order.payment.status === 'refunded' ? 'Refunded' : 'Refund under way'}
        >
          <p className="text-slate-700">
            {formatRupees(order.totalPaise)} for order {order.number}
            {order.payment.refundTime ? `. ${order.payment.refundTime}` : ''}
          </p>
          {viewOrder}
        </StatusCard>
      );
  }
}

/** /payment/status/:orderId — where the gateway sends the customer back; follows the payment until it settles. */
export function PaymentStatusPage() {
  const { orderId = '' } = useParams();
  const order = usePaymentStatus(orderId);
  if (order.isPending) {
    return (
      <div role="status" aria-label="Loading payment status" className="mx-auto max-w-md space-y-3">
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
        message={isMissing ? 'We could not find this order.' : `We could not check the payment. ${order.error.message}`}
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
