import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminStorePage } from '@/features/admin-stores/pages/admin-store-page';

/** /admin/stores/:storeId: the pharmacy with its administrators' changes from the audit log (features stay apart). */
export function AdminStoreRoute() {
  const storeId = useParams().storeId ?? '';
  return <AdminStorePage storeId={storeId} history={<RecordHistory subjectType="store" subjectId={storeId} />} />;
}
