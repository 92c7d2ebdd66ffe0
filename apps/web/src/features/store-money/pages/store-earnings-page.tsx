/**
 * `/store/earnings`: what a period's delivered orders earned after commission, its GST, TCS and TDS, refunds and
 * cash taken at the door; each order's deductions and settlement; DawaNow's adjustments with their reasons; the
 * monthly GST/TCS/TDS statement; and the period's statement as CSV or PDF. The period lives in the address.
 */
import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import { COMMISSION_PERCENT } from '@dawanow/shared/constants';
import { formatRupees } from '@dawanow/shared/money';
import { COMMISSION_GST_RATE } from '@dawanow/shared/orders/bill';
import type { TEarnings } from '@dawanow/shared/payouts/payouts';
import type { InfiniteData } from '@tanstack/react-query';
import { AnalyticsState, rangeLabel } from '@/components/analytics/analytics-state';
import { Figure } from '@/components/analytics/figure';
import { RangePicker, useAddressRange } from '@/components/analytics/range-picker';
import { PagedList } from '@/components/data-table/paged-list';
import { SectionCard } from '@/components/orders/section-card';
import { earningsFileUrl, useEarnings } from '../api';
import { Adjustments } from '../components/adjustments';
import { DeductionsExplainer } from '../components/deductions-explainer';
import { EarningsOrdersTable } from '../components/earnings-orders';
import { FileLinks } from '../components/file-links';
import { MoneyScreen } from '../components/money-screen';
import { TaxStatement } from '../components/tax-statement';
import { TCS_RATE, tdsRate } from '../money-terms';

function Totals({ earnings }: { earnings: TEarnings }) {
  const { totals } = earnings;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Figure label="Sales" value={formatRupees(totals.salesPaise)} hint="What customers paid, GST included" />
      <Figure label={`Commission (${COMMISSION_PERCENT}%)`} value={formatRupees(totals.commissionPaise)} />
      <Figure label={`GST on commission (${COMMISSION_GST_RATE}%)`} value={formatRupees(totals.commissionGstPaise)} />
      <Figure label={`TCS (${TCS_RATE})`} value={formatRupees(totals.tcsPaise)} />
      <Figure label={`TDS (${tdsRate(earnings.store.pan !== null)})`} value={formatRupees(totals.tdsPaise)} />
      <Figure label="Refunds" value={formatRupees(totals.refundsPaise)} />
      <Figure label="Cash collected" value={formatRupees(totals.cashCollectedPaise)} hint="Already with you" />
      <Figure label="Adjustments" value={formatRupees(totals.adjustmentsPaise)} hint="Corrections by DawaNow" />
      <Figure label="Net earnings" value={formatRupees(totals.netPaise)} hint="What the period adds to your balance" />
    </dl>
  );
}

function Earnings({
  data,
  query,
  storeId,
  range,
}: {
  data: InfiniteData<TEarnings>;
  query: ReturnType<typeof useEarnings>;
  storeId: string;
  range: TAnalyticsRange;
}) {
  const [first] = data.pages;
  if (!first) return null;
  const orders = data.pages.flatMap((page) => page.orders);
  return (
    <div className="space-y-4">
      <SectionCard
        title="Totals"
        action={
          <FileLinks what="this period's statement" urlOf={(format) => earningsFileUrl(storeId, range, format)} />
        }
      >
        <Totals earnings={first} />
      </SectionCard>
      <SectionCard title="Orders" className="space-y-3">
        <PagedList query={query} count={orders.length} noun="orders" empty="No order was delivered in this period.">
          <EarningsOrdersTable orders={orders} />
        </PagedList>
      </SectionCard>
      <SectionCard title="Adjustments">
        <Adjustments adjustments={first.adjustments} />
      </SectionCard>
      <SectionCard title="GST, TCS and TDS by month">
        <TaxStatement earnings={first} />
      </SectionCard>
    </div>
  );
}

function EarningsForStore({ storeId }: { storeId: string }) {
  // A month unless the address says otherwise: the tax statement is monthly, and orders settle a week after delivery
  const { choice, range, onChange } = useAddressRange('30d');
  const earnings = useEarnings(storeId, range);
  return (
    <div className="space-y-4">
      <RangePicker key={choice} choice={choice} range={range} onChange={onChange} />
      <p className="text-sm text-slate-700" aria-live="polite">
        Orders delivered {rangeLabel(range)} (Indian time)
      </p>
      <AnalyticsState result={earnings} errorMessage="We could not load your earnings." loadingLabel="Loading earnings">
        {(data) => <Earnings data={data} query={earnings} storeId={storeId} range={range} />}
      </AnalyticsState>
      <SectionCard title="How the deductions work">
        <DeductionsExplainer />
      </SectionCard>
    </div>
  );
}

export function StoreEarningsPage() {
  return (
    <MoneyScreen title="Earnings" description="your sales, what DawaNow deducts, and what reaches your bank.">
      {(storeId) => <EarningsForStore storeId={storeId} />}
    </MoneyScreen>
  );
}
