import type { TAnalyticsRange } from '@dawanow/shared/analytics';
import { FULFILMENT_SLA_MINUTES } from '@dawanow/shared/constants';
import { formatRupees } from '@dawanow/shared/money';
import { analyticsTable, type TAnalyticsTableId, type TStoreAnalytics } from '@dawanow/shared/store-analytics';
import { storeCan } from '@dawanow/shared/store-permissions';
import type { TFunction } from 'i18next';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { AnalyticsState, rangeLabel } from '@/components/analytics/analytics-state';
import { ChartCard, formatDuration, formatRate } from '@/components/analytics/chart-card';
import { LossesChart, OrdersByHourChart, SalesByDayChart, TopSalesChart } from '@/components/analytics/charts';
import { Figure } from '@/components/analytics/figure';
import { RangePicker, useAddressRange } from '@/components/analytics/range-picker';
import { NotPermitted } from '@/components/ui/not-permitted';
import { useCurrentStore } from '@/lib/current-store';
import { analyticsCsvUrl, useStoreAnalytics } from '../api';

/** Cancelled and turned down, as the legend below the chart shows them. */
const lossKinds = (t: TFunction<'store-panel'>) =>
  ({
    cancelled: { fill: '#b45309', label: t('analytics.losses.cancelled') },
    rejected: { fill: '#b91c1c', label: t('analytics.losses.rejected') },
  }) as const;

function Analytics({ data, range, storeId }: { data: TStoreAnalytics; range: TAnalyticsRange; storeId: string }) {
  const { t } = useStorePanelText();
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
        <Figure label={t('analytics.orders')} value={String(totals.orders)} />
        <Figure label={t('analytics.sales')} value={formatRupees(totals.salesPaise)} />
        <Figure
          label={t('analytics.averageOrder')}
          value={totals.averageOrderPaise === null ? '—' : formatRupees(totals.averageOrderPaise)}
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          {...card('sales-by-day')}
          isEmpty={!hasOrders}
          emptyText={t('analytics.noOrders')}
          className="lg:col-span-2"
        >
          <SalesByDayChart days={data.byDay} />
        </ChartCard>
        <ChartCard {...card('orders-by-hour')} isEmpty={totals.orders === 0} emptyText={t('analytics.noOrders')}>
          <OrdersByHourChart hours={data.byHour} />
        </ChartCard>
        <ChartCard
          {...card('top-medicines')}
          isEmpty={data.topMedicines.length === 0}
          emptyText={t('analytics.noMedicines')}
        >
          <TopSalesChart rows={data.topMedicines} />
        </ChartCard>
        <ChartCard {...card('acceptance')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3">
            <Figure
              label={t('analytics.acceptanceRate')}
              value={formatRate(acceptance.rate)}
              hint={t('analytics.acceptanceHint', {
                accepted: acceptance.accepted,
                rejected: acceptance.rejected,
                lapsed: acceptance.lapsed,
              })}
            />
            <Figure label={t('analytics.medianAccept')} value={formatDuration(acceptance.medianSecondsToAccept)} />
          </dl>
        </ChartCard>
        <ChartCard {...card('fulfilment')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label={t('analytics.median')}
              value={formatDuration(fulfilment.medianSeconds)}
              hint={t('analytics.packed', { count: fulfilment.packed })}
            />
            <Figure label={t('analytics.p90')} value={formatDuration(fulfilment.p90Seconds)} />
            <Figure
              label={t('analytics.withinSla', { minutes: FULFILMENT_SLA_MINUTES })}
              value={formatRate(fulfilment.packedInTimeRate)}
            />
          </dl>
        </ChartCard>
        <ChartCard
          {...card('losses')}
          isEmpty={data.losses.length === 0}
          emptyText={t('analytics.noLosses')}
          className="lg:col-span-2"
        >
          <LossesChart losses={data.losses} kinds={lossKinds(t)} />
        </ChartCard>
      </div>
    </div>
  );
}

function AnalyticsForStore({ storeId }: { storeId: string }) {
  const { t } = useStorePanelText();
  const { choice, range, onChange } = useAddressRange();
  const analytics = useStoreAnalytics(storeId, range);

  return (
    <>
      <RangePicker key={choice} choice={choice} range={range} onChange={onChange} />
      <p className="mt-3 mb-4 text-sm text-slate-700" aria-live="polite">
        {rangeLabel(range)}
      </p>
      <AnalyticsState result={analytics} errorMessage={t('analytics.loadError')}>
        {(data) => <Analytics data={data} range={range} storeId={storeId} />}
      </AnalyticsState>
    </>
  );
}

/** /store/analytics: sales, hours, medicines, acceptance and fulfilment over a period, each with its table. */
export function StoreAnalyticsPage() {
  const { t } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <h1 className="mb-1 text-2xl font-bold tracking-tight text-slate-900">{t('analytics.title')}</h1>
      <p className="mb-4 text-sm text-slate-700">{t('analytics.intro', { store: store.storeName })}</p>
      {storeCan(store.role, 'analytics') ? (
        <AnalyticsForStore storeId={store.storeId} />
      ) : (
        <NotPermitted message={t('analytics.notPermitted')} />
      )}
    </div>
  );
}
