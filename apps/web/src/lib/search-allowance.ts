import type { SessionUser } from '@pageshelf/contracts/session';
import { SEARCH_DATA_COOKIE } from '@pageshelf/domain/constants';
import { readSearchData, searchLimitFor, searchQuotaState } from '@pageshelf/domain/search-quota';
import { useSession } from './auth';
import { useCounterCookie } from './counter-cookies';

/** A free member's searches today: how many, how many left, and whether the next one is refused. */
export interface SearchAllowance {
  readonly count: number;
  readonly limit: number;
  readonly remaining: number;
  readonly blocked: boolean;
}

/**
 * A member's searches today from the `search_data` cookie's text: the counter the API says after every
 * search (and at a refusal), which the BFF keeps there and sets when a session is loaded without one.
 * `null` for Pro (unlimited) and for visitors (who are asked to sign in instead). A window that has run
 * out counts 0, by the domain's rule.
 */
export function allowanceOf(
  user: SessionUser | null,
  searchData: string | null,
  now: number,
): SearchAllowance | null {
  if (user === null) return null;
  const limit = searchLimitFor(user);
  if (limit === null) return null;
  const state = searchQuotaState(readSearchData(searchData), { now, limit });
  return { count: state.count, limit, remaining: state.remaining ?? 0, blocked: state.blocked };
}

/** The signed-in member's search allowance, or `null` (Pro, visitors). */
export function useSearchAllowance(): SearchAllowance | null {
  const { user } = useSession();
  const searchData = useCounterCookie(SEARCH_DATA_COOKIE);
  return allowanceOf(user, searchData, Date.now());
}
