/**
 * `/store/invitations/:token`: where an invitation link leads. Outside the store panel (the visitor is not a
 * member yet): it says which pharmacy and role, sends a signed-out visitor to sign in or sign up and back,
 * and joins the store when the signed-in account has the invited address.
 */
import { formatIndianDate } from '@dawanow/shared/dates';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import type { TInvitationPreview } from '@dawanow/shared/store-team';
import { LogIn, Store, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button, ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isOutOfReach } from '@/lib/api-client';
import { writeStoredJson } from '@/lib/browser-storage';
import { chooseStore } from '@/lib/current-store';
import { signInIdentity, useMe } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAcceptInvitation, useInvitationPreview } from '../api';

function Card({ children }: { children: ReactNode }) {
  return (
    // In the store panel's words, English only this round (issue 19), though shown on the customer site
    <div lang="en-IN" className="mx-auto max-w-md space-y-4 rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <Store className="h-10 w-10 text-brand-700" aria-hidden="true" />
      {children}
    </div>
  );
}

function SignedOut({ invitation }: { invitation: TInvitationPreview }) {
  const { t } = useStorePanelText();
  const { pathname } = useLocation();
  // SPEC §2: the sign-in page returns the visitor to the saved path (the key the route guards use).
  const comeBack = () => writeStoredJson('session', STORAGE_KEYS.authReturnPath, pathname);
  return (
    <>
      <p className="text-sm text-slate-700">
        <Trans
          t={t}
          i18nKey="team.invitation.signIn"
          values={{ email: invitation.email }}
          components={{ strong: <strong className="break-words" /> }}
        />
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/auth" onClick={comeBack}>
          <LogIn className="h-4 w-4" aria-hidden="true" /> {t('team.invitation.signInButton')}
        </ButtonLink>
        <ButtonLink to="/auth?tab=sign-up&method=email" variant="outline" onClick={comeBack}>
          <UserPlus className="h-4 w-4" aria-hidden="true" /> {t('team.invitation.signUp')}
        </ButtonLink>
      </div>
    </>
  );
}

function Accept({ token, invitation }: { token: string; invitation: TInvitationPreview }) {
  const { t } = useStorePanelText();
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
            toast.success(t('team.invitation.welcome', { store: storeName }));
            void navigate('/store/dashboard');
          },
          onError: (failure) => toast.error(t('team.invitation.joinFailed'), { description: failure.message }),
        })
      }
    >
      {accept.isPending ? t('team.invitation.joining') : t('team.invitation.join', { store: invitation.storeName })}
    </Button>
  );
}

export function InvitationPage() {
  const { t, i18n } = useStorePanelText();
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const me = useMe();

  if (preview.isPending || me.isPending) {
    return (
      <div role="status" aria-label={t('team.invitation.loading')} className="mx-auto max-w-md space-y-3">
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <ErrorState
        message={isOutOfReach(preview.error) ? t('team.invitation.invalid') : t('team.invitation.loadError')}
        onRetry={isOutOfReach(preview.error) ? undefined : () => void preview.refetch()}
      />
    );
  }
  const invitation = preview.data;
  const role = t(`team.roles.${invitation.role}`).toLocaleLowerCase(i18n.language);
  // An account made with a mobile number has no e-mail, so it cannot be the invited address
  const signedInAs = me.data ? (me.data.user.email?.toLowerCase() ?? signInIdentity(me.data)) : null;
  return (
    <Card>
      <h1 className="text-xl font-bold text-slate-900">{t('team.invitation.join', { store: invitation.storeName })}</h1>
      <p className="text-slate-700">
        <Trans
          t={t}
          i18nKey="team.invitation.invited"
          values={{ store: invitation.storeName, role }}
          components={{ strong: <strong /> }}
        />
      </p>
      {invitation.state !== 'open' ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t(`team.invitation.closed.${invitation.state}`)}
        </p>
      ) : !signedInAs ? (
        <SignedOut invitation={invitation} />
      ) : signedInAs !== invitation.email ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <Trans
            t={t}
            i18nKey="team.invitation.otherAccount"
            values={{ email: invitation.email, signedInAs }}
            components={{ strong: <strong className="break-words" /> }}
          />
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {t('team.invitation.until', { date: formatIndianDate(invitation.expiresAt) })}
          </p>
          <Accept token={token} invitation={invitation} />
        </>
      )}
    </Card>
  );
}
