import { Link } from 'react-router';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { HomeHero } from '@/features/home/components/home-hero';
import { HowItWorks } from '@/features/home/components/how-it-works';

export function HomePage() {
  return (
    <div className="space-y-10">
      <HomeHero />
      <section aria-labelledby="categories-heading">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="categories-heading" className="text-xl font-semibold">
            Shop by category
          </h2>
          <Link to="/medicines" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            See all
          </Link>
        </div>
        <CategoryGrid limit={6} />
      </section>
      <HowItWorks />
    </div>
  );
}
