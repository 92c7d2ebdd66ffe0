import { Link } from 'react-router';
import { TestimonialCard } from '@/components/testimonials/testimonial-card';
import { useTestimonials } from '../api';
import { useHomeText } from '../text';

/** How many approved testimonials the home page shows (featured first); the rest are on /testimonials. */
const ON_HOME_PAGE = 6;

/** Customer testimonials, once any are approved; until then (or if they fail to load) nothing shows. */
export function TestimonialsStrip() {
  const { t } = useHomeText();
  const testimonials = useTestimonials();
  if (!testimonials.data || testimonials.data.testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id="testimonials-heading" className="text-xl font-semibold">
          {t('testimonials.heading')}
        </h2>
        {testimonials.data.total > ON_HOME_PAGE && (
          <Link
            to="/testimonials"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline"
          >
            {t('testimonials.readAll', { total: testimonials.data.total })}
          </Link>
        )}
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:px-0">
        {testimonials.data.testimonials.slice(0, ON_HOME_PAGE).map((testimonial) => (
          <li key={testimonial.id} className="w-72 shrink-0 snap-start md:w-auto">
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  );
}
