import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminOrderPage } from '@/features/admin-orders/pages/admin-order-page';

/** /admin/orders/:orderId: the order with its administrators' changes from the audit log (features stay apart). */
export function AdminOrderRoute() {
  const orderId = useParams().orderId ?? '';
  return <AdminOrderPage orderId={orderId} history={<RecordHistory subjectType="order" subjectId={orderId} />} />;
}
