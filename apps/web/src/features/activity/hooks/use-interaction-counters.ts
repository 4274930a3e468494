import { isSearched, parseFilters } from '@pageshelf/domain/filters';
import { interactionKindOfRoute } from '@pageshelf/domain/interactions';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { routeNameOf } from '#config/route-names';
import { setPersonProperties } from '#lib/analytics';
import { recordInteractionCookie } from '../lib/interaction-cookie';

/**
 * Counts what kinds of library pages this browser opens (the `intctn` counters: screen index, screen
 * detail, app flows…) and filtered views, and hands the totals to analytics as person properties.
 */
export function useInteractionCounters(): void {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);
  const lastFilters = useRef<string | null>(null);

  useEffect(() => {
    const now = Date.now();
    let counters = null;
    if (lastPath.current !== location.pathname) {
      lastPath.current = location.pathname;
      const kind = interactionKindOfRoute(routeNameOf(location.pathname));
      if (kind) counters = recordInteractionCookie(kind, now);
    }
    const filters = parseFilters(location.search);
    const filtersKey = isSearched(filters) ? location.search : null;
    if (
      filtersKey !== null &&
      filtersKey !== lastFilters.current &&
      routeNameOf(location.pathname) !== null
    ) {
      counters = recordInteractionCookie('filteringView', now);
    }
    lastFilters.current = filtersKey;
    if (counters) {
      const { lastRecord, ...counts } = counters;
      setPersonProperties({ ...counts, interactionsLastRecord: new Date(lastRecord).toISOString() });
    }
  }, [location.pathname, location.search]);
}
