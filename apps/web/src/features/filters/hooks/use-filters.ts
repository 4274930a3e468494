import type { PlatformSlug, ScreenTypeSlug } from '@pageshelf/domain/categories';
import { SEARCH_TRACKING_DELAY_MS } from '@pageshelf/domain/constants';
import {
  addFilterValue,
  clearFilters,
  countActiveFilters,
  FILTER_KEYS,
  type FilterKey,
  type Filters,
  filtersToQueryString,
  type IdFilterKey,
  isSearched,
  parseFilters,
  removeFilterValue,
  setFilter,
  truncateTrackedText,
} from '@pageshelf/domain/filters';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { captureEvent } from '#lib/analytics';

type ListKey = IdFilterKey | 'screenTypes';

/** Query keys that are not filters (`?screen=` of a flow, `?q=` of search) survive filter changes. */
function withFilters(current: URLSearchParams, filters: Filters): URLSearchParams {
  const next = new URLSearchParams(filtersToQueryString(filters));
  for (const [key, value] of current) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  return next;
}

/**
 * The filters of a list page, kept in the query string (spec section 2) and read, changed and written
 * back with the domain's rules: canonical order, blank values dropped, isFavorited only as 1.
 */
export function useFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const parsed = useMemo(() => parseFilters(searchParams), [searchParams]);
  // The router commits a navigation in a transition, a moment after the click: until the address has
  // moved on from where a change was asked, the controls show the filters asked for, not the old ones.
  // Any move of the address ends it, so coming back to that address later (history) reads the address.
  const [pending, setPending] = useState<{ from: string; filters: Filters } | null>(null);
  const filters = pending?.from === search ? pending.filters : parsed;
  // biome-ignore lint/correctness/useExhaustiveDependencies: it is each change of `search` that ends it
  useEffect(() => setPending(null), [search]);
  const trackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(trackTimer.current), []);

  const apply = useCallback(
    (next: Filters, tracked?: { key: FilterKey; value: string }) => {
      setPending({ from: search, filters: next });
      setSearchParams((current) => withFilters(current, next), { preventScrollReset: false });
      if (tracked) {
        clearTimeout(trackTimer.current);
        trackTimer.current = setTimeout(
          () =>
            captureEvent('filter applied', { key: tracked.key, value: truncateTrackedText(tracked.value) }),
          SEARCH_TRACKING_DELAY_MS,
        );
      }
    },
    [setSearchParams, search],
  );

  return useMemo(
    () => ({
      filters,
      activeCount: countActiveFilters(filters),
      searched: isSearched(filters),
      has: (key: ListKey, value: number | ScreenTypeSlug) =>
        key === 'screenTypes'
          ? filters.screenTypes.includes(value as ScreenTypeSlug)
          : filters[key].includes(value as number),
      toggle(key: ListKey, value: number | ScreenTypeSlug) {
        const on =
          key === 'screenTypes'
            ? filters.screenTypes.includes(value as ScreenTypeSlug)
            : filters[key].includes(value as number);
        apply(on ? removeFilterValue(filters, key, value) : addFilterValue(filters, key, value), {
          key,
          value: String(value),
        });
      },
      /** Screen types are exclusive in the bar: one type or both (= none set). */
      setScreenType(value: ScreenTypeSlug | null) {
        apply(setFilter(filters, 'screenTypes', value ? [value] : []), {
          key: 'screenTypes',
          value: value ?? '',
        });
      },
      /** The platform switch: one platform, or all of them (= none set). */
      setPlatform(value: PlatformSlug | null) {
        apply(setFilter(filters, 'platforms', value ? [value] : []), {
          key: 'platforms',
          value: value ?? '',
        });
      },
      setText(key: 'term' | 'textInScreen', value: string) {
        apply(setFilter(filters, key, value), { key, value });
      },
      setFavorited(on: boolean) {
        apply(setFilter(filters, 'isFavorited', on), { key: 'isFavorited', value: on ? '1' : '' });
      },
      remove(key: FilterKey, value?: number | string) {
        apply(removeFilterValue(filters, key, value));
      },
      clear() {
        apply(clearFilters());
      },
      /** Puts these filters in place of the current ones. */
      replace(next: Filters) {
        apply(next);
      },
    }),
    [filters, apply],
  );
}

export type FiltersController = ReturnType<typeof useFilters>;
