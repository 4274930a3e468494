import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

const libraryStatsContract = () => import('@pageshelf/contracts/library').then((m) => m.libraryStatsSchema);

/** `GET /api/library/stats`: how much the library holds, and how much of it is locked on Free. */
export const getLibraryStats = (signal?: AbortSignal) =>
  api.get('/api/library/stats', libraryStatsContract, { report: 'caller', ...(signal ? { signal } : {}) });

export const libraryStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['library', 'stats'] as const,
    queryFn: ({ signal }) => getLibraryStats(signal),
    staleTime: 60_000,
  });

export const useLibraryStats = () => useQuery(libraryStatsQueryOptions());
