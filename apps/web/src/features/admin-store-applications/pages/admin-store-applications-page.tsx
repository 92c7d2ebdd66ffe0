/**
 * `/admin/store-applications`: pharmacies applying to join. By default the review queue (submitted, under review,
 * resubmitted), whoever has waited longest first; filtered by state (drafts only when asked for), city, days
 * waiting and part of a name or GSTIN. Filters and sort live in the address; the CSV takes the same view.
 */
import { adminStoreApplicationsApi } from '@dawanow/shared/api/admin-store-applications';
import { formatIndianDate, formatIndianDateTime, indianToday } from '@dawanow/shared/dates';
import {
  STORE_APPLICATION_STATUSES,
  type TAdminStoreApplicationFilters,
  type TAdminStoreApplicationRow,
} from '@dawanow/shared/store-applications';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
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
const WAITING_DAYS = [2, 7, 14, 30];

const applicationColumns = (t: TAdminPanelT): ColumnDef<TAdminStoreApplicationRow>[] => [
  {
    id: 'name',
    header: t('storeApplications.columns.name'),
    accessorFn: (row) => applicationName(t, row).toLocaleLowerCase(),
    cell: ({ row }) => (
      <>
        <Link to={`/admin/store-applications/${row.original.id}`} className="font-medium text-brand-800 underline">
          {applicationName(t, row.original)}
        </Link>
        {row.original.legalName && row.original.legalName !== row.original.tradeName && (
          <span className="block text-xs text-slate-600">{row.original.legalName}</span>
        )}
        <span className="block font-mono text-xs text-slate-600">
          {row.original.gstin ?? t('storeApplications.columns.noGstin')}
        </span>
      </>
    ),
  },
  {
    id: 'state',
    header: t('storeApplications.columns.state'),
    enableSorting: false,
    cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
  },
  {
    id: 'submitted',
    header: t('storeApplications.columns.submitted'),
    accessorFn: (row) => row.submittedAt ?? row.createdAt,
    cell: ({ row }) => {
      const { submittedAt, createdAt, status } = row.original;
      const waiting = waitingLabel(t, status, submittedAt);
      return (
        <>
          <span className="block whitespace-nowrap tabular-nums">
            {submittedAt
              ? formatIndianDateTime(submittedAt)
              : t('storeApplications.columns.started', { date: formatIndianDate(createdAt) })}
          </span>
          {waiting && <span className="block text-xs font-medium text-amber-800">{waiting}</span>}
        </>
      );
    },
  },
  {
    id: 'city',
    header: t('storeApplications.columns.city'),
    accessorFn: (row) => row.city?.toLocaleLowerCase() ?? '',
    cell: ({ row }) => row.original.city ?? '—',
  },
  {
    id: 'licence',
    header: t('storeApplications.columns.licence'),
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
    header: t('storeApplications.columns.applicant'),
    enableSorting: false,
    cell: ({ row }) => row.original.applicantName,
  },
];

export function AdminStoreApplicationsPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => applicationColumns(t), [t]);
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
        title={t('storeApplications.storeApplicationsPage.storeApplications')}
        description={t('storeApplications.storeApplicationsPage.pharmaciesApplyingToJoin')}
      />
      <FilterForm
        key={formKey}
        label={t('storeApplications.storeApplicationsPage.findApplications')}
        columns={4}
        submitLabel={t('storeApplications.storeApplicationsPage.search')}
        exportHref={apiUrl(adminStoreApplicationsApi.exportCsv, { query: view })}
        search={{
          label: t('storeApplications.filters.searchLabel'),
          value: filters.q,
          placeholder: t('storeApplications.filters.searchPlaceholder'),
        }}
        onApply={apply}
      >
        <SelectFilter
          label={t('storeApplications.storeApplicationsPage.state')}
          name="status"
          value={filters.status}
          anyLabel={t('storeApplications.storeApplicationsPage.awaitingReview')}
          options={[
            ['any', t('storeApplications.filters.anyButDraft')],
            ...STORE_APPLICATION_STATUSES.map((status): [string, string] => [
              status,
              t(`labels.applicationStatuses.${status}`),
            ]),
          ]}
        />
        <CitySelect value={filters.city} cities={cities} />
        <SelectFilter
          label={t('storeApplications.storeApplicationsPage.waiting')}
          name="waitingDays"
          value={filters.waitingDays}
          anyLabel={t('storeApplications.storeApplicationsPage.anyTime')}
          options={WAITING_DAYS.map((days) => [String(days), t('storeApplications.filters.moreThan', { days })])}
        />
      </FilterForm>
      <PagedList
        query={list}
        count={applications.length}
        noun={t('storeApplications.storeApplicationsPage.noun')}
        empty={
          isFiltered
            ? t('storeApplications.storeApplicationsPage.noMatch')
            : t('storeApplications.storeApplicationsPage.none')
        }
        note={t('storeApplications.storeApplicationsPage.submittedSortsEveryApplication')}
      >
        <DataTable
          rows={applications}
          columns={columns}
          rowId={(row) => row.id}
          caption={t('storeApplications.storeApplicationsPage.storeApplications')}
          sorting={sorting}
          onSort={sortBy}
          isSortedByServer={isServerSort}
          minWidth="min-w-[56rem]"
        />
      </PagedList>
    </div>
  );
}
