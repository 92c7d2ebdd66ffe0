import { formatRupees } from '@dawanow/shared/money';
import type { TOrderItem } from '@dawanow/shared/orders/customer';
import { ProductImage } from '@/components/catalog/product-image';
import { formatExpiry } from './format-expiry';
import { useOrdersText } from './text';

/** An order's lines as the pharmacy packs them: quantity, batch and expiry beside each medicine. */
export function OrderItemsTable({ items }: { items: TOrderItem[] }) {
  const { t } = useOrdersText();
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">{t('itemsTable.caption')}</caption>
        <thead className="text-left text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('itemsTable.medicine')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {t('itemsTable.quantity')}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('itemsTable.batch')}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('itemsTable.expiry')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('itemsTable.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((item) => (
            <tr key={item.productId}>
              <td className="py-2 pr-2">
                <span className="flex items-center gap-2">
                  {/* The pack drawn from the line, so the strip to pick is recognised at a glance. */}
                  <ProductImage src={null} pack={item} alt="" className="h-9 w-12 shrink-0 rounded" />
                  <span>
                    <span className="font-medium text-slate-900">{item.name}</span>
                    <span className="block text-xs text-slate-600">
                      {item.packLabel} · {item.manufacturer}
                      {(item.schedule === 'H' || item.schedule === 'H1') &&
                        ` · ${t('itemsTable.schedule', { schedule: item.schedule })}`}
                    </span>
                  </span>
                </span>
              </td>
              <td className="py-2 pr-2 text-right text-base font-semibold tabular-nums">{item.quantity}</td>
              <td className="py-2 pr-2 font-mono text-xs">{item.batchNumber}</td>
              <td className="py-2 pr-2">{formatExpiry(item.expiryDate)}</td>
              <td className="py-2 text-right tabular-nums">{formatRupees(item.lineTotalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
