import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { sessionQueryOptions } from '#lib/auth';
import { teamQueryOptions } from './team';

const invitationPreviewContract = () =>
  import('@pageshelf/contracts/teams').then((m) => m.invitationPreviewSchema);
const teamResponseContract = () => import('@pageshelf/contracts/teams').then((m) => m.teamResponseSchema);

const path = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** `GET /api/invitations/{token}` (public): who invites to which workspace. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get(path(token), invitationPreviewContract, { report: 'caller', ...(signal ? { signal } : {}) });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** `POST /api/invitations/{token}/accept` (signed in as the invited address): the workspace joined. */
export const acceptInvitation = (token: string) =>
  api.post(`${path(token)}/accept`, undefined, { schema: teamResponseContract, report: 'caller' });

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (answer) => {
      queryClient.setQueryData(teamQueryOptions().queryKey, answer);
      // The invitation itself is not fetched again: used now, it would turn this page into an error
      // before it moves on to the team settings.
      await Promise.all([
        queryClient.refetchQueries({ queryKey: sessionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]);
    },
  });
}
