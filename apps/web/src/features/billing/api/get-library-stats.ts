import { libraryStatsSchema } from '@pageshelf/contracts/library';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /api/library/stats`: how much the library holds, and how much of it is locked on Free. */
export const getLibraryStats = (signal?: AbortSignal) =>
  api.get('/api/library/stats', libraryStatsSchema, { report: 'caller', ...(signal ? { signal } : {}) });

export const libraryStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['library', 'stats'] as const,
    queryFn: ({ signal }) => getLibraryStats(signal),
    staleTime: 60_000,
  });

export const useLibraryStats = () => useQuery(libraryStatsQueryOptions());
