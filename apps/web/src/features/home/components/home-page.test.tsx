import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient } from '#testing/render';
import { HomePage } from './home-page';

const appRef = { id: 3, title: 'Lumen', slug: 'lumen', logo: '/media/lumen/logo.webp' };
const screenOf = (n: number, screenType: 'application' | 'marketing') => ({
  id: n,
  uuid: `49cfdf73-2e8e-4bd7-9cf1-${String(n).padStart(12, '0')}`,
  app: appRef,
  platform: 'web',
  image: {
    thumb: `/media/lumen/${n}/thumb.webp`,
    full: `/media/lumen/${n}/full.webp`,
    original: null,
    preview: `/media/lumen/${n}/preview.webp`,
    width: 2880,
    height: 1800,
    dominantColor: '#ffffff',
  },
  screenType,
  patternCategories: [{ id: 6, title: 'Pricing', slug: 'pricing' }],
  textInScreen: 'Plans and pricing',
  is_restricted: false,
  position: n,
  capturedAt: '2026-03-12T10:00:00.000Z',
});
const page = (items: unknown[]) => ({ items, nextCursor: null, total: { value: items.length, exact: true } });
const others = {
  'GET /api/apps': page([]),
  'GET /api/library/stats': { apps: 1, screens: 12, flows: 0, components: 0 },
};
const visitor = () => testQueryClient({ authenticated: false, user: null });

describe('HomePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest screens of any kind when the library has few application screens (captured websites)', async () => {
    const fetch = stubFetch({
      ...others,
      'GET /api/categories/screen-types/application/screens': page([screenOf(1, 'application')]),
      'GET /api/screens': page(Array.from({ length: 12 }, (_, n) => screenOf(n + 2, 'marketing'))),
    });
    renderAt(<HomePage patterns={[]} />, { path: '/', client: visitor() });
    const strip = await screen.findByRole('region', { name: 'Recently added screens' });
    await waitFor(() => expect(within(strip).getAllByRole('img').length).toBeGreaterThanOrEqual(6));
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked).toContain('/api/categories/screen-types/application/screens');
    expect(asked).toContain('/api/screens');
  });

  it('asks nothing more when the application screens fill the strip', async () => {
    const fetch = stubFetch({
      ...others,
      'GET /api/categories/screen-types/application/screens': page(
        Array.from({ length: 12 }, (_, n) => screenOf(n + 1, 'application')),
      ),
    });
    renderAt(<HomePage patterns={[]} />, { path: '/', client: visitor() });
    await screen.findByRole('region', { name: 'Recently added screens' });
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);
    expect(asked).not.toContain('/api/screens');
  });

  it('leaves the strip out, not grey for good, when no screen can be shown', async () => {
    stubFetch({
      ...others,
      'GET /api/categories/screen-types/application/screens': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', code: 'not_found', message: 'Category not found' },
      },
      'GET /api/screens': page([]),
    });
    const { container } = renderAt(<HomePage patterns={[]} />, { path: '/', client: visitor() });
    await waitFor(() => expect(container.querySelector('.hero-strip')).toBeNull());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('See how the best apps');
  });
});
