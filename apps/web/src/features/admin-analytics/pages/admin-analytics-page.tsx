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
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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

const LOSS_KINDS = {
  cancelled: { fill: '#b45309', label: 'Cancelled' },
  refunded: { fill: '#b91c1c', label: 'Refunded' },
} as const;
const count = (value: number) => value.toLocaleString('en-IN');
const numeric = (value: string) => <span className="whitespace-nowrap tabular-nums">{value}</span>;
/** The league opens at the first pharmacies in its sort; the rest are a button away. */
const LEAGUE_ROWS = 20;

const leagueColumns: ColumnDef<TStoreRow>[] = [
  {
    id: 'name',
    header: 'Pharmacy',
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
  { id: 'orders', header: 'Orders', accessorKey: 'orders', cell: ({ row }) => numeric(count(row.original.orders)) },
  {
    id: 'gmv',
    header: 'GMV',
    accessorKey: 'gmvPaise',
    cell: ({ row }) => numeric(formatRupees(row.original.gmvPaise)),
  },
  {
    id: 'acceptance',
    header: 'Accepted',
    accessorFn: (store) => store.acceptanceRate ?? -1,
    cell: ({ row }) => numeric(formatRate(row.original.acceptanceRate)),
  },
  {
    id: 'acceptTime',
    header: 'Time to accept',
    accessorFn: (store) => store.averageAcceptSeconds ?? Number.POSITIVE_INFINITY,
    cell: ({ row }) => numeric(formatDuration(row.original.averageAcceptSeconds)),
  },
  {
    id: 'packed',
    header: 'Packed in 15 min',
    accessorFn: (store) => store.packedInTimeRate ?? -1,
    cell: ({ row }) => numeric(formatRate(row.original.packedInTimeRate)),
  },
  {
    id: 'promise',
    header: 'On promise',
    accessorFn: (store) => store.promiseHitRate ?? -1,
    cell: ({ row }) => numeric(formatRate(row.original.promiseHitRate)),
  },
  {
    id: 'lost',
    header: 'Cancelled / refunded',
    accessorFn: (store) => store.cancelled + store.refunded,
    cell: ({ row }) => numeric(`${count(row.original.cancelled)} / ${count(row.original.refunded)}`),
  },
];
const SORTABLE = leagueColumns.map((column) => column.id ?? '');

function Analytics({ data, query }: { data: TAdminAnalytics; query: TAdminAnalyticsQuery }) {
  const { totals, acceptance, delivery } = data;
  const { sorting, sortBy } = useUrlFilters([], { columns: SORTABLE, fallback: [{ id: 'gmv', desc: true }] });
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
        <Figure label="GMV" value={formatRupees(totals.gmvPaise)} hint="Orders not cancelled, with delivery" />
        <Figure label="Orders" value={count(totals.orders)} hint={`${count(totals.cancelled)} cancelled besides`} />
        <Figure
          label="Average order"
          value={totals.averageOrderPaise === null ? '—' : formatRupees(totals.averageOrderPaise)}
        />
        <Figure label="New customers" value={count(totals.newCustomers)} hint="Their first order" />
        <Figure label="Returning customers' orders" value={count(totals.returningOrders)} />
        <Figure
          label="Refunded"
          value={count(totals.refunded)}
          hint={totals.refunded ? `${formatRupees(totals.refundedPaise)} in all` : undefined}
        />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          {...card('gmv-by-day')}
          isEmpty={!hasOrders}
          emptyText="No orders in this period."
          className="lg:col-span-2"
        >
          <SalesByDayChart
            days={data.byDay.map((day) => ({ date: day.date, orders: day.orders, salesPaise: day.gmvPaise }))}
            moneyLabel="GMV"
          />
          <Legend
            items={[
              [BAR_FILL, 'GMV (bars)'],
              [LINE_STROKE, 'Orders (line)'],
            ]}
          />
        </ChartCard>
        <ChartCard {...card('acceptance')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label="Acceptance rate"
              value={formatRate(acceptance.rate)}
              hint={`${count(acceptance.accepted)} of ${count(acceptance.decided)} offers`}
            />
            <Figure label="Median time" value={formatDuration(acceptance.medianSeconds)} />
            <Figure label="90th percentile" value={formatDuration(acceptance.p90Seconds)} />
          </dl>
        </ChartCard>
        <ChartCard {...card('delivery')} isEmpty={false} emptyText="">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Figure
              label="Median"
              value={formatDuration(delivery.medianSeconds)}
              hint={`${count(delivery.delivered)} express and standard orders`}
            />
            <Figure label="90th percentile" value={formatDuration(delivery.p90Seconds)} />
            <Figure
              label="Delivery promise kept"
              value={formatRate(delivery.promiseHitRate)}
              hint="Express 30 min, standard 60 min"
            />
          </dl>
        </ChartCard>
        <ChartCard
          {...card('top-medicines')}
          isEmpty={data.topMedicines.length === 0}
          emptyText="No medicines sold in this period."
        >
          <TopSalesChart rows={data.topMedicines} />
        </ChartCard>
        <ChartCard
          {...card('top-salts')}
          isEmpty={data.topSalts.length === 0}
          emptyText="No medicines sold in this period."
        >
          <TopSalesChart rows={data.topSalts.map((salt) => ({ name: salt.salt, salesPaise: salt.salesPaise }))} />
        </ChartCard>
        <ChartCard
          {...card('losses')}
          isEmpty={data.losses.length === 0}
          emptyText="No cancellations or refunds in this period."
          className="lg:col-span-2"
        >
          <LossesChart losses={data.losses} kinds={LOSS_KINDS} />
        </ChartCard>
        <ChartCard
          {...card('stores')}
          isEmpty={data.stores.length === 0}
          emptyText="No pharmacy had orders in this period."
          className="lg:col-span-2"
          showsTable
        >
          <DataTable
            rows={data.stores}
            columns={leagueColumns}
            rowId={(store) => store.storeId}
            caption="Pharmacies in this period, sortable by each column"
            sorting={sorting}
            onSort={sortBy}
            minWidth="min-w-[60rem]"
            maxRows={showAll ? undefined : LEAGUE_ROWS}
          />
          {data.stores.length > LEAGUE_ROWS && (
            <Button variant="outline" className="mt-3" onClick={() => setShowAll(!showAll)} aria-expanded={showAll}>
              {showAll ? `Show the first ${LEAGUE_ROWS}` : `Show all ${data.stores.length} pharmacies`}
            </Button>
          )}
        </ChartCard>
      </div>
    </div>
  );
}

export function AdminAnalyticsPage() {
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
        title="Analytics"
        description="Orders count on the day they were placed (Indian time), in the city of the pharmacy holding them."
      />
      <div className="flex flex-wrap items-end gap-4">
        <RangePicker key={choice} choice={choice} range={range} onChange={onRange} />
        <form
          aria-label="City"
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
        {city ? ` · ${city}` : ' · every city'}
        {analytics.data?.asOf &&
          ` · figures as of ${formatIndianDateTime(analytics.data.asOf)}, refreshed every ${ANALYTICS_REFRESH_MINUTES} minutes`}
      </p>
      <AnalyticsState result={analytics} errorMessage="We could not load the analytics.">
        {(data) => <Analytics data={data} query={query} />}
      </AnalyticsState>
    </div>
  );
}
