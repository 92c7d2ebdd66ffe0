import { AuditLog } from '@/features/admin-audit/components/audit-log';
import { AdminSettingsPage } from '@/features/admin-settings/pages/admin-settings-page';

/** /admin/settings: the platform settings with the audit log as its second view (features stay apart). */
export function AdminSettingsRoute() {
  return <AdminSettingsPage auditLog={<AuditLog />} />;
}
