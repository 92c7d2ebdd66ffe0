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
import { useStorePanelText } from '@/app/layouts/store-panel/text';
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
  const { t } = useStorePanelText();
  const { totals } = earnings;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Figure
        label={t('money.earnings.sales')}
        value={formatRupees(totals.salesPaise)}
        hint={t('money.earnings.salesHint')}
      />
      <Figure
        label={t('money.earnings.commission', { percent: COMMISSION_PERCENT })}
        value={formatRupees(totals.commissionPaise)}
      />
      <Figure
        label={t('money.earnings.commissionGst', { rate: COMMISSION_GST_RATE })}
        value={formatRupees(totals.commissionGstPaise)}
      />
      <Figure label={t('money.earnings.tcs', { rate: TCS_RATE })} value={formatRupees(totals.tcsPaise)} />
      <Figure
        label={t('money.earnings.tds', { rate: tdsRate(earnings.store.pan !== null) })}
        value={formatRupees(totals.tdsPaise)}
      />
      <Figure label={t('money.earnings.refunds')} value={formatRupees(totals.refundsPaise)} />
      <Figure
        label={t('money.earnings.cash')}
        value={formatRupees(totals.cashCollectedPaise)}
        hint={t('money.earnings.cashHint')}
      />
      <Figure
        label={t('money.earnings.adjustments')}
        value={formatRupees(totals.adjustmentsPaise)}
        hint={t('money.earnings.adjustmentsHint')}
      />
      <Figure
        label={t('money.earnings.net')}
        value={formatRupees(totals.netPaise)}
        hint={t('money.earnings.netHint')}
      />
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
  const { t } = useStorePanelText();
  const [first] = data.pages;
  if (!first) return null;
  const orders = data.pages.flatMap((page) => page.orders);
  return (
    <div className="space-y-4">
      <SectionCard
        title={t('money.earnings.totals')}
        action={
          <FileLinks what={t('money.earnings.statement')} urlOf={(format) => earningsFileUrl(storeId, range, format)} />
        }
      >
        <Totals earnings={first} />
      </SectionCard>
      <SectionCard title={t('money.earnings.orders')} className="space-y-3">
        <PagedList
          query={query}
          count={orders.length}
          noun={t('money.earnings.ordersNoun')}
          empty={t('money.earnings.noOrders')}
        >
          <EarningsOrdersTable orders={orders} />
        </PagedList>
      </SectionCard>
      <SectionCard title={t('money.earnings.adjustmentsTitle')}>
        <Adjustments adjustments={first.adjustments} />
      </SectionCard>
      <SectionCard title={t('money.earnings.taxTitle')}>
        <TaxStatement earnings={first} />
      </SectionCard>
    </div>
  );
}

function EarningsForStore({ storeId }: { storeId: string }) {
  // A month unless the address says otherwise: the tax statement is monthly, and orders settle a week after delivery
  const { t } = useStorePanelText();
  const { choice, range, onChange } = useAddressRange('30d');
  const earnings = useEarnings(storeId, range);
  return (
    <div className="space-y-4">
      <RangePicker key={choice} choice={choice} range={range} onChange={onChange} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('money.earnings.range', { range: rangeLabel(range) })}
      </p>
      <AnalyticsState
        result={earnings}
        errorMessage={t('money.earnings.loadError')}
        loadingLabel={t('money.earnings.loading')}
      >
        {(data) => <Earnings data={data} query={earnings} storeId={storeId} range={range} />}
      </AnalyticsState>
      <SectionCard title={t('money.earnings.howDeductions')}>
        <DeductionsExplainer />
      </SectionCard>
    </div>
  );
}

export function StoreEarningsPage() {
  const { t } = useStorePanelText();
  return (
    <MoneyScreen title={t('money.earnings.title')} description={t('money.earnings.description')}>
      {(storeId) => <EarningsForStore storeId={storeId} />}
    </MoneyScreen>
  );
}
