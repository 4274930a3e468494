import { describe, expect, it } from 'vitest';
import {
  listQueryOf,
  searchAddressQuery,
  searchFiltersOf,
  searchRequestOf,
  searchWireQuery,
  withoutChip,
  withoutText,
} from './search-address';

const params = (query: string) => new URLSearchParams(query);

describe('the address of /search', () => {
  it('reads the words (term, or the older q) and the understood filters', () => {
    expect(searchRequestOf(params('term=+dark+onboarding+'))).toEqual({
      q: 'dark onboarding',
      literal: false,
      filters: {},
    });
    expect(searchRequestOf(params('q=chekout&literal=1'))).toEqual({
      q: 'chekout',
      literal: true,
      filters: {},
    });
    expect(searchRequestOf(params('platforms=ios&patternCategories=6&tags=dark-mode'))).toEqual({
      q: '',
      literal: false,
      filters: { platforms: 'ios', patternCategories: '6', tags: 'dark-mode' },
    });
    expect(searchRequestOf(params(''))).toBeNull();
    expect(searchRequestOf(params('term=%20&by=picture'))).toBeNull();
  });

  it('keeps one form of a search: filters normalised by the domain, tags as slugs, unknown keys left out', () => {
    expect(
      searchFiltersOf(
        params(
          'patternCategories=9,6,6,x&platforms=web,ios&tags=Form,dark-mode,%3Cscript%3E&isFavorited=1&term=a&evil=1',
        ),
      ),
    ).toEqual({ platforms: 'ios,web', patternCategories: '6,9', tags: 'dark-mode,form' });
    expect(searchFiltersOf({ textInScreen: '  welcome back ' })).toEqual({ textInScreen: 'welcome back' });
  });

  it('asks the API in its wire fields, q and literal first', () => {
    expect(
      searchWireQuery({
        q: 'dark onboarding',
        literal: true,
        filters: { textInScreen: 'hi', platforms: 'ios', patternCategories: '6', tags: 'dark-mode' },
      }),
    ).toEqual({
      q: 'dark onboarding',
      literal: '1',
      text_in_screen: 'hi',
      platforms: 'ios',
      pattern_cats: '6',
      tags: 'dark-mode',
    });
  });

  it('writes the filters back in one order, commas as they are', () => {
    expect(searchAddressQuery({ tags: 'dark-mode,form', platforms: 'ios', patternCategories: '6,9' })).toBe(
      'platforms=ios&patternCategories=6,9&tags=dark-mode,form',
    );
    expect(searchAddressQuery({})).toBe('');
  });

  it('removes one chip from its comma list, and the key once empty; the words with their own chip', () => {
    const filters = { platforms: 'ios', patternCategories: '6,9', tags: 'dark-mode', textInScreen: 'hello' };
    expect(withoutChip(filters, { filter: { key: 'patternCategories', value: '6' } })).toEqual({
      ...filters,
      patternCategories: '9',
    });
    expect(withoutChip(filters, { filter: { key: 'platforms', value: 'ios' } })).toEqual({
      patternCategories: '6,9',
      tags: 'dark-mode',
      textInScreen: 'hello',
    });
    expect(withoutText(filters)).toEqual({ platforms: 'ios', patternCategories: '6,9', tags: 'dark-mode' });
  });

  it("gives a list's see-all the filters the lists take", () => {
    expect(listQueryOf({ patternCategories: '6', platforms: 'ios', textInScreen: 'pay now' })).toBe(
      'platforms=ios&textInScreen=pay%20now&patternCategories=6',
    );
    expect(listQueryOf({ tags: 'dark-mode' })).toBe('');
  });
});
