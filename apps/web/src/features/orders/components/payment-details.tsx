import { formatRupees } from '@dawanow/shared/money';
import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { PAYMENT_STATUS_LABELS } from '@dawanow/shared/orders/payment';
import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import { Button, buttonClasses } from '@/components/ui/button';
import { useRetryPayment } from '@/lib/queries/orders';
import { HANDED_OVER_STATUSES } from '../order-stages';

export function paymentSummary(order: TOrderDetail): string {
  const { method, status } = order.payment;
  if (method === 'online') return `Online payment · ${PAYMENT_STATUS_LABELS[status]}`;
  if (status === 'refund_pending' || status === 'refunded' || order.status === 'cancelled') {
    return `Cash on delivery · ${PAYMENT_STATUS_LABELS[status]}`;
  }
  if (HANDED_OVER_STATUSES.includes(order.status)) return 'Cash on delivery · Paid at delivery';
  // Cash is collected at the door: until then the customer needs the amount, not a payment state.
  return `Cash on delivery: pay ${formatRupees(order.totalPaise)} in cash or UPI at your door`;
}

/** An unpaid online order holds its stock for a short time only: paying is the one thing to do now. */
export function PayNowBanner({ order }: { order: TOrderDetail }) {
  const retry = useRetryPayment(order.id);
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
          ? 'Your payment did not go through. No money was taken for this attempt.'
          : `Pay ${formatRupees(order.totalPaise)} to send this order to the pharmacy.`}
      </p>
      {payment.payUrl && order.status === 'pending_payment' ? (
        <a href={payment.payUrl} className={buttonClasses('primary', 'md')}>
          Pay now
        </a>
      ) : (
        <Button
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onError: (error) => toast.error('Payment not started', { description: error.message }),
            })
          }
        >
          {retry.isPending ? 'Opening payment…' : 'Try payment again'}
        </Button>
      )}
    </div>
  );
}
