import { useSearchParams } from 'react-router';
import { useCatalogText } from '@/components/catalog/text';
import { PageHeader } from '@/components/ui/page-header';
import { CategoryProducts } from '@/features/catalog/components/category-products';
import { CategoryTree } from '@/features/catalog/components/category-tree';

// The API serves pages 1..500 (ZPagination); anything else in a hand-edited address is page 1.
function pageNumber(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1;
}

/** /medicines: every category; /medicines?category=…&page=…: one category's medicines (SPEC §2). */
export function MedicinesPage() {
  const { t } = useCatalogText();
  const [params] = useSearchParams();
  const slug = params.get('category');
  if (slug) return <CategoryProducts key={slug} slug={slug} page={pageNumber(params.get('page'))} />;
  return (
    <>
      <PageHeader title={t('medicinesPage.title')} description={t('medicinesPage.description')} />
      <CategoryTree />
    </>
  );
}
