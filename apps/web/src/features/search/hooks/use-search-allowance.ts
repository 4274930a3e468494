import type { SessionUser } from '@pageshelf/contracts/session';
import { searchLimitFor, searchQuotaState } from '@pageshelf/domain/search-quota';
import { useMemo } from 'react';
import { useSession } from '#lib/auth';

/** A free member's searches today: how many, how many left, and whether the next one is refused. */
export interface SearchAllowance {
  readonly limit: number;
  readonly remaining: number;
  readonly blocked: boolean;
}

/**
 * What the session says of a member's searches today (the search's own answer keeps it current, see
 * `searchQueryOptions`); `null` for Pro (unlimited) and for visitors (who are asked to sign in instead).
 */
export function allowanceOf(user: SessionUser | null): SearchAllowance | null {
  if (user === null) return null;
  const limit = searchLimitFor(user);
  if (limit === null) return null;
  // The session's count is of the running window: it starts now as far as this display is concerned.
  const now = Date.now();
  const state = searchQuotaState({ count: user.searchCount, timestamp: now }, { now, limit });
  return { limit, remaining: state.remaining ?? 0, blocked: state.blocked };
}

/** The signed-in member's search allowance, or `null` (Pro, visitors). */
export function useSearchAllowance(): SearchAllowance | null {
  const { user } = useSession();
  return useMemo(() => allowanceOf(user), [user]);
}
