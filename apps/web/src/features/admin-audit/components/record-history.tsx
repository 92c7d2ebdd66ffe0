import type { TAdminAuditSubjectType } from '@dawanow/shared/admin-audit';
import { formatIndianDateTime } from '@dawanow/shared/dates';
import { Link } from 'react-router';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useAdminAuditLog } from '../api';
import { changesOf } from './audit-log';

/** How many of a record's latest changes its own screen lists; the audit log has the rest. */
const SHOWN = 5;

/** A record's latest administrator changes, on the record's own screen, with the way to its full history. */
export function RecordHistory({ subjectType, subjectId }: { subjectType: TAdminAuditSubjectType; subjectId: string }) {
  const { t } = useAdminPanelText();
  const log = useAdminAuditLog({ subjectType, subjectId });
  const entries = log.data?.pages[0]?.entries.slice(0, SHOWN) ?? [];
  const full = `/admin/settings?view=audit-log&subjectType=${subjectType}&subjectId=${encodeURIComponent(subjectId)}`;
  return (
    <section aria-label={t('audit.recordHistory.changeHistory')} className="space-y-2 border-t border-slate-100 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">{t('audit.recordHistory.changeHistory')}</h3>
      {log.isPending ? (
        <SkeletonList count={2} className="h-8 w-full" />
      ) : log.isError ? (
        <ErrorState message={t('audit.recordHistory.theChangeHistoryCould')} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-700">{t('audit.recordHistory.noAdministratorHasChanged')}</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {entries.map((entry) => (
            <li key={entry.id}>
              <span className="text-slate-700 tabular-nums">{formatIndianDateTime(entry.createdAt)}</span> ·{' '}
              <span className="font-medium text-slate-900">{entry.actor.name}</span>
              <span className="block font-mono text-xs break-all text-slate-700">
                {changesOf(entry).join('; ') || '—'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={full} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
        {t('audit.recordHistory.fullHistoryInThe')}
      </Link>
    </section>
  );
}
