import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { libraryListPath } from '#lib/library-lists';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/**
 * The home page strip: the newest application screens, read from the screen type's category page
 * (`GET /categories/screen-types/application/screens`) with no filter, so it is browsing that everyone,
 * visitors too, is served, rather than a filtered list (`screen_types=application`), which is a search.
 */
export const getShowcaseScreens = (signal?: AbortSignal) =>
  api.get(
    libraryListPath('screens', { category: { kind: 'screen-types', slug: 'application' } }),
    screenPageContract,
    {
      query: { limit: 36 },
      report: 'caller', // the strip simply stays empty: the home page must never toast
      ...(signal ? { signal } : {}),
    },
  );

export const showcaseScreensQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'screens'] as const,
    queryFn: ({ signal }) => getShowcaseScreens(signal),
    staleTime: 5 * 60_000,
  });

export const useShowcaseScreens = () => useQuery(showcaseScreensQueryOptions());
