import type { TBill } from '@dawanow/shared/orders/bill';
import type { TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { BillRows } from '@/components/orders/bill-rows';
import { FreeDeliveryNudge } from './free-delivery-nudge';

/** The bill over the lines that can be ordered, with how far the shopper is from free delivery. */
export function CartBill({ bill, deliveryMode }: { bill: TBill; deliveryMode: TDeliveryMode }) {
  return (
    <div className="space-y-3">
      <BillRows bill={bill} />
      <FreeDeliveryNudge bill={bill} deliveryMode={deliveryMode} />
    </div>
  );
}
