import type { TTestimonial } from '@dawanow/shared/testimonials';
import { Star } from 'lucide-react';
import { useTestimonialsText } from './text';

/** 1 to 5 stars as a picture, read out as "4 out of 5 stars". */
export function StarsShown({ stars }: { stars: number }) {
  const { t } = useTestimonialsText();
  return (
    <p className="flex gap-0.5" role="img" aria-label={t('stars', { count: stars })}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
          key={index}
          className={index < stars ? 'h-4 w-4 fill-amber-400 text-amber-400' : 'h-4 w-4 text-slate-300'}
          aria-hidden="true"
        />
      ))}
    </p>
  );
}

/** An approved testimonial as the home page strip and /testimonials show it: first name and city only. */
export function TestimonialCard({ testimonial }: { testimonial: TTestimonial }) {
  return (
    <figure className="h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <StarsShown stars={testimonial.rating} />
      {/* Plain text, never HTML: React escapes it, and the server refuses anything shaped like markup */}
      <blockquote className="mt-2 whitespace-pre-line break-words text-sm text-slate-800">
        “{testimonial.quote}”
      </blockquote>
      <figcaption className="mt-3 text-sm font-medium text-slate-900">
        {testimonial.authorName}, <span className="font-normal text-slate-600">{testimonial.city}</span>
      </figcaption>
    </figure>
  );
}
