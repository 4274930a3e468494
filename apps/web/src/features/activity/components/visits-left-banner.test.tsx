import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt, testQueryClient, testUser } from '#testing/render';
import { VisitsLeftBanner } from './visits-left-banner';

const setCount = (count: number | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the BFF's readable counter cookie, as the browser holds it
  document.cookie = count === null ? 'visit_count=; max-age=0; path=/' : `visit_count=${count}; path=/`;
};

describe('VisitsLeftBanner', () => {
  afterEach(() => setCount(null));

  it('stays quiet until five views are left, then tells a visitor how many of 24 and offers a free account', async () => {
    setCount(18);
    const { client } = renderAt(<VisitsLeftBanner />, { path: '/pages?platforms=ios' });
    expect(screen.queryByRole('complementary', { name: 'Free views' })).toBeNull();
    // An answer that counted a view moved the cookie on; the next answer read makes the banner read it.
    setCount(19);
    await act(async () => {
      await client.fetchQuery({ queryKey: ['any'], queryFn: async () => 1 });
    });
    const banner = screen.getByRole('complementary', { name: 'Free views' });
    expect(banner.textContent).toContain('5 of 24 free views left — join free for 40');
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/auth?redirectTo=%2Fpages%3Fplatforms%3Dios',
    );
  });

  it('tells a free member how many of 40 are left and that Pro has no limit', () => {
    setCount(37);
    renderAt(<VisitsLeftBanner />, {
      path: '/flows',
      client: testQueryClient({ authenticated: true, user: testUser() }),
    });
    expect(screen.getByRole('complementary', { name: 'Free views' }).textContent).toContain(
      '3 of 40 free views left — Pro has no limit',
    );
    expect(screen.getByRole('link', { name: 'See Pro' }).getAttribute('href')).toBe('/pricing');
  });

  it('says nothing to Pro members, nor outside the library', () => {
    setCount(39);
    const pro = renderAt(<VisitsLeftBanner />, {
      path: '/pages',
      client: testQueryClient({ authenticated: true, user: testUser({ isPremium: true, planType: 'pro' }) }),
    });
    expect(screen.queryByRole('complementary', { name: 'Free views' })).toBeNull();
    pro.unmount();
    setCount(22);
    renderAt(<VisitsLeftBanner />, { path: '/pricing' });
    expect(screen.queryByRole('complementary', { name: 'Free views' })).toBeNull();
  });
});
