import type { RouteObject } from 'react-router';
import { RootShell, RouterErrorPage } from './root-shell';

/**
 * One data route whose splat renders the shell; the pages are declared as descendant <Routes>
 * (app/routes.tsx) so that a preview can keep the page underneath rendered at its "background
 * location" while the address shows the preview's own URL. The browser's router (app/router.tsx) and
 * the server's (entry-server.tsx) are made of it.
 */
export const routeObjects: RouteObject[] = [
  { path: '*', Component: RootShell, ErrorBoundary: RouterErrorPage, HydrateFallback: () => null },
];
