import { ArrowLeft, CheckCircle2, ShoppingCart } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { PrescriptionViewer } from '@/components/prescriptions/prescription-viewer';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/i18n/error-message';
import { usePrescription } from '../api';
import { OrderFromPrescription } from '../components/order-from-prescription';
import { PrescriptionFacts } from '../components/prescription-facts';
import { checkoutWith, isFromCheckout } from '../return-to';

const nextSteps = [
  'messages.checkedWhenPrepared',
  'confirmation.nextSteps.status',
  'confirmation.nextSteps.rules',
] as const;

function Card({ title, children }: { title: string; children: ReactNode }) {
  // Not derived from the title: a Hindi title has no Latin letters to make a distinct id from
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /upload-prescription/confirmation/:prescriptionId: what was received and the two ways to order with it. */
export function PrescriptionConfirmationPage() {
  const { prescriptionId = '' } = useParams();
  const [params] = useSearchParams();
  const prescription = usePrescription(prescriptionId);
  const { t } = usePrescriptionsText();

  if (prescription.isPending) {
    return (
      <div role="status" aria-label={t('confirmation.loading')} className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    );
  }
  if (prescription.isError) {
    const isMissing = prescription.error instanceof ApiError && prescription.error.code === 'NOT_FOUND';
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <PageHeader title={t('confirmation.title')} />
        <ErrorState
          message={isMissing ? t('confirmation.notFound') : errorMessage(prescription.error)}
          onRetry={isMissing ? undefined : () => void prescription.refetch()}
        />
        <ButtonLink to="/upload-prescription" variant="outline">
          {t('confirmation.uploadOne')}
        </ButtonLink>
      </div>
    );
  }

  const data = prescription.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={t('confirmation.received')}>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <CheckCircle2 className="h-5 w-5 text-brand-700" aria-hidden="true" />
          {t('confirmation.status')} <PrescriptionStatusBadge status={data.status} />
        </p>
      </PageHeader>
      {isFromCheckout(params) && (
        <ButtonLink to={checkoutWith(data.id)} size="lg" className="w-full sm:w-auto">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" /> {t('confirmation.backToCheckout')}
        </ButtonLink>
      )}
      {/* The pharmacist building the order is what most customers came for: it comes first. */}
      <Card title={t('confirmation.orderFromIt')}>
        <OrderFromPrescription prescription={data} />
      </Card>
      <Card title={t('confirmation.yours')}>
        <PrescriptionViewer files={data.files} />
        <PrescriptionFacts prescription={data} />
      </Card>
      <Card title={t('confirmation.next')}>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {nextSteps.map((step) => (
            <li key={step}>{t(step)}</li>
          ))}
        </ol>
      </Card>
      <Card title={t('confirmation.attachAtCheckout')}>
        <p className="text-sm text-slate-700">{t('confirmation.alreadyKnow')}</p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/cart" variant="outline">
            <ShoppingCart className="h-5 w-5" aria-hidden="true" /> {t('confirmation.goToCart')}
          </ButtonLink>
          <ButtonLink to="/medicines" variant="ghost">
            {t('confirmation.browse')}
          </ButtonLink>
        </div>
      </Card>
      <p className="text-sm">
        <Link to="/upload-prescription" className="font-medium text-brand-700 underline">
          {t('confirmation.uploadAnother')}
        </Link>
      </p>
    </div>
  );
}
