import { Link } from 'react-router';
import { DeliveryPromise } from '@/components/delivery-promise';
import { CategoryGrid } from '@/features/catalog/components/category-grid';
import { OffersStrip } from '@/features/coupons/components/offers-strip';
import { HomeHero } from '@/features/home/components/home-hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { OrderAgain } from '@/features/home/components/order-again';
import { PopularProducts } from '@/features/home/components/popular-products';
import { PrescriptionCard } from '@/features/home/components/prescription-card';
import { TestimonialsStrip } from '@/features/home/components/testimonials-strip';
import { TrustBadges } from '@/features/home/components/trust-badges';
import { useHomeText } from '@/features/home/text';
import { useSelectedStore } from '@/lib/selected-store';

/**
 * A home that sells (issue 17): the delivery promise first (the header's second row holds the search on a
 * phone), then what the customer buys — their own medicines again, offers, categories, best sellers — and
 * only then the hero, trust badges and the story of how it works.
 */
export function HomePage() {
  const { t } = useHomeText();
  const store = useSelectedStore();
  return (
    <div className="space-y-8 md:space-y-10">
      {/* The page's title for screen readers and search engines; the hero that used to hold it sits lower now. */}
      <h1 className="sr-only">{t('title')}</h1>
      <DeliveryPromise className="-mt-2 rounded-xl bg-white px-3 py-2 ring-1 ring-slate-200 md:mt-0" />
      <OrderAgain />
      <OffersStrip storeId={store?.id ?? null} />
      <section aria-labelledby="categories-heading">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="categories-heading" className="text-xl font-semibold">
            {t('categories.heading')}
          </h2>
          <Link to="/medicines" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('categories.seeAll')}
          </Link>
        </div>
        <CategoryGrid limit={6} />
      </section>
      <PopularProducts />
      <PrescriptionCard />
      <HomeHero />
      <TrustBadges />
      <HowItWorks />
      <TestimonialsStrip />
    </div>
  );
}
