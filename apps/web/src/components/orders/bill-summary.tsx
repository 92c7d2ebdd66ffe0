import { formatRupees } from '@dawanow/shared/money';
import type { TBill, TTaxRow } from '@dawanow/shared/orders/bill';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { type TOrdersT, useOrdersText } from './text';

function Row({ label, value, className }: { label: ReactNode; value: string; className?: string }) {
  return (
    <div className={cn('flex justify-between gap-4 py-1', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** `bill.taxes` with a label each: the items' GST per rate, and the delivery fee's own GST row. */
export function labelledTaxRows(bill: TBill, t: TOrdersT): (TTaxRow & { label: string })[] {
  return bill.taxes.map((row) => ({
    ...row,
    label: t(row.forDelivery ? 'bill.deliveryGstRow' : 'bill.gstRow', { rate: row.ratePercent }),
  }));
}

/** SPEC §3 / ARCHITECTURE §3: MRP, discount, delivery and total; GST is inside the prices, shown for the record. */
export function BillSummary({ bill }: { bill: TBill }) {
  const { t } = useOrdersText();
  return (
    <div className="text-sm text-slate-800">
      <dl>
        <Row label={t('bill.totalMrp')} value={formatRupees(bill.mrpTotalPaise)} />
        {bill.discountPaise > 0 && (
          <Row label={t('bill.discount')} value={`−${formatRupees(bill.discountPaise)}`} className="text-brand-800" />
        )}
        {bill.couponDiscountPaise > 0 && (
          <Row
            label={t('bill.coupon')}
            value={`−${formatRupees(bill.couponDiscountPaise)}`}
            className="text-brand-800"
          />
        )}
        <Row
          label={t('bill.deliveryFee')}
          value={bill.deliveryFeePaise === 0 ? t('bill.free') : formatRupees(bill.deliveryFeePaise)}
        />
        <Row
          label={t('bill.total')}
          value={formatRupees(bill.totalPaise)}
          className="mt-1 border-t border-slate-200 pt-2 text-base font-semibold text-slate-900"
        />
      </dl>
      {bill.taxes.length > 0 && (
        <details className="mt-2 text-slate-700">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm">{t('bill.gstIncluded')}</summary>
          <dl className="text-xs">
            {labelledTaxRows(bill, t).map((row) => (
              <Row
                key={row.label}
                label={row.label}
                value={formatRupees(row.cgstPaise + row.sgstPaise + row.igstPaise)}
              />
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
