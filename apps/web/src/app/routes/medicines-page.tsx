import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useCategories } from '@/features/catalog/api';
import { CategoryGrid } from '@/features/catalog/components/category-grid';

export function MedicinesPage() {
  const [params] = useSearchParams();
  const chosen = useCategories().data?.find((category) => category.slug === params.get('category'));
  return (
    <>
      {chosen ? (
        <PageHeader
          title={chosen.name}
          description={`${chosen.description}. Medicines with prices and stock at pharmacies near you arrive with the catalogue.`}
        />
      ) : (
        <PageHeader
          title="Medicines by category"
          description="Browse what licensed partner pharmacies near you stock. Product listings with prices and stock arrive with the catalogue."
        />
      )}
      <CategoryGrid />
    </>
  );
}
