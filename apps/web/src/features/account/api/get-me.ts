import { meResponseSchema } from '@pageshelf/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `GET /me`: user info with collections, subscription and teammates. Failures are only logged. */
export const getMe = (signal?: AbortSignal) =>
  api.get('/api/me', meResponseSchema, { report: 'caller', ...(signal ? { signal } : {}) });

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['me'] as const, queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
