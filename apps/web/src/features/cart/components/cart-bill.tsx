import { formatRupees } from '@dawanow/shared/money';
import type { TBill } from '@dawanow/shared/orders/bill';
import { FREE_DELIVERY_FROM_PAISE, type TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { BillRows } from '@/components/orders/bill-rows';
import { useCartText } from '../text';

/** The bill over the lines that can be ordered, with how far the shopper is from free delivery. */
export function CartBill({ bill, deliveryMode }: { bill: TBill; deliveryMode: TDeliveryMode }) {
  const { t } = useCartText();
  const toFreeDelivery = FREE_DELIVERY_FROM_PAISE - bill.itemsTotalPaise;
  return (
    <div className="space-y-2">
      <BillRows bill={bill} />
      {deliveryMode === 'standard' && bill.deliveryFeePaise > 0 && toFreeDelivery > 0 && (
        <p className="rounded-lg bg-brand-50 p-2 text-sm text-brand-900">
          {t('delivery.toFreeDelivery', { amount: formatRupees(toFreeDelivery) })}
        </p>
      )}
    </div>
  );
}
