/**
 * The platform's audit log (`/admin/settings?view=audit-log`): every administrator's write with who, when,
 * what changed and why. The filters live in the address, so a link reproduces the view; CSV takes the same.
 */
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_AUDIT_SUBJECT_TYPES,
  type TAdminAuditEntry,
  type TAdminAuditFilters,
} from '@dawanow/shared/admin-audit';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { useSearchParams } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { ColumnHeads } from '@/components/ui/column-heads';
import { ErrorState } from '@/components/ui/error-state';
import { FilterForm } from '@/components/ui/filter-form';
import { InputField } from '@/components/ui/form-field';
import { SelectFilter } from '@/components/ui/select-filter';
import { SkeletonList } from '@/components/ui/skeleton';
import { apiUrl } from '@/lib/api-client';
import { useAdminAuditLog } from '../api';

const COLUMNS = ['when', 'administrator', 'action', 'record', 'change', 'reason'] as const;
const FILTER_KEYS = ['actor', 'subjectType', 'subjectId', 'action', 'from', 'to'] as const;

/** The filters as the address holds them; unknown kinds or actions are left for the server to refuse. */
function filtersOf(params: URLSearchParams): TAdminAuditFilters {
  return Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = params.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  ) as TAdminAuditFilters;
}

/** "Acceptance window: 120 → 90": what a change did, field by field, for the fields it changed. */
export function changesOf(entry: Pick<TAdminAuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const shown = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value));
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => shown(before[key]) !== shown(after[key]))
    .map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`);
}

function Filters({ filters, onApply }: { filters: TAdminAuditFilters; onApply: (next: FormData) => void }) {
  const { t } = useAdminPanelText();
  return (
    <FilterForm
      label={t('audit.filters.filterTheAuditLog')}
      columns={3}
      submitLabel={t('audit.filters.applyFilters')}
      exportHref={apiUrl(adminAuditApi.exportCsv, { query: filters })}
      onApply={onApply}
    >
      <InputField
        label={t('audit.filters.administrator')}
        name="actor"
        defaultValue={filters.actor ?? ''}
        placeholder={t('audit.filters.nameOrEMail')}
      />
      <SelectFilter
        label={t('audit.filters.action')}
        name="action"
        value={filters.action}
        anyLabel={t('audit.filters.anyAction')}
        options={ADMIN_AUDIT_ACTIONS.map((action) => [action, t(`labels.auditActions.${action}`)])}
      />
      <SelectFilter
        label={t('audit.filters.kindOfRecord')}
        name="subjectType"
        value={filters.subjectType}
        anyLabel={t('audit.filters.anyRecord')}
        options={ADMIN_AUDIT_SUBJECT_TYPES.map((type) => [type, t(`audit.subjects.${type}`)])}
      />
      <InputField label={t('audit.filters.recordId')} name="subjectId" defaultValue={filters.subjectId ?? ''} />
      <InputField label={t('audit.filters.fromIst')} name="from" type="date" defaultValue={filters.from ?? ''} />
      <InputField label={t('audit.filters.toIst')} name="to" type="date" defaultValue={filters.to ?? ''} />
    </FilterForm>
  );
}

function EntryRow({ entry }: { entry: TAdminAuditEntry }) {
  const { t } = useAdminPanelText();
  const changes = changesOf(entry);
  return (
    <tr className="align-top">
      <td className="py-3 pr-4 whitespace-nowrap tabular-nums">{formatIndianDateTime(entry.createdAt)}</td>
      <td className="py-3 pr-4">
        <span className="block font-medium text-slate-900">{entry.actor.name}</span>
        <span className="block text-xs text-slate-600">{entry.actor.email}</span>
      </td>
      <td className="py-3 pr-4">{t(`labels.auditActions.${entry.action}`)}</td>
      <td className="py-3 pr-4">
        <span className="block">{t(`audit.subjects.${entry.subjectType}`)}</span>
        <span className="block font-mono text-xs break-all text-slate-600">{entry.subjectId}</span>
      </td>
      <td className="py-3 pr-4">
        {changes.length === 0 ? (
          <span className="text-slate-600">—</span>
        ) : (
          <ul className="space-y-0.5 font-mono text-xs break-all">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="py-3">{entry.reason ?? <span className="text-slate-600">—</span>}</td>
    </tr>
  );
}

export function AuditLog() {
  const { t } = useAdminPanelText();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const log = useAdminAuditLog(filters);

  function apply(form: FormData) {
    const next = new URLSearchParams(params);
    for (const key of FILTER_KEYS) {
      const value = String(form.get(key) ?? '').trim();
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <div className="space-y-4">
      {/* Remounted when the address changes its filters (the back button, a shared link) */}
      <Filters key={params.toString()} filters={filters} onApply={apply} />
      {log.isPending ? (
        <div role="status" aria-label={t('audit.auditLog.loadingTheAuditLog')} className="space-y-2">
          <SkeletonList count={4} className="h-12 w-full" />
        </div>
      ) : log.isError ? (
        <ErrorState message={log.error.message || t('audit.auditLog.loadError')} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          {t('audit.auditLog.noAdministratorActionMatches')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">{t('audit.auditLog.administratorsActionsNewestFirst')}</caption>
            <ColumnHeads columns={COLUMNS.map((column) => t(`audit.columns.${column}`))} />
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? t('audit.auditLog.loadingOlder') : t('audit.auditLog.showOlder')}
        </Button>
      )}
    </div>
  );
}
