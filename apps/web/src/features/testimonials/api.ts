import { testimonialsApi } from '@dawanow/shared/api/testimonials';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

/** A page of approved testimonials, featured first, then newest. */
export function useTestimonialPage(page: number) {
  return useQuery({
    ...apiQueryOptions(testimonialsApi.list, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}
