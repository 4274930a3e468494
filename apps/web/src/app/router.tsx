import { createBrowserRouter } from 'react-router';
import { routeObjects } from './route-table';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The browser's router, made on first use (the server bundle holds this module but has no browser).
 * `serverRendered` (given by main.tsx before the first render) says the page arrived rendered by the
 * server: the router then takes it over where the person already is. Without it the router scrolls to
 * the top as it starts, so whoever scrolled the server's page before the scripts ran (a slow phone) was
 * thrown back up.
 */
export function browserRouter(
  options: { serverRendered?: boolean } = {},
): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routeObjects, options.serverRendered ? { hydrationData: {} } : {});
  return router;
}
