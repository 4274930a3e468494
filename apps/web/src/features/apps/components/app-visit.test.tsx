import type { AppDetail } from '@pageshelf/contracts/content';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt } from '#testing/render';
import { AppHeader } from './app-header';
import { AppVisit, leavePageFor } from './app-visit';

const APP: AppDetail = {
  id: 3,
  title: 'Ledgerly',
  slug: 'ledgerly',
  logo: '/media/logos/ledgerly/thumb.webp',
  description: 'Budgeting made simple.',
  platform: 'ios',
  website: 'https://ledgerly.app',
  productCategories: [{ id: 2, title: 'Finance', slug: 'finance' }],
  screenCount: 40,
  flowCount: 6,
  componentCount: 12,
  redesignedAt: null,
  versions: [{ slug: 'ledgerly', platform: 'ios' }],
};

const visit = () => renderAt(<AppVisit slug={APP.slug} area="public" />, { path: `/apps/${APP.slug}/visit` });

describe('/apps/{slug}/visit', () => {
  // The page reads its answer through a contract loaded on first use: load it before the first test, so
  // its first transform (over a second on a busy machine) is not counted against `findBy`'s wait.
  beforeAll(() => import('@pageshelf/contracts/content'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the browser on to an app’s http(s) website', async () => {
    const assign = vi.spyOn(leavePageFor, 'assign').mockImplementation(() => {});
    stubFetch({ [`GET /api/apps/${APP.slug}`]: { ...APP, website: 'https://ledgerly.app/' } });
    visit();
    expect(await screen.findByRole('heading', { name: `Taking you to ${APP.title}…` })).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('https://ledgerly.app/');
    expect(screen.getByRole('link', { name: 'open ledgerly.app' }).getAttribute('href')).toBe(
      'https://ledgerly.app/',
    );
  });

  it('says so when the app has no website, and links back to the app', async () => {
    const assign = vi.spyOn(leavePageFor, 'assign').mockImplementation(() => {});
    stubFetch({ [`GET /api/apps/${APP.slug}`]: { ...APP, website: null } });
    visit();
    expect(await screen.findByRole('heading', { name: APP.title })).toBeTruthy();
    expect(screen.getByText('This app has no website we can open.')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Back to ${APP.title}` }).getAttribute('href')).toBe(
      `/apps/${APP.slug}`,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows Page Not Found for an unknown app', async () => {
    stubFetch({
      [`GET /api/apps/${APP.slug}`]: {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'App not found' },
      },
    });
    visit();
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });
});

describe('the app page’s Visit website link', () => {
  it('is there when the app has a website, and goes through /visit', () => {
    renderAt(<AppHeader app={{ ...APP, website: 'https://ledgerly.app' }} slug={APP.slug} />);
    expect(screen.getByRole('link', { name: 'Visit website' }).getAttribute('href')).toBe(
      `/apps/${APP.slug}/visit`,
    );
  });

  it('is hidden when the app has no website', () => {
    renderAt(<AppHeader app={{ ...APP, website: null }} slug={APP.slug} />);
    expect(screen.queryByRole('link', { name: 'Visit website' })).toBeNull();
  });
});

describe('the app page’s platform switch', () => {
  it('links the product’s other platforms on the same tab and marks the current one', () => {
    const versions: AppDetail['versions'] = [
      { slug: 'ledgerly', platform: 'ios' },
      { slug: 'ledgerly-android', platform: 'android' },
      { slug: 'ledgerly-web', platform: 'web' },
    ];
    renderAt(<AppHeader app={{ ...APP, versions }} slug={APP.slug} />, { path: '/apps/ledgerly/flows' });
    const nav = screen.getByRole('navigation', { name: 'Ledgerly on other platforms' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('iOS');
    expect(screen.getByRole('link', { name: 'Android' }).getAttribute('href')).toBe(
      '/apps/ledgerly-android/flows',
    );
    expect(screen.getByRole('link', { name: 'Web' }).getAttribute('href')).toBe('/apps/ledgerly-web/flows');
  });

  it('is not shown for a product on one platform, which names its platform instead', () => {
    renderAt(<AppHeader app={APP} slug={APP.slug} />);
    expect(screen.queryByRole('navigation', { name: /other platforms/ })).toBeNull();
    expect(screen.getByText('iOS')).toBeTruthy();
  });
});
