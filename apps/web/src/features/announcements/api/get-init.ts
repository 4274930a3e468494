import { initResponseSchema } from '@pageshelf/contracts/init';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /init`: start-up data, today the announcement banner. */
export const getInit = (signal?: AbortSignal) =>
  api.get('/api/init', initResponseSchema, { report: 'caller', ...(signal ? { signal } : {}) });

export const initQueryOptions = () =>
  queryOptions({
    queryKey: ['init'] as const,
    queryFn: ({ signal }) => getInit(signal),
    staleTime: 10 * 60_000,
  });

export const useInit = () => useQuery(initQueryOptions());
