import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNotFound } from '#lib/api-client';

const appHistoryContract = () => import('@pageshelf/contracts/versions').then((m) => m.appHistorySchema);

/** `GET /apps/{slug}/history` (Pro): the app's dated versions, newest first. */
export const appHistoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['apps', 'history', slug] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/apps/${encodeURIComponent(slug)}/history`, appHistoryContract, {
        report: isNotFound,
        signal,
      }),
  });

/** Asked only for those who may see versions (`enabled`). */
export const useAppHistory = (slug: string, enabled: boolean) =>
  useQuery({ ...appHistoryQueryOptions(slug), enabled });
