import { formatIndianDateTime } from '@dawanow/shared/dates';
import type { TStorePrescription } from '@dawanow/shared/prescriptions';
import { RefreshCw } from 'lucide-react';
import { PrescriptionDetail } from '@/components/prescriptions/prescription-detail';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useAccessLog } from '../api';

function AccessLog({ prescriptionId }: { prescriptionId: string }) {
  const log = useAccessLog(prescriptionId);
  return (
    <section aria-labelledby="access-log-title" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="access-log-title" className="text-base font-semibold text-slate-900">
          Access log
        </h3>
        <Button variant="ghost" onClick={() => void log.refetch()} disabled={log.isFetching}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh
        </Button>
      </div>
      {log.isPending ? (
        <div role="status" aria-label="Loading the access log" className="space-y-2">
          <SkeletonList count={3} className="h-8 w-full" />
        </div>
      ) : log.isError ? (
        <ErrorState message="We could not load the access log." onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-sm text-slate-700">Nobody but the customer has opened it.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg ring-1 ring-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Who opened this prescription, when and why</caption>
            <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When (IST)
                </th>
                <th scope="col" className="px-3 py-2">
                  Who
                </th>
                <th scope="col" className="px-3 py-2">
                  Store
                </th>
                <th scope="col" className="px-3 py-2">
                  Why
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
