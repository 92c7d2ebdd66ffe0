/**
 * `/admin/users`: every account, newest first, found by part of a name, e-mail or phone and filtered by role
 * and status. Search, filters and the column sort live in the address, so a link reproduces the view; the
 * CSV export takes the same filters.
 */

import {
  ADMIN_USER_ROLES,
  ADMIN_USER_STATUSES,
  type TAdminUserSummary,
  type TAdminUsersFilters,
} from '@dawanow/shared/admin-users';
import { adminUsersApi } from '@dawanow/shared/api/admin-users';
import { isPhoneAccountEmail } from '@dawanow/shared/auth';
import { formatIndianDate } from '@dawanow/shared/dates';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type TAdminPanelT, useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { DataTable } from '@/components/data-table/data-table';
import { PagedList } from '@/components/data-table/paged-list';
import { FilterForm } from '@/components/ui/filter-form';
import { PageHeader } from '@/components/ui/page-header';
import { SelectFilter } from '@/components/ui/select-filter';
import { apiUrl } from '@/lib/api-client';
import { useUrlFilters } from '@/lib/url-filters';
import { useAdminUsers } from '../api';
import { RoleLabel, StatusBadge } from '../components/user-labels';

const FILTER_KEYS = ['q', 'role', 'status'] as const;
/** Columns a header click sorts by; the list arrives newest first, which is "joined, descending". */
const SORTABLE = ['name', 'email', 'role', 'joined'] as const;
const DEFAULT_SORT: SortingState = [{ id: 'joined', desc: true }];

const userColumns = (t: TAdminPanelT): ColumnDef<TAdminUserSummary>[] => [
  {
    id: 'name',
    header: t('users.columns.name'),
    accessorFn: (user) => user.name.toLocaleLowerCase(),
    cell: ({ row }) => (
      <Link to={`/admin/users/${row.original.id}`} className="font-medium text-brand-800 underline">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: 'email',
    header: t('users.columns.email'),
    accessorKey: 'email',
    // An account made with a mobile number has only a stand-in address (issue 17)
    cell: ({ row }) => (isPhoneAccountEmail(row.original.email) ? t('users.columns.noEmail') : row.original.email),
  },
  {
    id: 'phone',
    header: t('users.columns.phone'),
    enableSorting: false,
    cell: ({ row }) => <span className="tabular-nums">{row.original.phone ?? '—'}</span>,
  },
  {
    id: 'role',
    header: t('users.columns.role'),
    accessorFn: (user) => `${user.platformRole === 'admin' ? 0 : 1}${user.storeCount > 0 ? 0 : 1}`,
    cell: ({ row }) => <RoleLabel user={row.original} />,
  },
  {
    id: 'status',
    header: t('users.columns.status'),
    enableSorting: false,
    cell: ({ row }) => <StatusBadge suspendedAt={row.original.suspendedAt} />,
  },
  {
    id: 'joined',
    header: t('users.columns.joined'),
    accessorKey: 'createdAt',
    cell: ({ row }) => <span className="tabular-nums">{formatIndianDate(row.original.createdAt)}</span>,
  },
];

function Filters({ filters, onApply }: { filters: TAdminUsersFilters; onApply: (next: FormData) => void }) {
  const { t } = useAdminPanelText();
  return (
    <FilterForm
      label={t('users.filters.findUsers')}
      columns={4}
      submitLabel={t('users.filters.search')}
      exportHref={apiUrl(adminUsersApi.exportCsv, { query: filters })}
      search={{ value: filters.q, placeholder: t('users.filters.searchPlaceholder') }}
      onApply={onApply}
    >
      <SelectFilter
        label={t('users.filters.role')}
        name="role"
        value={filters.role}
        anyLabel={t('users.filters.anyRole')}
        options={ADMIN_USER_ROLES.map((role) => [role, t(`labels.userRoles.${role}`)])}
      />
      <SelectFilter
        label={t('users.filters.status')}
        name="status"
        value={filters.status}
        anyLabel={t('users.filters.anyStatus')}
        options={ADMIN_USER_STATUSES.map((status) => [status, t(`labels.userStatuses.${status}`)])}
      />
    </FilterForm>
  );
}

export function AdminUsersPage() {
  const { t } = useAdminPanelText();
  const columns = useMemo(() => userColumns(t), [t]);
  const { filters, sorting, formKey, apply, sortBy } = useUrlFilters(FILTER_KEYS, {
    columns: SORTABLE,
    fallback: DEFAULT_SORT,
  });
  const list = useAdminUsers(filters as TAdminUsersFilters);

  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  return (
    <div className="space-y-4">
      <PageHeader title={t('users.usersPage.users')} description={t('users.usersPage.customersStoreMembersAnd')} />
      {/* Remounted when the address changes its filters (the back button, a shared link) */}
      <Filters key={formKey} filters={filters as TAdminUsersFilters} onApply={apply} />
      <PagedList
        query={list}
        count={users.length}
        noun={t('users.usersPage.noun')}
        empty={t('users.usersPage.noUserMatchesThis')}
        note={t('users.usersPage.sortingOrdersTheUsers')}
      >
        {/* Sorting orders the users loaded: the server pages them newest first */}
        <DataTable
          rows={users}
          columns={columns}
          rowId={(user) => user.id}
          caption={t('users.usersPage.users')}
          sorting={sorting}
          onSort={sortBy}
        />
      </PagedList>
    </div>
  );
}
