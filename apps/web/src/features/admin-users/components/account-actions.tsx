import { type TAdminUserDetail, ZAdminUserReasonRequest } from '@dawanow/shared/admin-users';
import { ShieldMinus, ShieldPlus, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { type TUserChange, useChangeUser } from '../api';

type TKind = TUserChange['kind'];

const DIALOGS: Record<
  TKind,
  { title: string; description: string; confirm: string; pending: string; done: string; isDestructive: boolean }
> = {
  suspend: {
    title: 'Suspend this account?',
    description:
      'They are signed out everywhere at once and cannot sign in until the account is reactivated. Your reason is kept in the audit log.',
    confirm: 'Suspend account',
    pending: 'Suspending…',
    done: 'Account suspended',
    isDestructive: true,
  },
  reactivate: {
    title: 'Reactivate this account?',
    description: 'They can sign in again. Your reason is kept in the audit log.',
    confirm: 'Reactivate account',
    pending: 'Reactivating…',
    done: 'Account reactivated',
    isDestructive: false,
  },
  grantAdmin: {
    title: 'Make this user a platform admin?',
    description:
      'They can see every order, user and store and change the platform’s settings. Your reason is kept in the audit log.',
    confirm: 'Make admin',
    pending: 'Saving…',
    done: 'Now a platform admin',
    isDestructive: false,
  },
  revokeAdmin: {
    title: 'Remove their admin role?',
    description: 'They keep their account as a customer (and any store roles). Your reason is kept in the audit log.',
    confirm: 'Remove admin role',
    pending: 'Saving…',
    done: 'Admin role removed',
    isDestructive: true,
  },
};

/**
 * Suspend or reactivate the account, make or remove a platform admin; each asks why. Never on your own
 * account, and an administrator is not suspended until their admin role is removed (the server refuses both).
 */
export function AccountActions({ detail, isYou }: { detail: TAdminUserDetail; isYou: boolean }) {
  const [open, setOpen] = useState<TKind | null>(null);
  const change = useChangeUser(detail.user.id);
  const { user } = detail;
  const isAdmin = user.platformRole === 'admin';

  if (isYou) {
    return <p className="text-sm text-slate-700">This is your account: another admin changes its role or status.</p>;
  }

  const dialog = open && DIALOGS[open];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {user.suspendedAt ? (
          <Button variant="outline" onClick={() => setOpen('reactivate')}>
            <UserCheck className="h-4 w-4" aria-hidden="true" /> Reactivate
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setOpen('suspend')} disabled={isAdmin}>
            <UserX className="h-4 w-4" aria-hidden="true" /> Suspend
          </Button>
        )}
        {isAdmin ? (
          <Button variant="outline" onClick={() => setOpen('revokeAdmin')}>
            <ShieldMinus className="h-4 w-4" aria-hidden="true" /> Remove admin
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setOpen('grantAdmin')} disabled={Boolean(user.suspendedAt)}>
            <ShieldPlus className="h-4 w-4" aria-hidden="true" /> Make admin
          </Button>
        )}
      </div>
      {isAdmin && <p className="text-xs text-slate-600">Remove their admin role before suspending them.</p>}
      {open && dialog && (
        <WrittenReasonDialog
          open
          onClose={() => setOpen(null)}
          title={dialog.title}
          description={dialog.description}
          schema={ZAdminUserReasonRequest}
          maxLength={500}
          placeholder="e.g. Repeated abusive calls to pharmacists (ticket 4821)"
          confirmLabel={dialog.confirm}
          pendingLabel={dialog.pending}
          isPending={change.isPending}
          isDestructive={dialog.isDestructive}
          onConfirm={(reason, fail) =>
            change.mutate(
              { kind: open, reason },
              {
                onSuccess: () => {
                  setOpen(null);
                  toast.success(dialog.done, { description: user.name });
                },
                onError: (failure) => fail(failure.message),
              },
            )
          }
        />
      )}
    </div>
  );
}
