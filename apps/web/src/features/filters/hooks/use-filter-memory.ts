import {
  countActiveFilters,
  filtersToQueryString,
  parseFilters,
  shouldClearFiltersOnNavigation,
} from '@pageshelf/domain/filters';
import { useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate, useNavigationType } from 'react-router';

/** List pages whose grids read the filters. */
const LIST_PAGE =
  /^\/(?:n\/)?(?:pages|flows|components|apps)(?:\/[^/]+(?:\/(?:flows|marketing|components))?)?\/?$/;

/**
 * Filters live in the query string, so a destination with an empty query shows no filters: that is
 * the clearing rule. Its exception (spec section 2, `shouldClearFiltersOnNavigation`): leaving an app
 * page keeps them, so they are carried over to the list page the person goes to.
 */
export function useFilterMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (!from || navigationType === 'POP' || from.pathname === location.pathname) return;
    if (location.search !== '' || !LIST_PAGE.test(location.pathname)) return;
    if ((location.state as { backgroundLocation?: unknown } | null)?.backgroundLocation) return;
    const carried = parseFilters(from.search);
    if (countActiveFilters(carried) === 0) return;
    if (shouldClearFiltersOnNavigation({ from, to: location })) return;
    void navigate(
      { pathname: location.pathname, search: `?${filtersToQueryString(carried)}` },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [location, navigationType, navigate]);
}
