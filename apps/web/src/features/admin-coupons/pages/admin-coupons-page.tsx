/**
 * `/admin/coupons`: every coupon, newest first — code and title, what it gives, where, its Indian dates, its
 * uses and where it stands today — searched by code or title and filtered by status and scope. Coupons are
 * tens, so the list loads whole and filters here; the filters and sort live in the address.
 */
import {
  COUPON_SCOPES,
  COUPON_STATUSES,
  couponStatus,
  type TAdminCoupon,
  type TCouponStatus,
} from '@dawanow/shared/coupons';
import { indianToday } from '@dawanow/shared/dates';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { SkeletonList } from '@/components/ui/skeleton';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminCoupons } from '../api';
import { couponScopeLabel, couponUses, couponValidity } from '../components/coupon-facts';
import { CouponStatusBadge } from '../components/coupon-status-badge';

const FILTER_KEYS = ['q', 'status', 'scope'] as const;
const SORTABLE = ['code', 'validity', 'uses'] as const;

type TRow = TAdminCoupon & { status: TCouponStatus };

const couponColumns = (t: TAdminPanelT): ColumnDef<TRow>[] => [
  {
    id: 'code',
    header: t('coupons.columns.coupon'),
    accessorKey: 'code',
    cell: ({ row }) => (
      <>
        <Link
          to={`/admin/coupons/${row.original.id}`}
          className="font-mono font-semibold tracking-wide text-brand-800 underline"
        >
          {row.original.code}
        </Link>
        <span className="block text-xs text-slate-600">{row.original.title}</span>
      </>
    ),
  },
  // Second, so that a phone shows it without scrolling the table sideways
  {
    id: 'status',
    header: t('coupons.columns.status'),
    enableSorting: false,
    cell: ({ row }) => <CouponStatusBadge status={row.original.status} />,
  },
  {
    id: 'offer',
    header: t('coupons.columns.offer'),
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {row.original.summary}
        {row.original.isFirstOrderOnly && (
          <span className="block text-xs text-slate-600">{t('coupons.columns.firstOrderOnly')}</span>
        )}
      </>
    ),
  },
  {
    id: 'scope',
    header: t('coupons.columns.scope'),
    enableSorting: false,
    cell: ({ row }) => couponScopeLabel(t, row.original),
  },
  {
    id: 'validity',
    header: t('coupons.columns.validity'),
    accessorKey: 'validUntil',
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{couponValidity(row.original)}</span>,
  },
  {
    id: 'uses',
    header: t('coupons.columns.uses'),
    accessorKey: 'uses',
    cell: ({ row }) => <span className="tabular-nums">{couponUses(t, row.original)}</span>,
  },
];

/** The coupons the filters keep: the search finds a part of the code or the title, in any case. */
function filtered(coupons: TAdminCoupon[], filters: Partial<Record<(typeof FILTER_KEYS)[number], string>>): TRow[] {
  const today = indianToday();
  const text = filters.q?.toLocaleLowerCase('en-IN');
  return coupons
    .map((coupon) => ({ ...coupon, status: couponStatus(coupon, today) }))
    .filter(
      (coupon) =>
        (!text || `${coupon.code} ${coupon.title}`.toLocaleLowerCase('en-IN').includes(text)) &&
        (!filters.status || coupon.status === filters.status) &&
        (!filters.scope || coupon.scope === filters.scope),
    );
}

export function AdminCouponsPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => couponColumns(t), [t]);
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, { columns: SORTABLE, fallback: [] });
  const list = useAdminCoupons();
  const all = list.data?.coupons ?? [];
  const rows = filtered(all, filters);
  return (
    <div className="space-y-4">
      <PageHeader
        title={t('coupons.couponsPage.coupons')}
        description={t('coupons.couponsPage.offersCustomersApplyAt')}
      >
        <ButtonLink to="/admin/coupons/new" className="w-fit">
          <Plus className="h-4 w-4" aria-hidden="true" /> {t('coupons.couponsPage.addCoupon')}
        </ButtonLink>
      </PageHeader>
      <FilterForm
        key={formKey}
        label={t('coupons.couponsPage.findCoupons')}
        columns={4}
        submitLabel={t('coupons.couponsPage.search')}
        search={{ value: filters.q, placeholder: t('coupons.couponsPage.searchPlaceholder') }}
        onApply={apply}
      >
        <SelectFilter
          label={t('coupons.couponsPage.status')}
          name="status"
          value={filters.status}
          anyLabel={t('coupons.couponsPage.anyStatus')}
          options={COUPON_STATUSES.map((status) => [status, t(`coupons.statuses.${status}`)])}
        />
        <SelectFilter
          label={t('coupons.couponsPage.appliesAt')}
          name="scope"
          value={filters.scope}
          anyLabel={t('coupons.couponsPage.anywhere')}
          options={COUPON_SCOPES.map((scope) => [scope, t(`coupons.scopes.${scope}`)])}
        />
      </FilterForm>
      {list.isPending ? (
        <div role="status" aria-label={t('coupons.couponsPage.loadingTheCoupons')} className="space-y-2">
          <SkeletonList count={5} className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState message={t('coupons.couponsPage.theCouponsCouldNot')} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {all.length === 0 ? t('coupons.couponsPage.none') : t('coupons.couponsPage.noMatch')}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {rows.length === all.length
              ? t('coupons.couponsPage.count', { count: all.length })
              : t('coupons.couponsPage.shownOf', { shown: rows.length, count: all.length })}
          </p>
          <DataTable
            rows={rows}
            columns={columns}
            rowId={(coupon) => coupon.id}
            caption={t('coupons.couponsPage.coupons')}
            sorting={sorting}
            onSort={sortBy}
          />
        </>
      )}
    </div>
  );
}
