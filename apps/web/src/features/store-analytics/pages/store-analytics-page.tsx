import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatRupees } from '@dawanow/shared/money';
import { analyticsTable, type TAnalyticsTableId, type TStoreAnalytics } from '@dawanow/shared/store-analytics';
import { storeCan } from '@dawanow/shared/store-permissions';
import { AnalyticsState, rangeLabel } from '@/components/analytics/analytics-state';
import { ChartCard, formatDuration, formatRate } from '@/components/analytics/chart-card';
import { LossesChart, OrdersByHourChart, SalesByDayChart, TopSalesChart } from '@/components/analytics/charts';
import { Figure } from '@/components/analytics/figure';
import { RangePicker, useAddressRange } from '@/components/analytics/range-picker';
import { NotPermitted } from '@/components/ui/not-permitted';
import { useCurrentStore } from '@/lib/current-store';
import { analyticsCsvUrl, useStoreAnalytics } from '../api';

/** Cancelled and turned down, as the legend below the chart shows them. */
const LOSS_KINDS = {
  cancelled: { fill: '#b45309', label: 'Cancelled' },
  rejected: { fill: '#b91c1c', label: 'Turned down by you' },
} as const;

function Analytics({ data, range, storeId }: { data: TStoreAnalytics; range: TAnalyticsRange; storeId: string }) {
  const { totals, acceptance, fulfilment } = data;
  const card = (id: TAnalyticsTableId) => ({
    id,
    table: analyticsTable(data, id),
    csvUrl: analyticsCsvUrl(storeId, range, id),
  });
  const hasOrders = totals.orders > 0 || data.byDay.some((day) => day.salesPaise > 0);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 lg:grid-cols-3">
        <Figure label="Orders" value={String(totals.orders)} />
        <Figure label="Sales" value={formatRupees(totals.salesPaise)} />
        <Figure
          label="Average order"
          value={totals.averageOrderPaise === null ? '—' : formatRupees(totals.averageOrderPaise)}
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          {...card('sales-by-day')}
          isEmpty={!hasOrders}
          emptyText="No orders in this period."
          className="lg:col-span-2"
        >
          <SalesByDayChart days={data.byDay} />
        </ChartCard>
        <ChartCard {...card('orders-by-hour')} isEmpty={totals.orders === 0} emptyText="No orders in this period.">
          <OrdersByHourChart hours={data.byHour} />
        </ChartCard>
        <ChartCard
          {...card('top-medicines')}
          isEmpty={data.topMedicines.length === 0}
          emptyText="No medicines sold in this period."
        >
          <TopSalesChart rows={data.topMedicines} />
        </ChartCard>
        <ChartCard {...card('acceptance')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3">
            <Figure
              label="Acceptance rate"
              value={formatRate(acceptance.rate)}
              hint={`${acceptance.accepted} accepted, ${acceptance.rejected} turned down, ${acceptance.lapsed} lapsed`}
            />
            <Figure label="Median time to accept" value={formatDuration(acceptance.medianSecondsToAccept)} />
          </dl>
        </ChartCard>
        <ChartCard {...card('fulfilment')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label="Median"
              value={formatDuration(fulfilment.medianSeconds)}
              hint={`${fulfilment.packed} packed`}
            />
            <Figure label="90th percentile" value={formatDuration(fulfilment.p90Seconds)} />
            <Figure label={`Within ${FULFILMENT_SLA_MINUTES} min`} value={formatRate(fulfilment.packedInTimeRate)} />
          </dl>
        </ChartCard>
        <ChartCard
          {...card('losses')}
          isEmpty={data.losses.length === 0}
          emptyText="No cancellations or rejections in this period."
          className="lg:col-span-2"
        >
          <LossesChart losses={data.losses} kinds={LOSS_KINDS} />
        </ChartCard>
      </div>
    </div>
  );
}

function AnalyticsForStore({ storeId }: { storeId: string }) {
  const { choice, range, onChange } = useAddressRange();
  const analytics = useStoreAnalytics(storeId, range);

  return (
    <>
      <RangePicker key={choice} choice={choice} range={range} onChange={onChange} />
      <p className="mt-3 mb-4 text-sm text-slate-700" aria-live="polite">
        {rangeLabel(range)}
      </p>
      <AnalyticsState result={analytics} errorMessage="We could not load your analytics.">
        {(data) => <Analytics data={data} range={range} storeId={storeId} />}
      </AnalyticsState>
    </>
  );
}

/** /store/analytics: sales, hours, medicines, acceptance and fulfilment over a period, each with its table. */
export function StoreAnalyticsPage() {
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">Analytics</h1>
      <p className="mb-4 text-sm text-slate-700">
        {store.storeName}, counted as on the dashboard: sales are accepted orders not cancelled or refunded.
      </p>
      {storeCan(store.role, 'analytics') ? (
        <AnalyticsForStore storeId={store.storeId} />
      ) : (
        <NotPermitted message="Only the store's owner, admins and managers can see its analytics." />
      )}
    </div>
  );
}
