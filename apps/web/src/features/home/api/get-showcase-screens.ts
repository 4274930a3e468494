import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '#lib/api-client';
import { libraryListPath } from '#lib/library-lists';

const screenPageContract = () => import('@pageshelf/contracts/content').then((m) => m.screenPageSchema);

/** Fewer application screens than this, and the strip shows the newest screens of any kind instead. */
export const SHOWCASE_LEAST = 8;

const newestScreens = (scope: Parameters<typeof libraryListPath>[1], signal?: AbortSignal) =>
  api.get(libraryListPath('screens', scope), screenPageContract, {
    query: { limit: 36 },
    report: 'caller', // the strip simply stays away: the home page must never toast
    ...(signal ? { signal } : {}),
  });

/**
 * The home page strip: the newest application screens, read from the screen type's category page
 * (`GET /categories/screen-types/application/screens`) with no filter, so it is browsing that everyone,
 * visitors too, is served, rather than a filtered list (`screen_types=application`), which is a search.
 * A library of few application screens (one that holds captured websites, all marketing pages) shows its
 * newest screens of any kind instead (`GET /screens`, browsing too): one more page only for such a library.
 */
export async function getShowcaseScreens(signal?: AbortSignal) {
  const application = await newestScreens(
    { category: { kind: 'screen-types', slug: 'application' } },
    signal,
  ).catch((error: unknown) => {
    // Refused (the visit cap): nothing else would be served either.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw error;
    return null;
  });
  if (application !== null && application.items.length >= SHOWCASE_LEAST) return application;
  const any = await newestScreens({}, signal);
  return application !== null && application.items.length >= any.items.length ? application : any;
}

export const showcaseScreensQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'screens'] as const,
    queryFn: ({ signal }) => getShowcaseScreens(signal),
    staleTime: 5 * 60_000,
  });

export const useShowcaseScreens = () => useQuery(showcaseScreensQueryOptions());
