import { Star } from 'lucide-react';
import { useTestimonials } from '../api';

/** Customer testimonials, once any are published; until then (or if they fail to load) nothing shows. */
export function TestimonialsStrip() {
  const testimonials = useTestimonials();
  if (!testimonials.data || testimonials.data.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className="mb-4 text-xl font-semibold">
        What our customers say
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:px-0">
        {testimonials.data.map((testimonial) => (
          <li key={testimonial.id} className="w-72 shrink-0 snap-start md:w-auto">
            <figure className="h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="flex gap-0.5" role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
                {Array.from({ length: 5 }, (_, index) => (
                  <Star
                    // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
                    key={index}
                    className={
                      index < testimonial.rating ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-slate-300'
                    }
                    aria-hidden="true"
                  />
                ))}
              </p>
              <blockquote className="mt-2 text-sm text-slate-800">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-3 text-sm font-medium text-slate-900">
                {testimonial.authorName}, <span className="font-normal text-slate-600">{testimonial.city}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
