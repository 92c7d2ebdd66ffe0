import { formatIndianDate } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { TInvoice } from '@dawanow/shared/orders/customer';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { labelledTaxRows } from '@/components/orders/bill-summary';
import { formatExpiry } from '@/components/orders/format-expiry';
import { OrderAddress } from '@/components/orders/order-address';
import { useOrdersText } from '@/components/orders/text';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, isOutOfReach } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { currentLocale } from '@/lib/i18n/i18n';
import { useInvoice } from '../api';
import './invoice-print.css';

const PAYMENT_LABELS = { online: 'invoice.paymentOnline', cod: 'invoice.paymentCod' } as const satisfies Record<
  TInvoice['paymentMethod'],
  string
>;

const cell = 'border border-slate-300 px-2 py-1.5 text-left align-top';
const num = 'border border-slate-300 px-2 py-1.5 text-right align-top tabular-nums';

function Lines({ invoice }: { invoice: TInvoice }) {
  const { t } = useOrdersText();
  return (
    <table className="w-full min-w-[52rem] border-collapse text-xs print:min-w-0">
      <caption className="sr-only">{t('invoice.items')}</caption>
      <thead className="bg-slate-100">
        <tr>
          <th scope="col" className={cell}>
            #
          </th>
          <th scope="col" className={cell}>
            {t('invoice.item')}
          </th>
          <th scope="col" className={cell}>
            {t('invoice.hsn')}
          </th>
          <th scope="col" className={cell}>
            {t('invoice.batch')}
          </th>
          <th scope="col" className={cell}>
            {t('invoice.expiry')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.quantity')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.mrp')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.rate')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.taxableValue')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.gst')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.items.map((item, index) => (
          <tr key={item.productId}>
            <td className={cell}>{index + 1}</td>
            <td className={cell}>
              {item.name}
              <span className="block text-slate-600">
                {item.packLabel} · {item.manufacturer}
              </span>
            </td>
            <td className={cell}>{item.hsnCode}</td>
            <td className={cell}>{item.batchNumber}</td>
            <td className={cell}>{formatExpiry(item.expiryDate)}</td>
            <td className={num}>{item.quantity}</td>
            <td className={num}>{formatRupees(item.mrpPaise)}</td>
            <td className={num}>{formatRupees(item.unitPricePaise)}</td>
            <td className={num}>{formatRupees(item.taxablePaise)}</td>
            <td className={num}>{item.gstRate}%</td>
            <td className={num}>
              {formatRupees(item.lineTotalPaise - item.couponDiscountPaise)}
              {item.couponDiscountPaise > 0 && (
                <span className="block text-slate-600">
                  {t('invoice.afterCoupon', { amount: formatRupees(item.couponDiscountPaise) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** ARCHITECTURE §3: the GST inside MRP-based prices, split CGST + SGST within a state or IGST across states. */
function GstSummary({ invoice }: { invoice: TInvoice }) {
  const { t } = useOrdersText();
  const { bill } = invoice;
  const isIntraState = bill.supply === 'intra_state';
  return (
    <table className="w-full border-collapse text-xs">
      <caption className="mb-1 text-left text-sm font-semibold text-slate-900">{t('invoice.gstSummary')}</caption>
      <thead className="bg-slate-100">
        <tr>
          <th scope="col" className={cell}>
            {t('invoice.rate')}
          </th>
          <th scope="col" className={num}>
            {t('invoice.taxableValue')}
          </th>
          {isIntraState ? (
            <>
              <th scope="col" className={num}>
                {t('invoice.cgst')}
              </th>
              <th scope="col" className={num}>
                {t('invoice.sgst')}
              </th>
            </>
          ) : (
            <th scope="col" className={num}>
              {t('invoice.igst')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {labelledTaxRows(bill, t).map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`${cell} font-normal`}>
              {row.label}
            </th>
            <td className={num}>{formatRupees(row.taxablePaise)}</td>
            {isIntraState ? (
              <>
                <td className={num}>{formatRupees(row.cgstPaise)}</td>
                <td className={num}>{formatRupees(row.sgstPaise)}</td>
              </>
            ) : (
              <td className={num}>{formatRupees(row.igstPaise)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Invoice({ invoice }: { invoice: TInvoice }) {
  const { t } = useOrdersText();
  const { store, customer, bill } = invoice;
  return (
    <article
      aria-labelledby="invoice-title"
      className="invoice-sheet space-y-5 rounded-xl bg-white p-4 text-sm text-slate-900 ring-1 ring-slate-200 sm:p-6 print:rounded-none print:p-0 print:ring-0"
    >
      <div className="flex flex-col justify-between gap-4 border-b border-slate-300 pb-4 sm:flex-row">
        <div>
          <h1 id="invoice-title" className="text-xl font-bold">
            {t('invoice.title')}
          </h1>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 text-xs">
            <dt className="text-slate-600">{t('invoice.invoiceNumber')}</dt>
            <dd className="font-medium">{invoice.invoiceNumber}</dd>
            <dt className="text-slate-600">{t('invoice.orderNumber')}</dt>
            <dd>{invoice.orderNumber}</dd>
            <dt className="text-slate-600">{t('invoice.invoiceDate')}</dt>
            <dd>{formatIndianDate(invoice.issuedAt, currentLocale())}</dd>
            <dt className="text-slate-600">{t('invoice.placeOfSupply')}</dt>
            <dd>{customer.address.state}</dd>
          </dl>
        </div>
        <div className="text-xs sm:text-right">
          <p className="text-sm font-semibold">{store.name}</p>
          <p>{store.address}</p>
          <p>{store.state}</p>
          <p>{t('invoice.gstin', { gstin: store.gstin })}</p>
          <p>{t('invoice.drugLicence', { licence: store.drugLicence })}</p>
          <p>{t('invoice.pharmacist', { name: store.pharmacistName })}</p>
          <p>{t('invoice.phone', { phone: store.phone })}</p>
        </div>
      </div>

      <div>
        <h2 className="text-xs font-semibold text-slate-600 uppercase">{t('invoice.billTo')}</h2>
        <p className="font-medium">{customer.name}</p>
        <OrderAddress address={customer.address} />
      </div>

      <div className="overflow-x-auto print:overflow-visible">
        <Lines invoice={invoice} />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <GstSummary invoice={invoice} />
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{t('invoice.itemsTotal')}</dt>
            <dd className="tabular-nums">{formatRupees(bill.itemsTotalPaise)}</dd>
          </div>
          {bill.couponDiscountPaise > 0 && (
            <div className="flex justify-between gap-4">
              {/* CGST Act s.15(3)(a): a discount shown on the invoice lowers the taxable value above */}
              <dt>{t('invoice.coupon', { code: invoice.couponCode })}</dt>
              <dd className="tabular-nums">−{formatRupees(bill.couponDiscountPaise)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt>{t('invoice.deliveryCharges')}</dt>
            <dd className="tabular-nums">{formatRupees(bill.deliveryFeePaise)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 text-base font-bold">
            <dt>{t('invoice.total')}</dt>
            <dd className="tabular-nums">{formatRupees(bill.totalPaise)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-slate-700">
            <dt>{t('invoice.payment')}</dt>
            <dd>{t(PAYMENT_LABELS[invoice.paymentMethod])}</dd>
          </div>
          {bill.discountPaise > 0 && (
            <p className="text-xs text-slate-600">{t('invoice.saved', { amount: formatRupees(bill.discountPaise) })}</p>
          )}
        </dl>
      </div>

      <p className="border-t border-slate-200 pt-3 text-xs text-slate-600">
        {t('invoice.soldBy', { store: store.name })}
      </p>
    </article>
  );
}

/** /orders/:orderId/invoice: the GST tax invoice of a delivered order, printable to paper or PDF. */
export function InvoicePage() {
  const { orderId = '' } = useParams();
  const invoice = useInvoice(orderId);
  const { t } = useOrdersText();

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link
          to={`/orders/${orderId}`}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('invoice.back')}
        </Link>
        {invoice.isSuccess && (
          <Button onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> {t('invoice.print')}
          </Button>
        )}
      </div>
      {invoice.isPending ? (
        <div role="status" aria-label={t('invoice.loading')} className="space-y-3 rounded-xl bg-white p-6">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : invoice.isError ? (
        isOutOfReach(invoice.error) ? (
          <ErrorState message={t('invoice.notFound')} />
        ) : invoice.error instanceof ApiError && invoice.error.code === 'CONFLICT' ? (
          // Not delivered yet: the server says when an invoice will exist.
          <ErrorState message={errorMessage(invoice.error)} />
        ) : (
          <ErrorState message={t('invoice.loadFailed')} onRetry={() => void invoice.refetch()} />
        )
      ) : (
        <Invoice invoice={invoice.data} />
      )}
    </div>
  );
}
