import { afterEach, describe, expect, it } from 'vitest';
import { clearRecentSearches, MAX_RECENT_SEARCHES, recentSearches, rememberSearch } from './recent-searches';

describe('recent searches', () => {
  afterEach(() => clearRecentSearches());

  it('keeps a handful, newest first, the same words once', () => {
    for (const search of ['paywall', 'onboarding', 'dark mode', 'checkout', 'sign up', 'settings'])
      rememberSearch(7, search);
    expect(recentSearches(7)).toEqual(['settings', 'sign up', 'checkout', 'dark mode', 'onboarding']);
    expect(recentSearches(7)).toHaveLength(MAX_RECENT_SEARCHES);

    rememberSearch(7, '  Dark   MODE ');
    expect(recentSearches(7)).toEqual(['Dark MODE', 'settings', 'sign up', 'checkout', 'onboarding']);
  });

  it('ignores blank and overlong text', () => {
    rememberSearch(7, '   ');
    rememberSearch(7, 'x'.repeat(201));
    expect(recentSearches(7)).toEqual([]);
  });

  it('belongs to one account: another one signing in on this browser starts with none', () => {
    rememberSearch(7, 'paywall');
    expect(recentSearches(8)).toEqual([]);
    expect(recentSearches(null)).toEqual([]);
    rememberSearch(8, 'checkout');
    expect(recentSearches(8)).toEqual(['checkout']);
    expect(recentSearches(7)).toEqual([]);
  });

  it('reads what it does not recognise as none, and clears', () => {
    window.localStorage.setItem('pageshelf.recent-searches', '{"owner":7,"searches":[1,2]}');
    expect(recentSearches(7)).toEqual([]);
    window.localStorage.setItem('pageshelf.recent-searches', 'not json');
    expect(recentSearches(7)).toEqual([]);
    rememberSearch(7, 'paywall');
    expect(recentSearches(7)).toEqual(['paywall']);
    clearRecentSearches();
    expect(recentSearches(7)).toEqual([]);
    expect(window.localStorage.getItem('pageshelf.recent-searches')).toBeNull();
  });
});
