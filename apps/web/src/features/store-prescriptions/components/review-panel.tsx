import { ArrowLeft } from 'lucide-react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { PrescriptionDetail } from '@/components/prescriptions/prescription-detail';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { useStorePrescription } from '../api';
import { QuoteBuilder } from './quote-builder';
import { ReopenAction } from './reopen-action';
import { ReviewActions } from './review-actions';

/** One prescription opened for verification (the API logs the view), with the pharmacist's decision. */
export function ReviewPanel({
  storeId,
  prescriptionId,
  onClose,
}: {
  storeId: string;
  prescriptionId: string;
  onClose: () => void;
}) {
  const { t } = useStorePanelText();
  const detail = useStorePrescription(storeId, prescriptionId);

  if (detail.isPending) {
    return (
      <div role="status" aria-label={t('prescriptions.panel.loading')} className="space-y-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-[50vh] w-full rounded-lg" />
      </div>
    );
  }
  if (detail.isError) {
    // An id from another store, or a mistyped one, is not this store's to open.
    const isElsewhere = isOutOfReach(detail.error);
    return (
      <div className="space-y-3">
        <Button variant="ghost" onClick={onClose} className="-ml-2">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('prescriptions.panel.back')}
        </Button>
        <ErrorState
          message={isElsewhere ? t('prescriptions.panel.elsewhere') : t('prescriptions.panel.loadError')}
          onRetry={isElsewhere ? undefined : () => void detail.refetch()}
        />
      </div>
    );
  }

  const prescription = detail.data;
  const isWaiting =
    prescription.status === 'pending' ||
    prescription.status === 'clarification_requested' ||
    prescription.reviewDueHere;
  return (
    <PrescriptionDetail
      prescription={prescription}
      access={{ storeId, reason: 'verification' }}
      orderHref={(orderId) => `/store/orders/${orderId}`}
      onClose={onClose}
      beside={prescription.quoteRequestId && <QuoteBuilder storeId={storeId} quoteId={prescription.quoteRequestId} />}
    >
      {prescription.reviewDueHere && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t('prescriptions.panel.reviewDueHere')}
        </p>
      )}
      {isWaiting && <ReviewActions storeId={storeId} prescription={prescription} onReviewed={onClose} />}
      {prescription.actions.reopen && <ReopenAction storeId={storeId} prescription={prescription} />}
    </PrescriptionDetail>
  );
}
