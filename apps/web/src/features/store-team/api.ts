import type { TEndpointInput } from '@dawanow/shared/api/endpoint';
import { storeTeamApi } from '@dawanow/shared/api/store-team';
import type { TAssignableStoreRole, TInviteRequest, TPharmacistMark } from '@dawanow/shared/store-team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { apiQueryOptions, queryKeyOf } from '@/lib/api-query';
import { ME_QUERY_KEY } from '@/lib/session';

const teamKey = (storeId: string) => queryKeyOf(storeTeamApi.list, { params: { storeId } });

export function useTeam(storeId: string) {
  return useQuery({ ...apiQueryOptions(storeTeamApi.list, { params: { storeId } }), staleTime: 0 });
}

/** Every team change answers with what changed; the list is read again so the page shows the server's state. */
function useTeamMutation<TVariables, TResult>(storeId: string, run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey(storeId) }),
  });
}

export function useInvite(storeId: string) {
  return useTeamMutation(storeId, (body: TInviteRequest) =>
    callApi(storeTeamApi.invite, { params: { storeId }, body }),
  );
}

export function useRevokeInvitation(storeId: string) {
  return useTeamMutation(storeId, (invitationId: string) =>
    callApi(storeTeamApi.revoke, { params: { storeId, invitationId } }),
  );
}

export function useChangeRole(storeId: string) {
  return useTeamMutation(storeId, ({ userId, role }: { userId: string; role: TAssignableStoreRole }) =>
    callApi(storeTeamApi.changeRole, { params: { storeId, userId }, body: { role } }),
  );
}

export function useRemoveMember(storeId: string) {
  return useTeamMutation(storeId, (userId: string) => callApi(storeTeamApi.remove, { params: { storeId, userId } }));
}

/** Marks a registered pharmacist (with their registration) or, given null, takes the mark away. */
export function useMarkPharmacist(storeId: string) {
  return useTeamMutation(storeId, ({ userId, mark }: { userId: string; mark: TPharmacistMark | null }) =>
    mark
      ? callApi(storeTeamApi.markPharmacist, { params: { storeId, userId }, body: mark })
      : callApi(storeTeamApi.unmarkPharmacist, { params: { storeId, userId } }),
  );
}

export function useSetOnDuty(storeId: string) {
  return useTeamMutation(storeId, ({ userId, onDuty }: { userId: string; onDuty: boolean }) =>
    callApi(storeTeamApi.onDuty, { params: { storeId, userId }, body: { onDuty } }),
  );
}

type TTokenInput = TEndpointInput<typeof storeTeamApi.preview>;

export function useInvitationPreview(token: string) {
  return useQuery({
    ...apiQueryOptions(storeTeamApi.preview, { params: { token } } satisfies TTokenInput),
    retry: false,
  });
}

/** Joining changes which stores the session may open: `me` is read again before the panel opens. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(storeTeamApi.accept, { params: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
