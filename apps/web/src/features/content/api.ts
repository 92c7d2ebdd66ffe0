import { contentApi } from '@dawanow/shared/api/content';
import { siteApi } from '@dawanow/shared/api/site';
import type { TContactMessageRequest, TContentPageSlug } from '@dawanow/shared/content';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/api-query';

export function useContentPage(slug: TContentPageSlug) {
  return useQuery(apiQueryOptions(contentApi.page, { params: { slug } }));
}

export function useSiteConfig() {
  return useQuery(apiQueryOptions(siteApi.config));
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: TContactMessageRequest) => callApi(contentApi.sendContactMessage, { body: message }),
  });
}
