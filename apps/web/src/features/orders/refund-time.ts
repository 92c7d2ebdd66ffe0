import type { TOrderDetail } from '@dawanow/shared/orders/customer';
import { REFUND_TIMES } from '@dawanow/shared/orders/payment';
import type { TOrdersT } from '@/components/orders/text';

type TRefundTimeKey = keyof typeof REFUND_TIMES;

/** The API names the refund time in the words of REFUND_TIMES; the reader gets them in their language. */
function translated(text: string, t: TOrdersT): string {
  const key = (Object.keys(REFUND_TIMES) as TRefundTimeKey[]).find((candidate) => REFUND_TIMES[candidate] === text);
  return key ? t(`refundTimes.${key}`) : text;
}

/**
 * SPEC §9 refund time for the order's payment. The API names it once a refund is under way; before
 * that an online payment could have been card, UPI or net banking, so all three are listed.
 */
export function refundTimeFor(payment: TOrderDetail['payment'], t: TOrdersT): string {
  if (payment.refundTime) return translated(payment.refundTime, t);
  if (payment.method === 'cod') return t('refundTimes.cod');
  return [t('refundTimes.upi'), t('refundTimes.netbanking'), t('refundTimes.card')].join('; ');
}
