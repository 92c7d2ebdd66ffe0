import type { TAdminUsersFilters } from '@dawanow/shared/admin-users';
import { adminAuditApi } from '@dawanow/shared/api/admin-audit';
import { adminUsersApi } from '@dawanow/shared/api/admin-users';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';

/** The users under `filters`, newest first, a page at a time ("Show more"). */
export function useAdminUsers(filters: TAdminUsersFilters) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(adminUsersApi.list, { query: filters }),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminUsersApi.list, { query: { ...filters, cursor: pageParam ?? undefined } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAdminUser(userId: string) {
  return useQuery(apiQueryOptions(adminUsersApi.detail, { params: { userId } }));
}

/** What an administrator does to an account; each takes a reason, kept in the audit log. */
export type TUserChange = { kind: 'suspend' | 'reactivate' | 'grantAdmin' | 'revokeAdmin'; reason: string };

function changeUser(userId: string, { kind, reason }: TUserChange) {
  const params = { userId };
  switch (kind) {
    case 'suspend':
      return callApi(adminUsersApi.suspend, { params, body: { reason } });
    case 'reactivate':
      return callApi(adminUsersApi.reactivate, { params, body: { reason } });
    case 'grantAdmin':
    case 'revokeAdmin':
      return callApi(adminUsersApi.setAdmin, { params, body: { grant: kind === 'grantAdmin', reason } });
  }
}

/** Changes the account, then reads the users list, this user and the audit log (its history) again. */
export function useChangeUser(userId: string) {
  const queryClient = useQueryClient();
  // `['admin', 'users']` holds the list under any filters and every user's detail
  const usersKey = queryKeyOf(adminUsersApi.detail, { params: { userId } }).slice(0, 2);
  return useMutation({
    mutationFn: (change: TUserChange) => changeUser(userId, change),
    onSettled: () =>
      Promise.all(
        [usersKey, queryKeyOf(adminAuditApi.list, { query: {} })].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
