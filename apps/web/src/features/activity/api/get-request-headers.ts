import type { HeadersResponse } from '@pageshelf/contracts/headers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const headersResponseContract = () =>
  import('@pageshelf/contracts/headers').then((m) => m.headersResponseSchema);

/**
 * `GET /api/headers`: the request facts only the server sees (location from the edge, language,
 * referrer, client address). Asked once per visit; a failure is only logged (spec section 8).
 */
export const requestHeadersQuery = () =>
  queryOptions({
    queryKey: ['request-headers'] as const,
    queryFn: async ({ signal }): Promise<HeadersResponse | null> => {
      try {
        return await api.get('/api/headers', headersResponseContract, { signal, report: 'caller' });
      } catch (error) {
        console.warn('Could not read the request headers', error);
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useRequestHeaders = (enabled = true) => useQuery({ ...requestHeadersQuery(), enabled });
