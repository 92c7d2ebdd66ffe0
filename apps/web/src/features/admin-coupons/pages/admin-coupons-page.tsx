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
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { SkeletonList } from '@/components/ui/skeleton';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminCoupons } from '../api';
import { COUPON_SCOPE_LABELS, couponScopeLabel, couponUses, couponValidity } from '../components/coupon-facts';
import { COUPON_STATUS_LABELS, CouponStatusBadge } from '../components/coupon-status-badge';

const FILTER_KEYS = ['q', 'status', 'scope'] as const;
const SORTABLE = ['code', 'validity', 'uses'] as const;

type TRow = TAdminCoupon & { status: TCouponStatus };

const columns: ColumnDef<TRow>[] = [
  {
    id: 'code',
    header: 'Coupon',
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
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <CouponStatusBadge status={row.original.status} />,
  },
  {
    id: 'offer',
    header: 'Offer',
    enableSorting: false,
    cell: ({ row }) => (
      <>
        {row.original.summary}
        {row.original.isFirstOrderOnly && <span className="block text-xs text-slate-600">First order only</span>}
      </>
    ),
  },
  { id: 'scope', header: 'Applies at', enableSorting: false, cell: ({ row }) => couponScopeLabel(row.original) },
  {
    id: 'validity',
    header: 'Valid (India time)',
    accessorKey: 'validUntil',
    cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{couponValidity(row.original)}</span>,
  },
  {
    id: 'uses',
    header: 'Uses',
    accessorKey: 'uses',
    cell: ({ row }) => <span className="tabular-nums">{couponUses(row.original)}</span>,
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
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, { columns: SORTABLE, fallback: [] });
  const list = useAdminCoupons();
  const all = list.data?.coupons ?? [];
  const rows = filtered(all, filters);
  return (
    <div className="space-y-4">
      <PageHeader
        title="Coupons"
        description="Offers customers apply at checkout. DawaNow funds the discount; pharmacies are paid their full price."
      >
        <ButtonLink to="/admin/coupons/new" className="w-fit">
          <Plus className="h-4 w-4" aria-hidden="true" /> Add coupon
        </ButtonLink>
      </PageHeader>
      <FilterForm
        key={formKey}
        label="Find coupons"
        columns={4}
        submitLabel="Search"
        search={{ value: filters.q, placeholder: 'Code or title' }}
        onApply={apply}
      >
        <SelectFilter
          label="Status"
          name="status"
          value={filters.status}
          anyLabel="Any status"
          options={COUPON_STATUSES.map((status) => [status, COUPON_STATUS_LABELS[status]])}
        />
        <SelectFilter
          label="Applies at"
          name="scope"
          value={filters.scope}
          anyLabel="Anywhere"
          options={COUPON_SCOPES.map((scope) => [scope, COUPON_SCOPE_LABELS[scope]])}
        />
      </FilterForm>
      {list.isPending ? (
        <div role="status" aria-label="Loading the coupons" className="space-y-2">
          <SkeletonList count={5} className="h-14 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState message="The coupons could not be loaded." onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-slate-700">
          {all.length === 0 ? 'No coupons yet. Add the first one.' : 'No coupon matches this search.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700" aria-live="polite">
            {rows.length === all.length
              ? `${all.length.toLocaleString('en-IN')} coupon${all.length === 1 ? '' : 's'}`
              : `${rows.length.toLocaleString('en-IN')} of ${all.length.toLocaleString('en-IN')} coupons`}
          </p>
          <DataTable
            rows={rows}
            columns={columns}
            rowId={(coupon) => coupon.id}
            caption="Coupons"
            sorting={sorting}
            onSort={sortBy}
          />
        </>
      )}
    </div>
  );
}
