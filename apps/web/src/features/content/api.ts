import {
  type TContactMessageRequest,
  type TContentPageSlug,
  ZContactMessageResponse,
  ZContentPage,
} from '@dawanow/shared/content';
import { ZSiteConfig } from '@dawanow/shared/site';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useContentPage(slug: TContentPageSlug) {
  return useQuery({
    queryKey: ['content-page', slug],
    queryFn: ({ signal }) => apiRequest(`/content/pages/${slug}`, ZContentPage, { signal }),
  });
}

export function useSiteConfig() {
  return useQuery({ queryKey: ['site'], queryFn: ({ signal }) => apiRequest('/site', ZSiteConfig, { signal }) });
}

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: TContactMessageRequest) =>
      apiRequest('/contact', ZContactMessageResponse, { method: 'POST', body: message }),
  });
}
