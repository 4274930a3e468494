import { EMPTY_FILTERS, setFilter, toBackendQuery } from '@pageshelf/domain/filters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import type { FigurePlatform } from '../lib/figures';

const categoryContract = () => import('@pageshelf/contracts/content').then((m) => m.categorySchema);
const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** How many screens a figure shows. */
export const FIGURE_SCREENS = 3;

/**
 * A few screens of one pattern on one platform, for an article's figure: `GET /categories/pattern/{slug}`
 * for the pattern's id, then `GET /screens` filtered by it. A filtered list is a search under the
 * domain's policy, so only readers for whom searches and views are free ask for it (see PatternFigure).
 * Failures are the figure's own business: it keeps its illustration.
 */
export async function getPatternScreens(pattern: string, platform: FigurePlatform, signal?: AbortSignal) {
  const options = { report: 'caller' as const, ...(signal ? { signal } : {}) };
  const category = await api.get(
    `/api/categories/pattern/${encodeURIComponent(pattern)}`,
    categoryContract,
    options,
  );
  const filters = setFilter(setFilter(EMPTY_FILTERS, 'patternCategories', [category.id]), 'platforms', [
    platform,
  ]);
  const page = await api.get('/api/screens', screenPageContract, {
    ...options,
    query: { ...toBackendQuery(filters), limit: FIGURE_SCREENS },
  });
  return { category, screens: page.items.slice(0, FIGURE_SCREENS) };
}

export const patternScreensQueryOptions = (pattern: string, platform: FigurePlatform) =>
  queryOptions({
    queryKey: ['content', 'figure', pattern, platform] as const,
    queryFn: ({ signal }) => getPatternScreens(pattern, platform, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const usePatternScreens = (pattern: string, platform: FigurePlatform, enabled: boolean) =>
  useQuery({ ...patternScreensQueryOptions(pattern, platform), enabled });
