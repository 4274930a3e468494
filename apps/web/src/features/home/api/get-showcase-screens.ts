import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** `GET /screens` for the home page strip: the newest app screens, no filters. */
export const getShowcaseScreens = (signal?: AbortSignal) =>
  api.get('/api/screens', screenPageContract, {
    query: { limit: 36, screen_types: 'application' },
    report: 'caller', // the strip simply stays empty: the home page must never toast
    ...(signal ? { signal } : {}),
  });

export const showcaseScreensQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'screens'] as const,
    queryFn: ({ signal }) => getShowcaseScreens(signal),
    staleTime: 5 * 60_000,
  });

export const useShowcaseScreens = () => useQuery(showcaseScreensQueryOptions());
