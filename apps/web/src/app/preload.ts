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
 * read the same queries, so nothing is fetched twice.
 */
export function preloadFirstPage(location: { pathname: string; search: string }, queryClient: QueryClient) {
  for (const match of matchRoutes(routeTable, location.pathname) ?? []) {
    const element = match.route.element;
    if (isValidElement(element) && isPreloadable(element.type)) element.type.preload();
  }
  if (matchPath('/pages', location.pathname) || matchPath('/n/pages', location.pathname)) {
    void queryClient.prefetchInfiniteQuery(screensQueryOptions(parseFilters(location.search)));
    return;
  }
  const uuid = (
    matchPath('/pages/:uuid', location.pathname) ?? matchPath('/n/pages/:uuid', location.pathname)
  )?.params.uuid;
  if (uuid && isUuid(uuid)) void queryClient.prefetchQuery(screenQueryOptions(uuid));
}
