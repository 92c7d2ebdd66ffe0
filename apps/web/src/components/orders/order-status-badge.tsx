import type { TOrderStatus } from '@dawanow/shared/orders/status';
import { cn } from '@/lib/cn';
import { useOrdersText } from './text';

/** Colour by what the status asks of the reader: amber waits, blue moves, green is done, red stopped. */
const tones: Record<TOrderStatus, string> = {
  pending_payment: 'bg-amber-100 text-amber-900',
  payment_failed: 'bg-red-100 text-red-800',
  placed: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  packed: 'bg-sky-100 text-sky-900',
  out_for_delivery: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-brand-100 text-brand-900',
  cancelled: 'bg-slate-200 text-slate-800',
  refund_requested: 'bg-amber-100 text-amber-900',
  refund_approved: 'bg-sky-100 text-sky-900',
  refunded: 'bg-brand-100 text-brand-900',
  refund_rejected: 'bg-red-100 text-red-800',
};

export function OrderStatusBadge({ status, className }: { status: TOrderStatus; className?: string }) {
  // English is ORDER_STATUS_LABELS (packages/shared), word for word
  const { t } = useOrdersText();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[status],
        className,
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
