import { formatIndianDate } from '@dawanow/shared/dates';
import { STORE_MEMBER_ROLE_LABELS, type TInvitationCreated, type TTeamInvitation } from '@dawanow/shared/store-team';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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
  const revoke = useRevokeInvitation(storeId);
  const invite = useInvite(storeId);

  return (
    <section aria-labelledby="team-invitations" className="space-y-3">
      <h2 id="team-invitations" className="font-semibold text-slate-900">
        Pending invitations ({invitations.length})
      </h2>
      {invitations.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
          No invitations waiting. People you invite appear here until they accept.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              aria-label={`Invitation to ${invitation.email}`}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  {STORE_MEMBER_ROLE_LABELS[invitation.role]} · until {formatIndianDate(invitation.expiresAt)}
                  {invitation.invitedBy && ` · by ${invitation.invitedBy}`}
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
                        onError: (failure) => toast.error('No new link', { description: failure.message }),
                      },
                    )
                  }
                >
                  New link
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () => toast.success(`Invitation to ${invitation.email} withdrawn`),
                      onError: (failure) => toast.error('Not withdrawn', { description: failure.message }),
                    })
                  }
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
