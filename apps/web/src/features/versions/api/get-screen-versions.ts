import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isNotFound } from '#lib/api-client';

const screenVersionsContract = () =>
  import('@pageshelf/contracts/versions').then((m) => m.screenVersionsSchema);

/** `GET /screens/{uuid}/versions` (Pro): the screen's pictures over time, newest first. */
export const screenVersionsQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['screens', 'versions', uuid.toLowerCase()] as const,
    queryFn: ({ signal }) =>
      api.get(`/api/screens/${encodeURIComponent(uuid)}/versions`, screenVersionsContract, {
        report: isNotFound,
        signal,
      }),
  });

/** Asked only for those who may see versions (`enabled`): others would only be refused. */
export const useScreenVersions = (uuid: string, enabled: boolean) =>
  useQuery({ ...screenVersionsQueryOptions(uuid), enabled });
