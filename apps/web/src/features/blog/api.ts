import { blogApi } from '@dawanow/shared/api/blog';
import { catalogApi } from '@dawanow/shared/api/catalog';
import type { TBlogCategory } from '@dawanow/shared/blog';
import { useQuery } from '@tanstack/react-query';
import { apiQueryOptions } from '@/lib/api-query';

export function useBlogPosts(query: { page: number; category?: TBlogCategory | undefined }) {
  return useQuery(apiQueryOptions(blogApi.list, { query }));
}

export function useBlogPost(slug: string) {
  return useQuery(apiQueryOptions(blogApi.post, { params: { slug } }));
}

/** A few medicines of the catalogue containing a salt the post is about (the catalogue's salt search). */
export function useMedicinesWithSalt(salt: string) {
  return useQuery(apiQueryOptions(catalogApi.search, { query: { q: salt, pageSize: 4 } }));
}
