import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const initResponseContract = () => import('@pageshelf/contracts/init').then((m) => m.initResponseSchema);

/** `GET /init`: start-up data, today the announcement banner. */
export const getInit = (signal?: AbortSignal) =>
  api.get('/api/init', initResponseContract, { report: 'caller', ...(signal ? { signal } : {}) });

export const initQueryOptions = () =>
  queryOptions({
    queryKey: ['init'] as const,
    queryFn: ({ signal }) => getInit(signal),
    staleTime: 10 * 60_000,
  });

export const useInit = () => useQuery(initQueryOptions());
