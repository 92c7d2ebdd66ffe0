/** /testimonials (issue 18): what customers wrote after a delivery, approved by DawaNow, featured first. */
import { ZTestimonialListQuery } from '@dawanow/shared/testimonials';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/catalog/pagination';
import { TestimonialCard } from '@/components/testimonials/testimonial-card';
import { useTestimonialsText } from '@/components/testimonials/text';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useTestimonialPage } from '../api';

export function TestimonialsPage() {
  const [searchParams] = useSearchParams();
  // An address that names no real page reads as the first page
  const parsed = ZTestimonialListQuery.safeParse(Object.fromEntries(searchParams));
  const page = parsed.success ? parsed.data.page : 1;
  const testimonials = useTestimonialPage(page);
  const { t } = useTestimonialsText();

  return (
    <div>
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {testimonials.isPending ? (
        <div role="status" aria-label={t('page.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} className="h-40 w-full" />
          ))}
        </div>
      ) : testimonials.isError ? (
        <ErrorState message={t('page.loadFailed')} onRetry={() => void testimonials.refetch()} />
      ) : testimonials.data.testimonials.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('page.empty')}</p>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {testimonials.data.testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <Pagination
            page={testimonials.data.page}
            pageCount={testimonials.data.pageCount}
            hrefFor={(next) => (next === 1 ? '/testimonials' : `/testimonials?page=${next}`)}
          />
        </>
      )}
    </div>
  );
}
