import { formatRupees } from '@dawanow/shared/money';
import type { TBill } from '@dawanow/shared/orders/bill';
import { FREE_DELIVERY_FROM_PAISE, type TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { Truck } from 'lucide-react';
import { ProductRow } from '@/components/catalog/product-row';
import { useSelectedStore } from '@/lib/selected-store';
import { useFreeDeliveryPicks } from '../api';

/**
 * "Add ₹X more for free standard delivery" in the cart's bill, with the store's products that get there, each
 * addable in place with its stepper. Only standard delivery becomes free (express always has its fee).
 */
export function FreeDeliveryNudge({ bill, deliveryMode }: { bill: TBill; deliveryMode: TDeliveryMode }) {
  const store = useSelectedStore();
  const shortfall = FREE_DELIVERY_FROM_PAISE - bill.itemsTotalPaise;
  const isShown = deliveryMode === 'standard' && bill.deliveryFeePaise > 0 && shortfall > 0;
  const picks = useFreeDeliveryPicks(store?.id ?? null, isShown);
  if (!isShown) return null;
  return (
    <section aria-labelledby="free-delivery-heading" className="space-y-3 rounded-lg bg-brand-50 p-3">
      <h2 id="free-delivery-heading" className="flex items-start gap-2 text-sm font-semibold text-brand-900">
        <Truck className="h-5 w-5 shrink-0" aria-hidden="true" />
        Add {formatRupees(shortfall)} more for free standard delivery.
      </h2>
      {/* Suggestions are a help, not a step: while loading or if they fail, the line above stands alone. */}
      {picks.data && picks.data.length > 0 && (
        <ProductRow products={picks.data} label="Add to reach free delivery" isRowOnly />
      )}
    </section>
  );
}
