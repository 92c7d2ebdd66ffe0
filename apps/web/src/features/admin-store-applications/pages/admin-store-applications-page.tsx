/**
 * `/admin/store-applications`: pharmacies applying to join. By default the review queue (submitted, under review,
 * resubmitted), whoever has waited longest first; filtered by state (drafts only when asked for), city, days
 * waiting and part of a name or GSTIN. Filters and sort live in the address; the CSV takes the same view.
 */
import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import { formatIndianDate, formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import {
  STORE_APPLICATION_STATUS_LABELS,
  STORE_APPLICATION_STATUSES,
  type TAdminStoreApplicationFilters,
  type TAdminStoreApplicationRow,
} from '@dawanow/shared/store-applications';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { CitySelect } from '@/components/admin/store-picker';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminStoreApplications, useStoreApplicationCities } from '../api';
import {
  ApplicationStatusBadge,
  applicationName,
  LicenceWarning,
  waitingLabel,
} from '../components/application-labels';

const FILTER_KEYS = ['q', 'status', 'city', 'waitingDays'] as const;
/** "Submitted" sorts on the server (the list's own order); the others order the applications shown. */
const SORTABLE = ['submitted', 'name', 'city', 'licence'] as const;
const WAITING_OPTIONS: [string, string][] = [2, 7, 14, 30].map((days) => [String(days), `More than ${days} days`]);

const columns: ColumnDef<TAdminStoreApplicationRow>[] = [
  {
    id: 'name',
    header: 'Pharmacy',
    accessorFn: (row) => applicationName(row).toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <Link to={`/admin/store-applications/${row.original.id}`} className="font-medium text-brand-800 underline">
          {applicationName(row.original)}
        </Link>
        {row.original.legalName && row.original.legalName !== row.original.tradeName && (
          <span className="block text-xs text-slate-600">{row.original.legalName}</span>
        )}
        <span className="block font-mono text-xs text-slate-600">{row.original.gstin ?? 'No GSTIN yet'}</span>
      </>
    ),
  },
  {
    id: 'state',
    header: 'State',
    enableSorting: false,
    cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
  },
  {
    id: 'submitted',
    header: 'Submitted (IST)',
    accessorFn: (row) => row.submittedAt ?? row.createdAt,
    cell: ({ row }) => {
      const { submittedAt, createdAt, status } = row.original;
      const waiting = waitingLabel(status, submittedAt);
      return (
        <>
          <span className="block whitespace-nowrap tabular-nums">
            {submittedAt ? formatIndianDateTime(submittedAt) : `Started ${formatIndianDate(createdAt)}`}
          </span>
          {waiting && <span className="block text-xs font-medium text-amber-800">{waiting}</span>}
        </>
      );
    },
  },
  {
    id: 'city',
    header: 'City',
    accessorFn: (row) => row.city?.toLocaleLowerCase() ?? '',
    cell: ({ row }) => row.original.city ?? '—',
  },
  {
    id: 'licence',
    header: 'Licences until',
    accessorFn: (row) => row.licenceValidUntil ?? '',
    cell: ({ row }) => {
      const until = row.original.licenceValidUntil;
      if (!until) return '—';
      return (
        <span className="flex flex-col items-start gap-1">
          <span className="whitespace-nowrap">{formatIndianDate(until)}</span>
          <LicenceWarning validUntil={until} today={indianToday()} />
        </span>
      );
    },
  },
  {
    id: 'applicant',
    header: 'Applicant',
    enableSorting: false,
    cell: ({ row }) => row.original.applicantName,
  },
];

export function AdminStoreApplicationsPage() {
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: [{ id: 'submitted', desc: false }],
  });
  const [sortedBy] = sorting;
  const isServerSort = sortedBy?.id === 'submitted';
  const view = {
    ...filters,
    sort: isServerSort && sortedBy.desc ? 'newest' : 'oldest',
  } as TAdminStoreApplicationFilters;
  const list = useAdminStoreApplications(view);
  const cities = useStoreApplicationCities().data?.cities ?? [];
  const applications = list.data?.pages.flatMap((page) => page.applications) ?? [];
  const isFiltered = FILTER_KEYS.some((key) => filters[key]);
  return (
    <div className="space-y-4">
      <PageHeader
        title="Store applications"
        description="Pharmacies applying to join DawaNow: the review queue, whoever has waited longest first."
      />
      <FilterForm
        key={formKey}
        label="Find applications"
        columns={4}
        submitLabel="Search"
        exportHref={apiUrl(adminStoreApplicationsApi.exportCsv, { query: view })}
        search={{ label: 'Name or GSTIN', value: filters.q, placeholder: 'Trade or legal name, or GSTIN' }}
        onApply={apply}
      >
        <SelectFilter
          label="State"
          name="status"
          value={filters.status}
          anyLabel="Awaiting review"
          options={[
            ['any', 'Any state but draft'],
            ...STORE_APPLICATION_STATUSES.map((status): [string, string] => [
              status,
              STORE_APPLICATION_STATUS_LABELS[status],
            ]),
          ]}
        />
        <CitySelect value={filters.city} cities={cities} />
        <SelectFilter
          label="Waiting"
          name="waitingDays"
          value={filters.waitingDays}
          anyLabel="Any time"
          options={WAITING_OPTIONS}
        />
      </FilterForm>
      <PagedList
        query={list}
        count={applications.length}
        noun="applications"
        empty={
          isFiltered
            ? 'No application matches this search.'
            : 'No application is waiting for review. Pharmacies apply at /pharmacy-partner; each application appears here once submitted.'
        }
        note="“Submitted” sorts every application; the other columns order the applications shown."
      >
        <DataTable
          rows={applications}
          columns={columns}
          rowId={(row) => row.id}
          caption="Store applications"
          sorting={sorting}
          onSort={sortBy}
          isSortedByServer={isServerSort}
          minWidth="min-w-[56rem]"
        />
      </PagedList>
    </div>
  );
}
