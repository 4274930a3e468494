import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const outboxResponseContract = () =>
  import('@pageshelf/contracts/outbox').then((m) => m.outboxResponseSchema);

/**
 * `GET /api/dev/outbox?email=`: the mail that would have been sent. It only exists when the API runs
 * in development; elsewhere it answers an error and the hint stays hidden.
 */
export const getDevOutbox = (email: string, signal?: AbortSignal) =>
  api.get('/api/dev/outbox', outboxResponseContract, {
    query: { email },
    report: 'caller',
    ...(signal ? { signal } : {}),
  });

export const devOutboxQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['dev-outbox', email] as const,
    queryFn: ({ signal }) => getDevOutbox(email, signal),
    staleTime: 0,
    retry: false,
  });

export const useDevOutbox = (email: string | null) =>
  useQuery({ ...devOutboxQueryOptions(email ?? ''), enabled: Boolean(email) });
