import type { TAdminTestimonialFilters } from '@dawanow/shared/admin-testimonials';
import { adminTestimonialsApi } from '@dawanow/shared/api/admin-testimonials';
import type { TTestimonialModeration } from '@dawanow/shared/testimonials';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/api-query';

/** Every testimonial under `filters`, newest first, a page at a time ("Show more"). */
export function useAdminTestimonials(filters: TAdminTestimonialFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminTestimonialsApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminTestimonialsApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Approves, hides, features or unfeatures one testimonial, then reads the list again (its status filter may drop it). */
export function useModerateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TTestimonialModeration['action'] }) =>
      callApi(adminTestimonialsApi.moderate, { params: { testimonialId: id }, body: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(adminTestimonialsApi.list, { query: {} }) }),
  });
}
