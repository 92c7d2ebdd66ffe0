import { PageHeader } from '@/components/ui/page-header';
import { CategoryGrid } from '@/features/catalog/components/category-grid';

export function MedicinesPage() {
  return (
    <>
      <PageHeader
        title="Medicines by category"
        description="Browse what licensed partner pharmacies near you stock. Product listings with prices and stock arrive with the catalogue."
      />
      <CategoryGrid />
    </>
  );
}
