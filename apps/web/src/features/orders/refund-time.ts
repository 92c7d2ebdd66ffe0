import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { REFUND_TIMES } from '@dawanow/shared/orders/payment';

/**
 * SPEC §9 refund time for the order's payment. The API names it once a refund is under way; before
 * that an online payment could have been card, UPI or net banking, so all three are listed.
 */
export function refundTimeFor(payment: TOrderDetail['payment']): string {
  if (payment.refundTime) return payment.refundTime;
  if (payment.method === 'cod') return REFUND_TIMES.cod;
  return [REFUND_TIMES.upi, REFUND_TIMES.netbanking, REFUND_TIMES.card].join('; ');
}
