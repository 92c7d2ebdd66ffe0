import { AuditLog } from '@/features/admin-audit/components/audit-log';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminSettingsPage } from '@/features/admin-settings/pages/admin-settings-page';

/** /admin/settings: the platform settings with their change history, and the audit log as a second view (features stay apart). */
export function AdminSettingsRoute() {
  return (
    <AdminSettingsPage
      auditLog={<AuditLog />}
      orderSettingsHistory={<RecordHistory subjectType="settings" subjectId="orders" />}
    />
  );
}
