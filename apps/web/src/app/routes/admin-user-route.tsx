import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminUserPage } from '@/features/admin-users/pages/admin-user-page';

/** /admin/users/:userId: the account with its own change history from the audit log (features stay apart). */
export function AdminUserRoute() {
  const userId = useParams().userId ?? '';
  return <AdminUserPage userId={userId} history={<RecordHistory subjectType="user" subjectId={userId} />} />;
}
