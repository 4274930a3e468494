import { parseFilters } from '@pageshelf/domain/filters';
import { isUuid } from '@pageshelf/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { createRoutesFromElements, matchPath, matchRoutes } from 'react-router';
import { screenQueryOptions } from '#features/screens/api/get-screen';
import { screensQueryOptions } from '#features/screens/api/get-screens';
import { isPreloadable } from '#lib/lazy-named';
import { appRoutes } from './routes';

const routeTable = createRoutesFromElements(appRoutes);

/**
 * Starts what the first page needs before React gets to it, so the downloads run side by side instead
 * of one after the other: the chunks of the routes the address matches (otherwise fetched only once
 * the shell has rendered), and the data of the library's busiest entry pages, whose largest paint is
 * a screen's picture (otherwise asked for only once their chunk has arrived and rendered). The pages
 * read the same queries, so nothing is fetched twice. Answers the chunks' loading.
 */
export function preloadFirstPage(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
  { data = true }: { data?: boolean } = {},
): Promise<void>[] {
  const chunks: Promise<void>[] = [];
  for (const match of matchRoutes(routeTable, location.pathname) ?? []) {
    const element = match.route.element;
    if (isValidElement(element) && isPreloadable(element.type)) chunks.push(element.type.preload());
  }
  // A page the server rendered has its answers, or shows what it shows while loading until it is
  // hydrated: an answer arriving before that would not match the server's markup.
  if (!data) return chunks;
  if (matchPath('/pages', location.pathname) || matchPath('/n/pages', location.pathname)) {
    void queryClient.prefetchInfiniteQuery(screensQueryOptions(parseFilters(location.search)));
    return chunks;
  }
  const uuid = (
    matchPath('/pages/:uuid', location.pathname) ?? matchPath('/n/pages/:uuid', location.pathname)
  )?.params.uuid;
  if (uuid && isUuid(uuid)) void queryClient.prefetchQuery(screenQueryOptions(uuid));
  return chunks;
}
