import { createBrowserRouter } from 'react-router';
import { RootShell, RouterErrorPage } from './root-shell';

/**
 * One data router whose single splat route renders the shell; the pages are declared as descendant
 * <Routes> (app/routes.tsx) so that a preview can keep the page underneath rendered at its
 * "background location" while the address shows the preview's own URL.
 */
export const router = createBrowserRouter([
  { path: '*', Component: RootShell, ErrorBoundary: RouterErrorPage, HydrateFallback: () => null },
]);
