/**
 * `/admin/analytics`: how the marketplace is doing over a period, optionally in one city — GMV, orders and
 * customers, how fast pharmacies accept and orders arrive, what was lost and why, what sells, and every pharmacy's
 * standing. Period, city and the league table's sort live in the address; each card downloads its table as CSV.
 */
import type { TAdminAnalytics, TAdminAnalyticsQuery, TAdminAnalyticsTableId } from '@dawanow/shared/admin-analytics';
import { ANALYTICS_REFRESH_MINUTES, adminAnalyticsTable } from '@dawanow/shared/admin-analytics';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { formatRupees } from '@dawanow/shared/money';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { CityFilter } from '@/components/admin/store-picker';
import { AnalyticsState, rangeLabel } from '@/components/analytics/analytics-state';
import { ChartCard, formatDuration, formatRate } from '@/components/analytics/chart-card';
import { LossesChart, SalesByDayChart, TopSalesChart } from '@/components/analytics/charts';
import { Figure } from '@/components/analytics/figure';
import { Legend } from '@/components/analytics/legend';
import { RangePicker, useAddressRange } from '@/components/analytics/range-picker';
import { DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { BAR_FILL, LINE_STROKE } from '@/lib/chart-format';
import { useUrlFilters } from '@/lib/url-filters';
import { adminAnalyticsCsvUrl, useAdminAnalytics } from '../api';

type TStoreRow = TAdminAnalytics['stores'][number];

const lossKinds = (t: TAdminPanelT) => ({
  cancelled: { fill: '#b45309', label: t('analytics.losses.cancelled') },
  refunded: { fill: '#b91c1c', label: t('analytics.losses.refunded') },
});
const count = (value: number) => value.toLocaleString('en-IN');
const numeric = (value: string) => <span className="whitespace-nowrap tabular-nums">{value}</span>;
/** The league opens at the first pharmacies in its sort; the rest are a button away. */
const LEAGUE_ROWS = 20;

const leagueColumns = (t: TAdminPanelT): ColumnDef<TStoreRow>[] => [
  {
    id: 'name',
    header: t('analytics.league.pharmacy'),
    accessorFn: (store) => store.name.toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <Link to={`/admin/stores/${row.original.storeId}`} className="font-medium text-brand-800 underline">
          {row.original.name}
        </Link>
        <span className="block text-xs text-slate-600">{row.original.city}</span>
      </>
    ),
  },
  {
    id: 'orders',
    header: t('analytics.league.orders'),
    accessorKey: 'orders',
    cell: ({ row }) => numeric(count(row.original.orders)),
  },
  {
    id: 'gmv',
    header: t('analytics.league.gmv'),
    accessorKey: 'gmvPaise',
    cell: ({ row }) => numeric(formatRupees(row.original.gmvPaise)),
  },
  {
    id: 'acceptance',
    header: t('analytics.league.accepted'),
    accessorFn: (store) => store.acceptanceRate ?? -1,
    cell: ({ row }) => numeric(formatRate(row.original.acceptanceRate)),
  },
  {
    id: 'acceptTime',
    header: t('analytics.league.acceptTime'),
    accessorFn: (store) => store.averageAcceptSeconds ?? Number.POSITIVE_INFINITY,
    cell: ({ row }) => numeric(formatDuration(row.original.averageAcceptSeconds)),
  },
  {
    id: 'packed',
    header: t('analytics.league.packed'),
    accessorFn: (store) => store.packedInTimeRate ?? -1,
    cell: ({ row }) => numeric(formatRate(row.original.packedInTimeRate)),
  },
  {
    id: 'promise',
    header: t('analytics.league.promise'),
    accessorFn: (store) => store.promiseHitRate ?? -1,
    cell: ({ row }) => numeric(formatRate(row.original.promiseHitRate)),
  },
  {
    id: 'lost',
    header: t('analytics.league.lost'),
    accessorFn: (store) => store.cancelled + store.refunded,
    cell: ({ row }) => numeric(`${count(row.original.cancelled)} / ${count(row.original.refunded)}`),
  },
];

