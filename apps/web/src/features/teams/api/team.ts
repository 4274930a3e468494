import type { CreateTeamRequest, InviteRequest, TeamResponse } from '@pageshelf/contracts/teams';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { sessionQueryOptions } from '#lib/auth';

const teamResponseContract = () => import('@pageshelf/contracts/teams').then((m) => m.teamResponseSchema);

/** `GET /api/team`: the caller's workspace, or `team: null`. */
export const getTeam = (signal?: AbortSignal) =>
  api.get('/api/team', teamResponseContract, { ...(signal ? { signal } : {}) });

export const teamQueryOptions = () =>
  queryOptions({ queryKey: ['team'] as const, queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQueryOptions());

/** The workspace changes of the team settings; each answers the workspace after it. */
export const teamCalls = {
  /** `POST /api/team`: a new workspace owned by the caller. */
  create: (body: CreateTeamRequest) =>
    api.post('/api/team', body, { schema: teamResponseContract, report: 'caller' }),
  /** `PATCH /api/team` (owner). */
  rename: (body: CreateTeamRequest) =>
    api.patch('/api/team', body, { schema: teamResponseContract, report: 'caller' }),
  /** `POST /api/team/invitations` (owner): emails each address a link. */
  invite: (body: InviteRequest) =>
    api.post('/api/team/invitations', body, { schema: teamResponseContract, report: 'caller' }),
  /** `DELETE /api/team/invitations/{id}` (owner). */
  withdraw: (invitationId: number) =>
    api.delete(`/api/team/invitations/${invitationId}`, { schema: teamResponseContract, report: 'caller' }),
  /** `DELETE /api/team/members/{id}` (owner). */
  remove: (memberId: number) =>
    api.delete(`/api/team/members/${memberId}`, { schema: teamResponseContract, report: 'caller' }),
  /** `POST /api/team/leave`: 204; the caller is in no workspace after. */
  leave: async (): Promise<TeamResponse> => {
    await api.post('/api/team/leave', undefined, { report: 'caller' });
    return { team: null };
  },
};

/**
 * A mutation of the workspace: its answer replaces the cached workspace, and the session (teamId,
 * teamSize, and premium status through a Team seat) and user info (teammates) are fetched again.
 * `after` runs first: a change that ends the workspace (leave) or starts one (create) swaps the page
 * underneath, so what the page says about it cannot wait for the component's own callbacks.
 */
export function useTeamMutation<Input>(
  call: (input: Input) => Promise<TeamResponse>,
  after?: (answer: TeamResponse, input: Input) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, input) => {
      after?.(answer, input);
      queryClient.setQueryData(teamQueryOptions().queryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['me'] }),
      ]);
    },
  });
}
