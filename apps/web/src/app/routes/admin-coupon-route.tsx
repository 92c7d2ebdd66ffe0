import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminCouponPage } from '@/features/admin-coupons/pages/admin-coupon-page';

/** /admin/coupons/:couponId: the coupon with its administrators' changes (features stay apart). */
export function AdminCouponRoute() {
  const couponId = useParams().couponId ?? '';
  return <AdminCouponPage couponId={couponId} history={<RecordHistory subjectType="coupon" subjectId={couponId} />} />;
}
