import type { SessionUser } from '@pageshelf/contracts/session';
import { searchLimitFor } from '@pageshelf/domain/search-quota';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth';

const searchResponseContract = () =>
  import('@pageshelf/contracts/search').then((m) => m.searchResponseSchema);

/**
 * `GET /search?q=`: screens by their text, apps by name, categories by title. Every call spends one
 * search of the quota (server-side): a visitor is refused with `search_requires_sign_in`, a free user
 * past the limit with `search_limit_reached`; the app's failure handler opens the auth prompt and the
 * search-limit modal for those (see app/provider.tsx).
 */
export const search = (q: string, limit = 24, signal?: AbortSignal) =>
  api.get('/api/search', searchResponseContract, { query: { q, limit }, ...(signal ? { signal } : {}) });

export const searchQueryOptions = (q: string, limit = 24) =>
  queryOptions({
    queryKey: ['search', q.trim().toLowerCase(), limit] as const,
    queryFn: async ({ signal, client }) => {
      // The session keeps the searches used, so the quota shown elsewhere stays current.
      const keepCount = (count: (user: SessionUser) => number) =>
        client.setQueryData(sessionQueryOptions().queryKey, (session) =>
          session?.user
            ? { ...session, user: { ...session.user, searchCount: count(session.user) } }
            : session,
        );
      try {
        const result = await search(q.trim(), limit, signal);
        keepCount(() => result.quota.count);
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          keepCount((user) => Math.max(user.searchCount, searchLimitFor(user) ?? 0));
        }
        throw error;
      }
    },
    // A search spends quota: never refetch one behind the person's back.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
  });

export const useSearch = (q: string, limit = 24) =>
  useQuery({ ...searchQueryOptions(q, limit), enabled: q.trim().length > 0 });
