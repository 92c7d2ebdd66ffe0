import { ArrowLeft, CheckCircle2, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PrescriptionStatusBadge } from '@/components/prescriptions/prescription-status-badge';
import { PrescriptionViewer } from '@/components/prescriptions/prescription-viewer';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { usePrescription } from '../api';
import { OrderFromPrescription } from '../components/order-from-prescription';
import { PrescriptionFacts } from '../components/prescription-facts';
import { CHECKED_WHEN_PREPARED } from '../messages';
import { checkoutWith, isFromCheckout } from '../return-to';

const nextSteps = [
  CHECKED_WHEN_PREPARED,
  'You see its status under Prescriptions in your profile.',
  'Schedule H and H1 medicines are dispensed only against a valid prescription; others need none.',
];

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `prescription-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
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

  if (prescription.isPending) {
    return (
      <div role="status" aria-label="Loading your prescription" className="mx-auto max-w-3xl space-y-4">
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
        <PageHeader title="Prescription" />
        <ErrorState
          message={isMissing ? 'We could not find this prescription in your account.' : prescription.error.message}
          onRetry={isMissing ? undefined : () => void prescription.refetch()}
        />
        <ButtonLink to="/upload-prescription" variant="outline">
          Upload a prescription
        </ButtonLink>
      </div>
    );
  }

  const data = prescription.data;
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Prescription received">
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <CheckCircle2 className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Status: <PrescriptionStatusBadge status={data.status} />
        </p>
      </PageHeader>
      {isFromCheckout(params) && (
        <ButtonLink to={checkoutWith(data.id)} size="lg" className="w-full sm:w-auto">
          <ArrowLeft className="h-5 w-5" aria-hidden="true" /> Back to checkout with this prescription
        </ButtonLink>
      )}
      {/* The pharmacist building the order is what most customers came for: it comes first. */}
      <Card title="Order medicines from this prescription">
        <OrderFromPrescription prescription={data} />
      </Card>
      <Card title="Your prescription">
        <PrescriptionViewer files={data.files} />
        <PrescriptionFacts prescription={data} />
      </Card>
      <Card title="What happens next">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
          {nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Card>
      <Card title="Or attach it at checkout">
        <p className="text-sm text-slate-700">
          Already know what you need? Add the medicines to your cart; at checkout, choose this prescription in the
          Prescription step.
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/cart" variant="outline">
            <ShoppingCart className="h-5 w-5" aria-hidden="true" /> Go to cart
          </ButtonLink>
          <ButtonLink to="/medicines" variant="ghost">
            Browse medicines
          </ButtonLink>
        </div>
      </Card>
      <p className="text-sm">
        <Link to="/upload-prescription" className="font-medium text-brand-700 underline">
          Upload another prescription
        </Link>
      </p>
    </div>
  );
}
