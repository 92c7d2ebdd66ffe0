/**
 * `/store/invitations/:token`: where an invitation link leads. Outside the store panel (the visitor is not a
 * member yet): it says which pharmacy and role, sends a signed-out visitor to sign in or sign up and back,
 * and joins the store when the signed-in account has the invited address.
 */
import { formatIndianDate } from '@dawanow/shared/dates';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import { STORE_MEMBER_ROLE_LABELS, type TInvitationPreview } from '@dawanow/shared/store-team';
import { LogIn, Store, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { writeStoredJson } from '@/lib/browser-storage';
import { chooseStore } from '@/lib/current-store';
import { signInIdentity, useMe } from '@/lib/session';
import { useAcceptInvitation, useInvitationPreview } from '../api';

const CLOSED: Record<Exclude<TInvitationPreview['state'], 'open'>, string> = {
  accepted: 'This invitation has already been accepted.',
  expired: 'This invitation has expired. Ask the pharmacy to send a new one.',
  revoked: 'This invitation was withdrawn. Ask the pharmacy for a new one.',
};

function Card({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <Store className="h-10 w-10 text-brand-700" aria-hidden="true" />
      {children}
    </div>
  );
}

function SignedOut({ invitation }: { invitation: TInvitationPreview }) {
  const { pathname } = useLocation();
  // SPEC §2: the sign-in page returns the visitor to the saved path (the key the route guards use).
  const comeBack = () => writeStoredJson('session', STORAGE_KEYS.authReturnPath, pathname);
  return (
    <>
      <p className="text-sm text-slate-700">
        Sign in with <strong className="break-words">{invitation.email}</strong> to accept. New to DawaNow? Create an
        account with that address first, then you come back here.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/auth" onClick={comeBack}>
          <LogIn className="h-4 w-4" aria-hidden="true" /> Sign in
        </ButtonLink>
        <ButtonLink to="/auth?tab=sign-up&method=email" variant="outline" onClick={comeBack}>
          <UserPlus className="h-4 w-4" aria-hidden="true" /> Create an account
        </ButtonLink>
      </div>
    </>
  );
}

function Accept({ token, invitation }: { token: string; invitation: TInvitationPreview }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: ({ storeId, storeName }) => {
            chooseStore(storeId);
            toast.success(`Welcome to ${storeName}`);
            void navigate('/store/dashboard');
          },
          onError: (failure) => toast.error('You could not join', { description: failure.message }),
        })
      }
    >
      {accept.isPending ? 'Joining…' : `Join ${invitation.storeName}`}
    </Button>
  );
}

export function InvitationPage() {
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const me = useMe();

  if (preview.isPending || me.isPending) {
    return (
      <div role="status" aria-label="Loading the invitation" className="mx-auto max-w-md space-y-3">
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <ErrorState
        message={
          isOutOfReach(preview.error)
            ? 'This invitation link is not valid. Check that you opened the whole link, or ask the pharmacy for a new one.'
            : 'We could not load the invitation.'
        }
        onRetry={isOutOfReach(preview.error) ? undefined : () => void preview.refetch()}
      />
    );
  }
  const invitation = preview.data;
  const role = STORE_MEMBER_ROLE_LABELS[invitation.role].toLowerCase();
  // An account made with a mobile number has no e-mail, so it cannot be the invited address
  const signedInAs = me.data ? (me.data.user.email?.toLowerCase() ?? signInIdentity(me.data)) : null;
  return (
    <Card>
      <h1 className="text-xl font-bold text-slate-900">Join {invitation.storeName}</h1>
      <p className="text-slate-700">
        You are invited to work at {invitation.storeName} on DawaNow as <strong>{role}</strong>.
      </p>
      {invitation.state !== 'open' ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {CLOSED[invitation.state]}
        </p>
      ) : !signedInAs ? (
        <SignedOut invitation={invitation} />
      ) : signedInAs !== invitation.email ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This invitation is for <strong className="break-words">{invitation.email}</strong>, but you are signed in as{' '}
          <strong className="break-words">{signedInAs}</strong>. Sign out and sign in with the invited address.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">The link works until {formatIndianDate(invitation.expiresAt)}.</p>
          <Accept token={token} invitation={invitation} />
        </>
      )}
    </Card>
  );
}
