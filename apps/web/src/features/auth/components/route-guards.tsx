/** SPEC §2 "Route protection": the client mirrors what the server enforces. */
import type { TPlatformRole } from '@dawanow/shared/auth';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthText } from '@/components/auth-text';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/i18n/error-message';
import { isSessionLoading, useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { saveReturnPath } from '../return-path';

export function VerifyingAuthentication() {
  const { t } = useAuthText();
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-700">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      {t('guard.verifying')}
    </div>
  );
}

/**
 * Who is signed in could not be learned (no connection, issue 19): not "signed out" — sending the customer to sign
 * in would lose where they were — but a page that says so and asks again.
 */
function SignInUnknown({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useAuthText();
  const reason = error ? errorMessage(error) : t('guard.offline');
  return <ErrorState message={t('guard.unknown', { reason })} onRetry={onRetry} />;
}

/** The guard's answer while the session is not known yet: still loading, or no connection to ask. */
function SessionUnknown({ me }: { me: ReturnType<typeof useMe> }) {
  return isSessionLoading(me) ? (
    <VerifyingAuthentication />
  ) : (
    <SignInUnknown error={me.error} onRetry={() => void me.refetch()} />
  );
}

function SendToSignIn() {
  const { pathname, search } = useLocation();
  saveReturnPath(`${pathname}${search}`);
  return <Navigate to="/auth" replace />;
}

function Denied({ reason }: { reason: 'noStoreAccess' | 'noPermission' }) {
  const { t } = useAuthText();
  const title = t('guard.accessDenied');
  const description = t(`guard.${reason}`);
  useEffect(() => {
    // A fixed id: React's double effects in development must not show it twice.
    toast.error(title, { id: 'access-denied', description });
  }, [title, description]);
  return <Navigate to="/" replace />;
}

export function RequireSignIn() {
  const me = useMe();
  if (me.data === undefined) return <SessionUnknown me={me} />;
  return me.data ? <Outlet /> : <SendToSignIn />;
}

export function RequireStoreAccess() {
  const me = useMe();
  if (me.data === undefined) return <SessionUnknown me={me} />;
  if (!me.data) return <SendToSignIn />;
  if (!me.data.hasStoreAccess) return <Denied reason="noStoreAccess" />;
  return <Outlet />;
}

export function RequireRole({ roles }: { roles: readonly TPlatformRole[] }) {
  const me = useMe();
  if (me.data === undefined) return <SessionUnknown me={me} />;
  if (!me.data) return <SendToSignIn />;
  if (!roles.includes(me.data.platformRole)) {
    return <Denied reason="noPermission" />;
  }
  return <Outlet />;
}
