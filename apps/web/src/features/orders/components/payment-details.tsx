import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { CreditCard } from 'lucide-react';
import { type TOrdersT, useOrdersText } from '@/components/orders/text';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorMessage } from '@/lib/i18n/error-message';
import { useRetryPayment } from '@/lib/queries/orders';
import { toast } from '@/lib/toast';
import { HANDED_OVER_STATUSES } from '../order-stages';

/** The payment states' English is PAYMENT_STATUS_LABELS (packages/shared), word for word. */
export function paymentSummary(order: TOrderDetail, t: TOrdersT): string {
  const { method, status } = order.payment;
  if (method === 'online') return t('payment.online', { status: t(`paymentStatus.${status}`) });
  if (status === 'refund_pending' || status === 'refunded' || order.status === 'cancelled') {
    return t('payment.cod', { status: t(`paymentStatus.${status}`) });
  }
  if (HANDED_OVER_STATUSES.includes(order.status)) return t('payment.codPaid');
  // Cash is collected at the door: until then the customer needs the amount, not a payment state.
  return t('payment.codDue', { amount: formatRupees(order.totalPaise) });
}

/** An unpaid online order holds its stock for a short time only: paying is the one thing to do now. */
export function PayNowBanner({ order }: { order: TOrderDetail }) {
  const retry = useRetryPayment(order.id);
  const { t } = useOrdersText();
  const { payment } = order;
  const needsPayment =
    payment.method === 'online' && (order.status === 'pending_payment' || order.status === 'payment_failed');
  if (!needsPayment) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <CreditCard className="hidden h-6 w-6 shrink-0 text-amber-800 sm:block" aria-hidden="true" />
      <p className="flex-1 text-sm text-amber-950">
        {order.status === 'payment_failed'
          ? t('payment.failed')
          : t('payment.payToSend', { amount: formatRupees(order.totalPaise) })}
      </p>
      {payment.payUrl && order.status === 'pending_payment' ? (
        <a href={payment.payUrl} className={buttonClasses('primary', 'md')}>
          {t('payment.payNow')}
        </a>
      ) : (
        <Button
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (error) => toast.error(t('payment.notStarted'), { description: errorMessage(error) }),
            })
          }
        >
          {retry.isPending ? t('payment.opening') : t('payment.tryAgain')}
        </Button>
      )}
    </div>
  );
}
