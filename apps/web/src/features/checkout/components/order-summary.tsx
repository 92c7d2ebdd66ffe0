import { formatRupees } from '@dawanow/shared/money';
import type { TBill } from '@dawanow/shared/orders/bill';
import type { TQuote } from '@dawanow/shared/orders/customer';
import { BillRows } from '@/components/orders/bill-rows';
import { useCheckoutText } from '@/components/payments/text';

/** The GST inside the total, per rate, as the tax invoice will show it (ARCHITECTURE §3). */
function GstBreakdown({ bill }: { bill: TBill }) {
  const { t } = useCheckoutText();
  const isIntraState = bill.supply === 'intra_state';
  return (
    <details className="rounded-lg bg-slate-50 p-3 text-xs text-slate-700">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-slate-800">
        {t('summary.gst')}
      </summary>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-right">
          <caption className="sr-only">{t('summary.gstCaption')}</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="py-1 text-left font-medium">
                {t('summary.rate')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t('summary.taxable')}
              </th>
              {isIntraState ? (
                <>
                  <th scope="col" className="py-1 font-medium">
                    CGST
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    SGST
                  </th>
                </>
              ) : (
                <th scope="col" className="py-1 font-medium">
                  IGST
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {bill.taxes.map((row, index) => (
              // The delivery fee's 18% row can share its rate with an items row, so the rate is not a key.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for one bill
              <tr key={index}>
                <th scope="row" className="py-1 text-left font-normal">
                  {t(row.forDelivery ? 'summary.rateDelivery' : 'summary.rateRow', { rate: row.ratePercent })}
                </th>
                <td className="py-1">{formatRupees(row.taxablePaise)}</td>
                {isIntraState ? (
                  <>
                    <td className="py-1">{formatRupees(row.cgstPaise)}</td>
                    <td className="py-1">{formatRupees(row.sgstPaise)}</td>
                  </>
                ) : (
                  <td className="py-1">{formatRupees(row.igstPaise)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The lines that will be ordered and the bill, from the latest checkout quote. */
export function OrderSummary({ quote }: { quote: TQuote }) {
  const { t } = useCheckoutText();
  const { bill } = quote;
  // The bill counts every line the store can fill, even one still waiting for its fix (e.g. a new price).
  const billed = quote.lines.filter((line) => line.product && line.lineTotalPaise > 0);
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold">{t('summary.title')}</h2>
      <p className="text-sm text-slate-700">{t('summary.from', { store: quote.store.name })}</p>
      <ul className="space-y-1 text-sm text-slate-800">
        {billed.map((line) => (
          <li key={line.medicineId} className="flex justify-between gap-3">
            <span className="min-w-0">
              {line.product?.name} <span className="text-slate-600">× {line.quantity}</span>
            </span>
            <span>{formatRupees(line.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <BillRows bill={bill} className="border-t border-slate-200 pt-2" />
      {bill.taxes.length > 0 && <GstBreakdown bill={bill} />}
    </div>
  );
}
