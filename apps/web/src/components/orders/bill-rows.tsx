import { formatRupees } from '@dawanow/shared/money';
import type { TBill } from '@dawanow/shared/orders/bill';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useOrdersText } from './text';

function Row({ label, children, isTotal = false }: { label: string; children: ReactNode; isTotal?: boolean }) {
  return (
    <div
      className={
        isTotal ? 'flex justify-between border-t border-slate-200 pt-2 text-base font-semibold' : 'flex justify-between'
      }
    >
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The cart's and checkout's bill: MRP, discount, delivery fee and total (prices include GST). */
export function BillRows({ bill, className }: { bill: TBill; className?: string }) {
  const { t } = useOrdersText();
  return (
    <>
      <dl className={cn('space-y-2 text-sm text-slate-800', className)}>
        <Row label={t('bill.mrpTotal')}>{formatRupees(bill.mrpTotalPaise)}</Row>
        {bill.discountPaise > 0 && (
          <Row label={t('bill.discount')}>
            <span className="text-brand-800">−{formatRupees(bill.discountPaise)}</span>
          </Row>
        )}
        {bill.couponDiscountPaise > 0 && (
          <Row label={t('bill.coupon')}>
            <span className="text-brand-800">−{formatRupees(bill.couponDiscountPaise)}</span>
          </Row>
        )}
        <Row label={t('bill.deliveryFee')}>
          {bill.deliveryFeePaise === 0 ? t('bill.free') : formatRupees(bill.deliveryFeePaise)}
        </Row>
        <Row label={t('bill.total')} isTotal>
          {formatRupees(bill.totalPaise)}
        </Row>
      </dl>
      <p className="text-xs text-slate-600">{t('bill.includesGst')}</p>
    </>
  );
}
