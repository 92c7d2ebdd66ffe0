import { formatRupees } from '@dawanow/shared/money';
import type { TBill } from '@dawanow/shared/orders/bill';
import { FREE_DELIVERY_FROM_PAISE, type TDeliveryMode } from '@dawanow/shared/orders/delivery-options';
import { Truck } from 'lucide-react';
import { ProductRow } from '@/components/catalog/product-row';
import { useSelectedStore } from '@/lib/selected-store';
import { useFreeDeliveryPicks } from '../api';
import { useCartText } from '../text';

/**
 * Under the cart's items while standard delivery still costs a fee: the store's products that top the cart up to
 * free delivery (the bill says how much is missing), each addable in place with its stepper. Only standard
 * delivery becomes free; express always has its fee.
 */
export function FreeDeliveryNudge({ bill, deliveryMode }: { bill: TBill; deliveryMode: TDeliveryMode }) {
  const { t } = useCartText();
  const store = useSelectedStore();
  const shortfall = FREE_DELIVERY_FROM_PAISE - bill.itemsTotalPaise;
  const isShown = deliveryMode === 'standard' && bill.deliveryFeePaise > 0 && shortfall > 0;
  const picks = useFreeDeliveryPicks(store?.id ?? null, isShown);
  // Suggestions are a help, not a step: while loading, on an error or with none, the bill's line stands alone.
  if (!isShown || !picks.data || picks.data.length === 0) return null;
  return (
    <section aria-labelledby="free-delivery-heading" className="space-y-3 rounded-xl bg-brand-50 p-4">
      <h2 id="free-delivery-heading" className="flex items-center gap-2 font-semibold text-brand-900">
        <Truck className="h-5 w-5 shrink-0" aria-hidden="true" />
        {t('nudge.title', { amount: formatRupees(shortfall) })}
      </h2>
      <ProductRow products={picks.data} label={t('nudge.row')} isRowOnly />
    </section>
  );
}
