import { PAGE_ROUTE_PATTERNS } from '@pageshelf/domain/routes';
import { createRoutesFromElements, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

/** Every full path the route tree renders a page at (layouts are pathless; `*` is the Page Not Found). */
function pagePaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own =
      route.index || (route.element !== undefined && route.children === undefined) ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], path)];
  });
}

describe('the route tree', () => {
  it('declares exactly the page routes of the domain table (the BFF answers 404 for any other)', () => {
    const declared = pagePaths(createRoutesFromElements(appRoutes));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...PAGE_ROUTE_PATTERNS].sort());
  });
});
