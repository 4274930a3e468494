import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const meResponseContract = () => import('@pageshelf/contracts/me').then((m) => m.meResponseSchema);

/** `GET /me`: user info with collections, subscription and teammates. Failures are only logged. */
export const getMe = (signal?: AbortSignal) =>
  api.get('/api/me', meResponseContract, { report: 'caller', ...(signal ? { signal } : {}) });

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'] as const, queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
