import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TStorePrescription } from '@dawanow/shared/prescriptions';
import { RefreshCw } from 'lucide-react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { PrescriptionDetail } from '@/components/prescriptions/prescription-detail';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useAccessLog } from '../api';

function AccessLog({ prescriptionId }: { prescriptionId: string }) {
  const { t } = useAdminPanelText();
  const log = useAccessLog(prescriptionId);
  return (
    <section aria-labelledby="access-log-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="access-log-title" className="text-base font-semibold text-slate-900">
          {t('prescriptions.accessLog.accessLog')}
        </h3>
        <Button variant="ghost" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('prescriptions.accessLog.refresh')}
        </Button>
      </div>
      {log.isPending ? (
        <div role="status" aria-label={t('prescriptions.accessLog.loadingTheAccessLog')} className="space-y-2">
          <SkeletonList count={3} className="h-8 w-full" />
        </div>
      ) : log.isError ? (
        <ErrorState message={t('prescriptions.accessLog.weCouldNotLoad')} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-slate-700">{t('prescriptions.accessLog.nobodyButTheCustomer')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('prescriptions.accessLog.whoOpenedThisPrescription')}</caption>
            <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('prescriptions.accessLog.whenIst')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('prescriptions.accessLog.who')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('prescriptions.accessLog.store')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('prescriptions.accessLog.why')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {log.data.entries.map((entry) => (
                <tr key={`${entry.at}-${entry.viewerUserId}-${entry.reason}`}>
                  <td className="px-3 py-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatIndianDateTime(entry.at)}</time>
                  </td>
                  <td className="px-3 py-2">
                    {entry.viewerRole}
                    {entry.viewerUserId && (
                      <span className="block font-mono text-xs text-slate-600">{entry.viewerUserId}</span>
                    )}
                  </td>
                  <td className="px-3 py-2 font-mono text-xs">{entry.storeId ?? '—'}</td>
                  <td className="px-3 py-2 capitalize">{entry.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One prescription as an auditor sees it: the record, the files (opened "for audit") and who else opened them. */
export function AuditPanel({ prescription, onClose }: { prescription: TStorePrescription; onClose: () => void }) {
  return (
    <PrescriptionDetail
      prescription={prescription}
      access={{ reason: 'audit' }}
      orderHref={(orderId) => `/admin/orders/${orderId}`}
      onClose={onClose}
    >
      <AccessLog prescriptionId={prescription.id} />
    </PrescriptionDetail>
  );
}
