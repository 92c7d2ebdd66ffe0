import { formatIndianDate } from '@dawanow/shared/dates';
import type { TInvitationCreated, TTeamInvitation } from '@dawanow/shared/store-team';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useInvite, useRevokeInvitation } from '../api';

/**
 * Invitations not yet accepted. Their links cannot be shown again (only a hash is kept), so "New link"
 * invites the same address again: the old link stops working and the new one can be shared.
 */
export function PendingInvitations({
  storeId,
  invitations,
  onInvited,
}: {
  storeId: string;
  invitations: TTeamInvitation[];
  onInvited: (created: TInvitationCreated) => void;
}) {
  const { t } = useStorePanelText();
  const revoke = useRevokeInvitation(storeId);
  const invite = useInvite(storeId);

  return (
    <section aria-labelledby="team-invitations" className="space-y-3">
      <h2 id="team-invitations" className="font-semibold text-slate-900">
        {t('team.invitations.title', { count: invitations.length })}
      </h2>
      {invitations.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          {t('team.invitations.none')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-label={t('team.invitations.label', { email: invitation.email })}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  {t('team.invitations.until', {
                    role: t(`team.roles.${invitation.role}`),
                    date: formatIndianDate(invitation.expiresAt),
                  })}
                  {invitation.invitedBy && t('team.invitations.by', { name: invitation.invitedBy })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={invite.isPending || invitation.role === 'admin'}
                  onClick={() =>
                    invitation.role !== 'admin' &&
                    invite.mutate(
                      { email: invitation.email, role: invitation.role },
                      {
                        onSuccess: onInvited,
                        onError: (failure) =>
                          toast.error(t('team.invitations.noNewLink'), { description: failure.message }),
                      },
                    )
                  }
                >
                  {t('team.invitations.newLink')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () => toast.success(t('team.invitations.withdrawn', { email: invitation.email })),
                      onError: (failure) =>
                        toast.error(t('team.invitations.notWithdrawn'), { description: failure.message }),
                    })
                  }
                >
                  {t('team.invitations.revoke')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
