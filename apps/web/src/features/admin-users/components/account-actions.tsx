import { type TAdminUserDetail, ZAdminUserReasonRequest } from '@dawanow/shared/admin-users';
import { ShieldMinus, ShieldPlus, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { Button } from '@/components/ui/button';
import { WrittenReasonDialog } from '@/components/ui/written-reason-dialog';
import { toast } from '@/lib/toast';
import { type TUserChange, useChangeUser } from '../api';

type TKind = TUserChange['kind'];

/** Whether a change takes something away; its words are `users.changes.<kind>` */
const IS_DESTRUCTIVE: Record<TKind, boolean> = {
  suspend: true,
  reactivate: false,
  grantAdmin: false,
  revokeAdmin: true,
};

/**
 * Suspend or reactivate the account, make or remove a platform admin; each asks why. Never on your own
 * account, and an administrator is not suspended until their admin role is removed (the server refuses both).
 */
export function AccountActions({ detail, isYou }: { detail: TAdminUserDetail; isYou: boolean }) {
  const { t } = useAdminPanelText();
  const [open, setOpen] = useState<TKind | null>(null);
  const change = useChangeUser(detail.user.id);
  const { user } = detail;
  const isAdmin = user.platformRole === 'admin';

  if (isYou) {
    return <p className="text-sm text-slate-700">{t('users.accountActions.thisIsYourAccount')}</p>;
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {user.suspendedAt ? (
          <Button variant="outline" onClick={() => setOpen('reactivate')}>
            <UserCheck className="h-4 w-4" aria-hidden="true" /> {t('users.accountActions.reactivate')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setOpen('suspend')} disabled={isAdmin}>
            <UserX className="h-4 w-4" aria-hidden="true" /> {t('users.accountActions.suspend')}
          </Button>
        )}
        {isAdmin ? (
          <Button variant="outline" onClick={() => setOpen('revokeAdmin')}>
            <ShieldMinus className="h-4 w-4" aria-hidden="true" /> {t('users.accountActions.removeAdmin')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setOpen('grantAdmin')} disabled={Boolean(user.suspendedAt)}>
            <ShieldPlus className="h-4 w-4" aria-hidden="true" /> {t('users.accountActions.makeAdmin')}
          </Button>
        )}
      </div>
      {isAdmin && <p className="text-xs text-slate-600">{t('users.accountActions.removeTheirAdminRole')}</p>}
      {open && (
        <WrittenReasonDialog
          open
          onClose={() => setOpen(null)}
          title={t(`users.changes.${open}.title`)}
          description={t(`users.changes.${open}.description`)}
          schema={ZAdminUserReasonRequest}
          maxLength={500}
          placeholder={t('users.accountActions.eGRepeatedAbusive')}
          confirmLabel={t(`users.changes.${open}.confirm`)}
          pendingLabel={t(`users.changes.${open}.pending`)}
          isPending={change.isPending}
          isDestructive={IS_DESTRUCTIVE[open]}
          onConfirm={(reason, fail) =>
            change.mutate(
              { kind: open, reason },
              {
                onSuccess: () => {
                  setOpen(null);
                  toast.success(t(`users.changes.${open}.done`), { description: user.name });
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
