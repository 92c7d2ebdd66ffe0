import { adminUserRoleOf, type TAdminUserSummary } from '@dawanow/shared/admin-users';
import { useAdminPanelText } from '@/app/layouts/admin-panel/text';
import { cn } from '@/lib/cn';

export function RoleLabel({ user }: { user: Pick<TAdminUserSummary, 'platformRole' | 'storeCount'> }) {
  const { t } = useAdminPanelText();
  const role = adminUserRoleOf(user);
  return (
    <span className={cn('text-sm', role === 'admin' && 'font-semibold text-brand-800')}>
      {t(`labels.userRoles.${role}`)}
      {role === 'store_member' && user.storeCount > 1 && t('users.roleLabel.stores', { count: user.storeCount })}
    </span>
  );
}

export function StatusBadge({ suspendedAt }: { suspendedAt: string | null }) {
  const { t } = useAdminPanelText();
  return suspendedAt ? (
    <span className="rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
      {t('users.statusBadge.suspended')}
    </span>
  ) : (
    <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
      {t('users.statusBadge.active')}
    </span>
  );
}
