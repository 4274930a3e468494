import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '#lib/messages';
import { modalStore } from '#lib/modals';
import { toastStore } from '#lib/toast';
import { setSearchData } from '#testing/cookies';
import { stubFetch } from '#testing/fetch';
import { renderAt, testQueryClient, testUser } from '#testing/render';
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

  it('opens /search with the words on Enter, and again with other words, spending nothing while typing', async () => {
    const fetch = stubFetch({ 'GET /api/search/suggest': { query: 'onboarding', items: [] } });
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    for (const partial of ['o', 'on', 'onboarding']) type(partial);
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-label')).toBe('Search for “onboarding”');
    // Typing pauses: suggestions are asked once, for the words as they stand, and no search.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/search/suggest?q=onboarding');
    press('Enter');
    expect(address()).toBe('/search?term=onboarding');

    type('dark mode');
    press('Enter');
    expect(address()).toBe('/search?term=dark+mode');
    expect(modalStore.get()).toBeNull();
    const searches = fetch.mock.calls.filter(
      ([url]) => new URL(String(url), 'http://x').pathname === '/api/search',
    );
    expect(searches).toEqual([]);
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
    setSearchData(3);
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

const suggestion = (
  kind: string,
  slug: string,
  title: string,
  count: number,
  logo: string | null = null,
) => ({
  kind,
  id: kind === 'platform' ? null : count,
  slug,
  title,
  logo,
  count,
  corrected: false,
});

describe('the command palette: suggestions while typing', () => {
  afterEach(() => {
    clearRecentSearches();
    vi.unstubAllGlobals();
  });

  const input = () => screen.getByRole('combobox', { name: 'Search or jump to' });
  const address = () => screen.getByLabelText('address').textContent;
  const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
  const press = (key: string) => fireEvent.keyDown(input(), { key });

  const ANSWER = {
    query: 'pay',
    items: [
      suggestion('pattern', 'paywall', 'Paywall', 21),
      suggestion('app', 'paybox', 'Paybox', 310, '/media/demo/paybox/logo.webp'),
      suggestion('element', 'payment-form', 'Payment form', 14),
      suggestion('flow', 'paying', 'Paying', 6),
      suggestion('product', 'payments', 'Payments', 12),
      suggestion('platform', 'ios', 'iOS', 900),
      suggestion('tag', 'payment', 'Payment', 40),
      suggestion('pattern', 'payouts', 'Payouts', 3),
    ],
  };

  it('shows apps with their logos, patterns, elements and flows, with what each holds', async () => {
    stubFetch({ 'GET /api/search/suggest': ANSWER });
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    type('pay');
    const group = await screen.findByRole('group', { name: 'Suggestions' });
    const options = within(group).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([
      'Paywall, Pattern',
      'Paybox, App',
      'Payment form, UI element',
      'Paying, Flow',
      'Payments, App category',
      'iOS, Platform',
      'Payment, Tag',
      'Payouts, Pattern',
    ]);
    expect(options[0]?.textContent).toContain('Pattern · 21 screens');
    expect(options[2]?.textContent).toContain('UI element · 14 components');
    expect(options[1]?.querySelector('img')?.getAttribute('src')).toBe('/media/demo/paybox/logo.webp');
    // The words themselves stay first: Enter searches them.
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-label')).toBe('Search for “pay”');
    // Emptied, the field leaves no suggestion behind.
    type('');
    expect(screen.queryByRole('group', { name: 'Suggestions' })).toBeNull();
  });

  it('keeps at most 8, recent searches included', async () => {
    stubFetch({ 'GET /api/search/suggest': ANSWER });
    rememberSearch(7, 'payment screens');
    rememberSearch(7, 'paywall ios');
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    type('pay');
    const suggestions = await screen.findByRole('group', { name: 'Suggestions' });
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('option')).toHaveLength(2);
    expect(within(suggestions).getAllByRole('option')).toHaveLength(6);
  });

  it.each([
    ['Paywall, Pattern', 1, '/pages/paywall'],
    ['Paybox, App', 2, '/n/apps/paybox'],
    ['Payment form, UI element', 3, '/components/payment-form'],
    ['Paying, Flow', 4, '/flows/paying'],
    ['Payments, App category', 5, '/apps/categories/payments'],
    ['iOS, Platform', 6, '/n/pages?platforms=ios'],
    ['Payment, Tag', 7, '/search?tags=payment'],
  ])('opens the page of %s, chosen with the keyboard', async (_name, downs, to) => {
    stubFetch({ 'GET /api/search/suggest': ANSWER });
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    type('pay');
    await screen.findByRole('group', { name: 'Suggestions' });
    for (let step = 0; step < downs; step += 1) press('ArrowDown');
    press('Enter');
    expect(address()).toBe(to);
  });

  it('are asked of visitors too (they spend nothing), and a visitor choosing an app goes to its public page', async () => {
    stubFetch({ 'GET /api/search/suggest': ANSWER });
    renderAt(<Probe />, { path: '/pages', client: sessionOf('visitor') });
    type('pay');
    fireEvent.click(await screen.findByRole('option', { name: 'Paybox, App' }));
    expect(address()).toBe('/apps/paybox');
  });

  it('shows none when they fail, without a toast', async () => {
    const fetch = stubFetch({ 'GET /api/search/suggest': { status: 503, body: { message: 'down' } } });
    renderAt(<Probe />, { path: '/n/pages', client: sessionOf('free') });
    type('pay');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Suggestions' })).toBeNull();
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-label')).toBe('Search for “pay”');
    expect(toastStore.get()).toEqual([]);
  });
});
