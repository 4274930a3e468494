import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../lib/messages';
import { modalStore } from '../../../lib/modals';
import { stubFetch } from '../../../testing/fetch';
import { renderAt, testQueryClient, testUser } from '../../../testing/render';
import { clearRecentSearches, rememberSearch } from '../lib/recent-searches';
import { forgetPicture, useSearchPicture } from '../lib/search-picture';
import { CommandPalette, PICTURE_PAYWALL_MESSAGE } from './command-palette';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });

/** The palette, with where the app went and which picture it holds. */
function Probe() {
  const location = useLocation();
  const picture = useSearchPicture();
  return (
    <>
      <CommandPalette />
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="picture">{picture?.file.name ?? ''}</output>
    </>
  );
}

const sessionOf = (tier: 'visitor' | 'free' | 'pro') =>
  tier === 'visitor'
    ? testQueryClient()
    : testQueryClient({
        authenticated: true,
        user: testUser(tier === 'pro' ? { isPremium: true, planType: 'pro' } : {}),
      });

describe('the command palette: Search by picture', () => {
  afterEach(() => {
    forgetPicture();
    vi.unstubAllGlobals();
  });

  it('picks a file for a Pro member and goes to the search page with it, uploading nothing yet', () => {
    const fetch = stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('pro') });
    const input = screen.getByLabelText('Choose a screenshot to search by') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('option', { name: /Search by picture/ }));
    expect(click).toHaveBeenCalledTimes(1);

    fireEvent.change(input, { target: { files: [png] } });
    expect(screen.getByLabelText('address').textContent).toBe('/search?by=picture');
    expect(screen.getByLabelText('picture').textContent).toBe('shot.png');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says why a file cannot be searched, and stays', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('pro') });
    const input = screen.getByLabelText('Choose a screenshot to search by');
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByRole('alert').textContent).toBe('The picture is larger than 10 MB');
    expect(screen.getByLabelText('address').textContent).toBe('/n/pages');
  });

  it('shows a free member the paywall instead of a file picker', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    expect(screen.queryByLabelText('Choose a screenshot to search by')).toBeNull();
    const option = screen.getByRole('option', { name: /Search by picture/ });
    expect(option.textContent).toContain('Pro');
    fireEvent.click(option);
    expect(modalStore.get()).toEqual({ type: 'paywall', message: PICTURE_PAYWALL_MESSAGE });
  });

  it('asks a visitor to sign in to search', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/pages', client: sessionOf('visitor') });
    fireEvent.click(screen.getByRole('option', { name: /Search by picture/ }));
    expect(modalStore.get()).toEqual({ type: 'auth-prompt', message: MESSAGES.signInToSearch });
  });
});

describe('the command palette: the front door to search', () => {
  afterEach(() => {
    clearRecentSearches();
    vi.unstubAllGlobals();
  });

  const input = () => screen.getByRole('combobox', { name: 'Search or jump to' });
  const address = () => screen.getByLabelText('address').textContent;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
  const press = (key: string) => fireEvent.keyDown(input(), { key });

  it('opens /search with the words on Enter, and again with other words, spending nothing while typing', () => {
    const fetch = stubFetch({});
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    for (const partial of ['o', 'on', 'onboarding']) type(partial);
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-label')).toBe('Search for “onboarding”');
    press('Enter');
    expect(address()).toBe('/search?term=onboarding');

    type('dark mode');
    press('Enter');
    expect(address()).toBe('/search?term=dark+mode');
    expect(modalStore.get()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in to search, and to come back to that search', () => {
    stubFetch({});
    renderAt(<Probe />, { path: '/pages', client: sessionOf('visitor') });
    type('paywall');
    press('Enter');
    expect(modalStore.get()).toEqual({
      type: 'auth-prompt',
      message: MESSAGES.signInToSearch,
      redirectTo: '/search?term=paywall',
    });
    expect(address()).toBe('/pages');
  });

  it('offers the recent searches when opened empty, picked with the keyboard, and clears them', () => {
    stubFetch({});
    rememberSearch(7, 'checkout');
    rememberSearch(7, 'paywall');
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(
      Array.from(recent.querySelectorAll('[role="option"]'), (option) => option.getAttribute('aria-label')),
    ).toEqual(['paywall', 'checkout', 'Clear recent searches']);

    press('ArrowDown');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'checkout' }).id,
    );
    press('Enter');
    expect(address()).toBe('/search?term=checkout');
  });

  it('narrows the recent searches to the words typed, and forgets them all with Clear', () => {
    stubFetch({});
    rememberSearch(7, 'checkout');
    rememberSearch(7, 'paywall');
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    type('pay');
    expect(screen.queryByRole('option', { name: 'checkout' })).toBeNull();
    expect(screen.getByRole('option', { name: 'paywall' })).toBeTruthy();
    type('');
    fireEvent.click(screen.getByRole('option', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('group', { name: 'Recent searches' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'paywall' })).toBeNull();
  });

  it("shows a free member the day's searches left and the rule; nothing to Pro", () => {
    stubFetch({});
    const free = testQueryClient({ authenticated: true, user: testUser({ searchCount: 3 }) });
    const { unmount } = renderAt(<Probe />, { path: '/n/pages', client: free });
    expect(screen.getByRole('status', { name: 'Searches left today' }).textContent).toBe(
      '5 of 8 searches left today',
    );
    expect(
      screen.getByText('Free users get 8 searches per day. Upgrade to Pro for unlimited searches'),
    ).toBeTruthy();
    unmount();
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('pro') });
    expect(screen.queryByRole('status', { name: 'Searches left today' })).toBeNull();
  });
});
