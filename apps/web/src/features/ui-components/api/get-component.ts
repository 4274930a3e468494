import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const componentContract = () => import('@pageshelf/contracts/content').then((m) => m.componentSchema);

/** `GET /components/{uuid}`: one component. */
export const getComponent = (uuid: string, signal?: AbortSignal) =>
  api.get(`/api/components/${encodeURIComponent(uuid)}`, componentContract, {
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const componentQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['components', 'detail', uuid.toLowerCase()] as const,
    queryFn: ({ signal }) => getComponent(uuid, signal),
  });

export const useComponent = (uuid: string) => useQuery(componentQueryOptions(uuid));
