import { Link } from 'react-router';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { HomeHero } from '@/features/home/components/home-hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { PopularProducts } from '@/features/home/components/popular-products';
import { PrescriptionCard } from '@/features/home/components/prescription-card';
import { TestimonialsStrip } from '@/features/home/components/testimonials-strip';
import { TrustBadges } from '@/features/home/components/trust-badges';

export function HomePage() {
  return (
    <div className="space-y-10">
      <HomeHero />
      <TrustBadges />
      <PopularProducts />
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
      <PrescriptionCard />
      <HowItWorks />
      <TestimonialsStrip />
    </div>
  );
}
