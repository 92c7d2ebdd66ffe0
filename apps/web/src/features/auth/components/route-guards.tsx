/** SPEC §2 "Route protection": the client mirrors what the server enforces. */
import type { TPlatformRole } from '@dawanow/shared/auth';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { toast } from 'sonner';
import { ErrorState } from '@/components/ui/error-state';
import { isSessionLoading, useMe } from '@/lib/session';
import { saveReturnPath } from '../return-path';

export function VerifyingAuthentication() {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-700">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      Verifying authentication...
    </div>
  );
}

/**
 * Who is signed in could not be learned (no connection, issue 19): not "signed out" — sending the customer to sign
 * in would lose where they were — but a page that says so and asks again.
 */
function SignInUnknown({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <ErrorState
      message={`We could not check that you are signed in. ${message ?? 'You seem to be offline.'}`}
      onRetry={onRetry}
    />
  );
}

/** The guard's answer while the session is not known yet: still loading, or no connection to ask. */
function SessionUnknown({ me }: { me: ReturnType<typeof useMe> }) {
  return isSessionLoading(me) ? (
    <VerifyingAuthentication />
  ) : (
    <SignInUnknown message={me.error?.message} onRetry={() => void me.refetch()} />
  );
}

function SendToSignIn() {
  const { pathname, search } = useLocation();
  saveReturnPath(`${pathname}${search}`);
  return <Navigate to="/auth" replace />;
}

function Denied({ description }: { description: string }) {
  useEffect(() => {
    // A fixed id: React's double effects in development must not show it twice.
    toast.error('Access Denied', { id: 'access-denied', description });
  }, [description]);
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
  if (!me.data.hasStoreAccess) return <Denied description="You don't have access to the store panel" />;
  return <Outlet />;
}

export function RequireRole({ roles }: { roles: readonly TPlatformRole[] }) {
  const me = useMe();
  if (me.data === undefined) return <SessionUnknown me={me} />;
  if (!me.data) return <SendToSignIn />;
  if (!roles.includes(me.data.platformRole)) {
    return <Denied description="You don't have permission to access this page" />;
  }
  return <Outlet />;
}
