import type { TPrescriptionSummary } from '@dawanow/shared/prescriptions';
import { FileText, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useMyPrescriptions } from '@/lib/queries/prescriptions';
import { PrescriptionFacts, PrescriptionFiles } from './prescription-facts';

function PrescriptionCard({ prescription }: { prescription: TPrescriptionSummary }) {
  const headingId = `prescription-${prescription.id}`;
  const { t } = usePrescriptionsText();
  return (
    <li aria-labelledby={headingId} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {prescription.patientName}
          {prescription.doctorName && <span className="font-normal text-slate-600"> · {prescription.doctorName}</span>}
        </h3>
        <PrescriptionStatusBadge status={prescription.status} />
      </div>
      <PrescriptionFiles prescription={prescription} />
      <PrescriptionFacts prescription={prescription} />
      {prescription.orders.length > 0 && (
        <div className="text-sm">
          <p className="text-slate-600">{t('tab.usedFor')}</p>
          <ul className="flex flex-wrap gap-x-3">
            {prescription.orders.map((order) => (
              <li key={order.id}>
                <Link
                  to={`/orders/${order.id}`}
                  className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
                >
                  {t('tab.order', { number: order.number })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {prescription.usable && (
          <ButtonLink to="/cart" variant="outline" size="sm" className="h-11">
            {t('tab.useForNew')}
          </ButtonLink>
        )}
        <ButtonLink
          to={`/upload-prescription/confirmation/${prescription.id}`}
          variant="ghost"
          size="sm"
          className="h-11"
        >
          {t('tab.details')}
        </ButtonLink>
      </div>
    </li>
  );
}

/**
 * The profile's "Prescriptions" tab: every prescription with its check, validity and the orders that used
 * it. Exported for app/routes to compose into the account feature's profile (features stay apart).
 */
export function PrescriptionsTab() {
  const prescriptions = useMyPrescriptions();
  const { t } = usePrescriptionsText();
  if (prescriptions.isPending) {
    return (
      <div role="status" aria-label={t('tab.loading')} className="space-y-3">
        <SkeletonList count={2} className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (prescriptions.isError) {
    return <ErrorState message={t('tab.loadFailed')} onRetry={() => void prescriptions.refetch()} />;
  }
  if (prescriptions.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
        <FileText className="h-12 w-12 text-slate-400" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{t('tab.emptyTitle')}</h2>
        <p className="max-w-sm text-sm text-slate-700">{t('tab.emptyBody')}</p>
        <ButtonLink to="/upload-prescription">
          <Upload className="h-5 w-5" aria-hidden="true" /> {t('tab.upload')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('tab.heading')}</h2>
        <ButtonLink to="/upload-prescription" size="sm" className="h-11">
          <Upload className="h-4 w-4" aria-hidden="true" /> {t('tab.uploadNew')}
        </ButtonLink>
      </div>
      <ul className="space-y-3">
        {prescriptions.data.map((prescription) => (
          <PrescriptionCard key={prescription.id} prescription={prescription} />
        ))}
      </ul>
    </div>
  );
}
