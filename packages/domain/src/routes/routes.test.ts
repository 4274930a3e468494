import { describe, expect, it } from 'vitest';
import { AUTH_PATH, isAppPagePath, NAMED_ROUTES } from './routes.js';

describe('named routes', () => {
  it('names the routes of the product with their parameters', () => {
    expect(AUTH_PATH).toBe('/auth');
    expect(NAMED_ROUTES.auth).toEqual({ name: 'auth', path: '/auth', param: null });
    expect(NAMED_ROUTES.screenDetail.name).toBe('n-pages-pageDetailUuid');
    expect(NAMED_ROUTES.screenDetail.param).toBe('pageDetailUuid');
    expect(NAMED_ROUTES.componentDetail.name).toBe('components-componentUuid');
    expect(NAMED_ROUTES.componentDetail.param).toBe('componentUuid');
    expect(NAMED_ROUTES.flowDetail.name).toBe('flows-flowUuid');
    expect(NAMED_ROUTES.flowDetail.param).toBe('flowUuid');
    expect(NAMED_ROUTES.appPage.name).toBe('n-apps-appSlug');
    expect(NAMED_ROUTES.appPage.path).toBe('/n/apps/:appSlug');
  });
});

describe('isAppPagePath', () => {
  it('is true for app pages and their children, public or signed-in', () => {
    for (const path of [
      '/apps/notion',
      '/apps/notion/',
      '/apps/notion/flows',
      '/apps/notion/visit',
      '/apps/notion/marketing',
      '/apps/notion/components?x=1',
      '/n/apps/notion',
      '/n/apps/notion/flows',
      '/N/Apps/Notion',
    ]) {
      expect(isAppPagePath(path)).toBe(true);
    }
  });

  it('is false for the app list, app categories and other pages', () => {
    for (const path of [
      '/apps',
      '/apps/',
      '/n/apps',
      '/apps/categories/finance',
      '/apps/categories',
      '/pages',
      '/n/pages/123',
      '/',
      '/application/x',
    ]) {
      expect(isAppPagePath(path)).toBe(false);
    }
  });
});
