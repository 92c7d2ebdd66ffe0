import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminProductPage } from '@/features/admin-catalog/pages/admin-product-page';

/**
 * The product's edit screen (`/admin/inventory/edit/:productId`, `/admin/inventory/:productId`,
 * `/admin/product/edit/:productId`) with its administrators' changes (features stay apart).
 */
export function AdminProductRoute() {
  const productId = useParams().productId ?? '';
  return (
    <AdminProductPage
      key={productId}
      productId={productId}
      history={<RecordHistory subjectType="product" subjectId={productId} />}
    />
  );
}
