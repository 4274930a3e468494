import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const flowContract = () => import('@pageshelf/contracts/content').then((m) => m.flowSchema);

/** `GET /flows/{uuid}`: a flow with its screens in order. */
export const getFlow = (uuid: string, signal?: AbortSignal) =>
  api.get(`/api/flows/${encodeURIComponent(uuid)}`, flowContract, {
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const flowQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['flows', 'detail', uuid.toLowerCase()] as const,
    queryFn: ({ signal }) => getFlow(uuid, signal),
  });

export const useFlow = (uuid: string) => useQuery(flowQueryOptions(uuid));
