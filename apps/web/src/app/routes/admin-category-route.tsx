import { useParams } from 'react-router';
import { RecordHistory } from '@/features/admin-audit/components/record-history';
import { AdminCategoryPage } from '@/features/admin-categories/pages/admin-category-page';

/** /admin/categories/:categoryId: the category with its administrators' changes (features stay apart). */
export function AdminCategoryRoute() {
  const categoryId = useParams().categoryId ?? '';
  return (
    <AdminCategoryPage
      categoryId={categoryId}
      history={<RecordHistory subjectType="category" subjectId={categoryId} />}
    />
  );
}