function Analytics({ data, query }: { data: TAdminAnalytics; query: TAdminAnalyticsQuery }) {
  const { t } = useAdminPanelText();
  const { totals, acceptance, delivery } = data;
  const columns = useMemo(() => leagueColumns(t), [t]);
  const { sorting, sortBy } = useUrlFilters([], {
    columns: columns.map((column) => column.id ?? ''),
    fallback: [{ id: 'gmv', desc: true }],
  });
  const [showAll, setShowAll] = useState(false);
  const card = (id: TAdminAnalyticsTableId) => ({
    id,
    table: adminAnalyticsTable(data, id),
    csvUrl: adminAnalyticsCsvUrl(query, id),
  });
  const hasOrders = totals.orders > 0 || totals.cancelled > 0;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:grid-cols-3 xl:grid-cols-6">
        <Figure
          label={t('analytics.analytics.gmv')}
          value={formatRupees(totals.gmvPaise)}
          hint={t('analytics.analytics.ordersNotCancelledWith')}
        />
        <Figure
          label={t('analytics.analytics.orders')}
          value={count(totals.orders)}
          hint={t('analytics.analytics.cancelledBesides', { count: count(totals.cancelled) })}
        />
        <Figure
          label={t('analytics.analytics.averageOrder')}
          value={totals.averageOrderPaise === null ? '—' : formatRupees(totals.averageOrderPaise)}
        />
        <Figure
          label={t('analytics.analytics.newCustomers')}
          value={count(totals.newCustomers)}
          hint={t('analytics.analytics.theirFirstOrder')}
        />
        <Figure label={t('analytics.analytics.returningCustomersOrders')} value={count(totals.returningOrders)} />
        <Figure
          label={t('analytics.analytics.refunded')}
          value={count(totals.refunded)}
          hint={
            totals.refunded
              ? t('analytics.analytics.refundedInAll', { amount: formatRupees(totals.refundedPaise) })
              : undefined
          }
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          {...card('gmv-by-day')}
          isEmpty={!hasOrders}
          emptyText={t('analytics.analytics.noOrdersInThis')}
          className="lg:col-span-2"
        >
          <SalesByDayChart
            days={data.byDay.map((day) => ({ date: day.date, orders: day.orders, salesPaise: day.gmvPaise }))}
            moneyLabel={t('analytics.analytics.gmv')}
          />
          <Legend
            items={[
              [BAR_FILL, t('analytics.analytics.gmvBars')],
              [LINE_STROKE, t('analytics.analytics.ordersLine')],
            ]}
          />
        </ChartCard>
        <ChartCard {...card('acceptance')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label={t('analytics.analytics.acceptanceRate')}
              value={formatRate(acceptance.rate)}
              hint={t('analytics.analytics.acceptedOfOffers', {
                accepted: count(acceptance.accepted),
                decided: count(acceptance.decided),
              })}
            />
            <Figure label={t('analytics.analytics.medianTime')} value={formatDuration(acceptance.medianSeconds)} />
            <Figure label={t('analytics.analytics.90thPercentile')} value={formatDuration(acceptance.p90Seconds)} />
          </dl>
        </ChartCard>
        <ChartCard {...card('delivery')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label={t('analytics.analytics.median')}
              value={formatDuration(delivery.medianSeconds)}
              hint={t('analytics.analytics.deliveredOrders', { delivered: count(delivery.delivered) })}
            />
            <Figure label={t('analytics.analytics.90thPercentile')} value={formatDuration(delivery.p90Seconds)} />
            <Figure
              label={t('analytics.analytics.deliveryPromiseKept')}
              value={formatRate(delivery.promiseHitRate)}
              hint={t('analytics.analytics.express30MinStandard')}
            />
          </dl>
        </ChartCard>
        <ChartCard
          {...card('top-medicines')}
          isEmpty={data.topMedicines.length === 0}
          emptyText={t('analytics.analytics.noMedicinesSoldIn')}
        >
          <TopSalesChart rows={data.topMedicines} />
        </ChartCard>
        <ChartCard
          {...card('top-salts')}
          isEmpty={data.topSalts.length === 0}
          emptyText={t('analytics.analytics.noMedicinesSoldIn')}
        >
          <TopSalesChart rows={data.topSalts.map((salt) => ({ name: salt.salt, salesPaise: salt.salesPaise }))} />
        </ChartCard>
        <ChartCard
          {...card('losses')}
          isEmpty={data.losses.length === 0}
          emptyText={t('analytics.analytics.noCancellationsOrRefunds')}
          className="lg:col-span-2"
        >
          <LossesChart losses={data.losses} kinds={lossKinds(t)} />
        </ChartCard>
        <ChartCard
          {...card('stores')}
          isEmpty={data.stores.length === 0}
          emptyText={t('analytics.analytics.noPharmacyHadOrders')}
          className="lg:col-span-2"
          showsTable
        >
          <DataTable
            rows={data.stores}
            columns={columns}
            rowId={(store) => store.storeId}
            caption={t('analytics.analytics.pharmaciesInThisPeriod')}
            sorting={sorting}
            onSort={sortBy}
            minWidth="min-w-[60rem]"
            maxRows={showAll ? undefined : LEAGUE_ROWS}
          />
          {data.stores.length > LEAGUE_ROWS && (
            <Button variant="outline" className="mt-3" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
              {showAll
                ? t('analytics.analytics.showFirst', { rows: LEAGUE_ROWS })
                : t('analytics.analytics.showAll', { count: data.stores.length })}
            </Button>
          )}
        </ChartCard>
      </div>
    </div>
  );
}

export function AdminAnalyticsPage() {
  const { t } = useAdminPanelText();
  const [searchParams, setSearchParams] = useSearchParams();
  const { choice, range, onChange: onRange } = useAddressRange();
  const city = searchParams.get('city')?.trim() || undefined;
  const query: TAdminAnalyticsQuery = { ...range, ...(city ? { city } : {}) };
  const analytics = useAdminAnalytics(query);

  // The city changes its own part of the address and keeps the others (the period, the table's sort).
  const onCity = (picked: string) => {
    const next = new URLSearchParams(searchParams);
    if (picked) next.set('city', picked);
    else next.delete('city');
    setSearchParams(next);
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('analytics.analyticsPage.analytics')}
        description={t('analytics.analyticsPage.ordersCountOnThe')}
      />
      <div className="flex flex-wrap items-end gap-4">
        <RangePicker key={choice} choice={choice} range={range} onChange={onRange} />
        <form
          aria-label={t('analytics.analyticsPage.city')}
          className="w-56"
          onChange={(event) => {
            onCity(String(new FormData(event.currentTarget).get('city') ?? ''));
          }}
          onSubmit={(event) => event.preventDefault()}
        >
          <CityFilter value={city} />
        </form>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {rangeLabel(range)}
        {city ? ` · ${city}` : t('analytics.analyticsPage.everyCity')}
        {analytics.data?.asOf &&
          t('analytics.analyticsPage.asOf', {
            dateTime: formatIndianDateTime(analytics.data.asOf),
            minutes: ANALYTICS_REFRESH_MINUTES,
          })}
      </p>
      <AnalyticsState result={analytics} errorMessage={t('analytics.analyticsPage.weCouldNotLoad')}>
        {(data) => <Analytics data={data} query={query} />}
      </AnalyticsState>
    </div>
  );
}
