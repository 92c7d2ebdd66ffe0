import {
  SESSION_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
} from '@dawanow/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ME_QUERY_KEY, useMe } from '@/lib/session';
import { refreshSession } from './api';

/**
 * SPEC §4: check the session every 2 hours; every 5 minutes check whether it ends within
 * 10 minutes and, if so, refresh it.
 */
export function useSessionTimers(): void {
  const queryClient = useQueryClient();
  const expiresAt = useMe().data?.session.expiresAt;

  useEffect(() => {
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [queryClient]);

  useEffect(() => {
    if (!expiresAt) return;
    const refreshIfDue = () => {
      if (new Date(expiresAt).getTime() - Date.now() < TOKEN_REFRESH_THRESHOLD_MS) {
        void refreshSession(queryClient).catch(() => undefined);
      }
    };
    refreshIfDue();
    const timer = setInterval(refreshIfDue, TOKEN_REFRESH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [expiresAt, queryClient]);
}
