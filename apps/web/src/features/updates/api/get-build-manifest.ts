import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const buildManifestContract = () =>
  import('@pageshelf/contracts/build-manifest').then((m) => m.buildManifestSchema);

export const BUILD_POLL_INTERVAL_MS = 60_000;

/** `GET /build-manifest.json`: the id of the build the server has now. Failures stay silent. */
export const getBuildManifest = (signal?: AbortSignal) =>
  api.get('/build-manifest.json', buildManifestContract, { report: 'caller', ...(signal ? { signal } : {}) });

export const buildManifestQueryOptions = () =>
  queryOptions({
    queryKey: ['build-manifest'] as const,
    queryFn: ({ signal }) => getBuildManifest(signal),
    refetchInterval: BUILD_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: false,
  });

export const useBuildManifest = (enabled: boolean) => useQuery({ ...buildManifestQueryOptions(), enabled });
