import { describe, expect, it } from 'vitest';
import { routeNameOf } from './route-names';

const UUID = '0b6f1c2e-8d4a-4c1b-9e2f-3a5b7c9d1e2f';

describe('routeNameOf', () => {
  it.each([
    ['/pages', 'pages'],
    ['/n/pages', 'n-pages'],
    ['/pages/onboarding', 'pages-pageCategorySlug'],
    [`/pages/${UUID}`, 'pages-pageDetailUuid'],
    [`/n/pages/${UUID}`, 'n-pages-pageDetailUuid'],
    [`/n/pages/${UUID}/similar`, 'n-pages-pageDetailUuid-similar'],
    ['/flows/checkout', 'flows-flowCategorySlug'],
    [`/n/flows/${UUID}`, 'n-flows-flowUuid'],
    ['/components', 'components'],
    ['/components/buttons', 'components-componentCategorySlug'],
    [`/components/${UUID}`, 'components-componentUuid'],
    ['/components/tags', 'components-tags'],
    ['/apps', 'apps'],
    ['/apps/categories/finance', 'apps-categories-appCategorySlug'],
    ['/apps/ledgerly', 'apps-appSlug'],
    ['/n/apps/ledgerly/flows', 'n-apps-appSlug-flows'],
    ['/apps/ledgerly/marketing', 'apps-appSlug-marketing'],
    ['/n/apps/ledgerly/components', 'n-apps-appSlug-components'],
    ['/n/apps/ledgerly/visit', 'n-apps-appSlug-visit'],
  ])('%s is %s', (path, name) => {
    expect(routeNameOf(path)).toBe(name);
  });

  it.each([
    '/',
    '/pricing',
    '/blog/a-post',
    '/settings',
    `/pages/${UUID}/nope`,
    '/pages/onboarding/more',
    '/apps/ledgerly/unknown',
    '/apps/categories',
  ])('%s has no library route name', (path) => {
    expect(routeNameOf(path)).toBeNull();
  });
});
