import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { LogIn } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePrescriptionsText } from '@/components/prescriptions/text';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { writeStoredJson } from '@/lib/browser-storage';
import { useMe } from '@/lib/session';
import { PrescriptionGuide } from '../components/prescription-guide';
import { UploadForm } from '../components/upload-form';
import { isFromCheckout } from '../return-to';

function SignInToUpload() {
  const { pathname, search } = useLocation();
  const { t } = usePrescriptionsText();
  return (
    <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 md:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('upload.signInTitle')}</h2>
      <p className="text-sm text-slate-700">{t('upload.signInWhy')}</p>
      <ButtonLink
        to="/auth"
        size="lg"
        // SPEC §2: the sign-in page returns the visitor to the saved path (the key the route guards use).
        onClick={() => writeStoredJson('session', STORAGE_KEYS.authReturnPath, `${pathname}${search}`)}
      >
        <LogIn className="h-5 w-5" aria-hidden="true" /> {t('upload.signIn')}
      </ButtonLink>
    </div>
  );
}

/** /upload-prescription (public): guests learn why to sign in; customers upload photos or PDFs. */
export function UploadPrescriptionPage() {
  const me = useMe();
  const [params] = useSearchParams();
  const fromCheckout = isFromCheckout(params);
  const { t } = usePrescriptionsText();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('upload.title')} description={t('upload.description')}>
        {fromCheckout && (
          <Link to="/checkout" className="inline-block py-2 text-sm font-medium text-brand-700 underline">
            {t('upload.backToCheckout')}
          </Link>
        )}
      </PageHeader>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
        {me.isPending ? (
          <div role="status" aria-label={t('upload.checkingSignIn')} className="space-y-3">
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
        ) : me.isError ? (
          <ErrorState message={t('upload.signInCheckFailed')} onRetry={() => void me.refetch()} />
        ) : me.data ? (
          <UploadForm isFromCheckout={fromCheckout} />
        ) : (
          <SignInToUpload />
        )}
        <PrescriptionGuide />
      </div>
    </div>
  );
}
