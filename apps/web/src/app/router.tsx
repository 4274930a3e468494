import { createBrowserRouter } from 'react-router';
import { routeObjects } from './route-table';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/** The browser's router, made on first use (the server bundle holds this module but has no browser). */
export function browserRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routeObjects);
  return router;
}
