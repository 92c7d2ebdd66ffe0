/** The signed-in user as every feature sees it (one query, shared through the query cache). */
import { ZMe } from '@dawanow/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in user, or null when signed out (an expired or invalid session is signed out, SPEC §4). */
export function useMe() {
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest('/me', ZMe, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export const PROFILE_TABS = ['personal', 'orders', 'prescriptions', 'addresses', 'security'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
