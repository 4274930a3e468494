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

const comparisonContract = () =>
  import('@pageshelf/contracts/versions').then((m) => m.versionComparisonSchema);

/**
 * `GET /screens/{uuid}/versions/compare?from=&to=` (Pro): what changed between any two versions. Asked
 * only for a pair that is not a version and the one before it (`enabled`), whose changes the version holds.
 */
export const useVersionComparison = (uuid: string, from: number, to: number, enabled: boolean) =>
  useQuery({
    queryKey: ['screens', 'versions', uuid.toLowerCase(), 'compare', from, to] as const,
    queryFn: ({ signal }) =>
      api.get(
        `/api/screens/${encodeURIComponent(uuid)}/versions/compare?from=${from}&to=${to}`,
        comparisonContract,
        { signal },
      ),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
