import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFilterValue,
  clearFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  type Filters,
  filtersToQueryString,
  fromBackendQuery,
  isSearched,
  MAX_FILTER_IDS,
  MAX_FILTER_TEXT_LENGTH,
  normalizeFilterText,
  parseFilters,
  removeFilterValue,
  serializeFilters,
  setFilter,
  shouldClearFiltersOnNavigation,
  toBackendQuery,
  truncateTrackedText,
  validateFilters,
} from './filters.js';

const ids = fc
  .uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }), { maxLength: 8 })
  .map((list) => [...list].sort((a, b) => a - b));
const text = fc.string({ maxLength: 260, unit: 'binary' }).map(normalizeFilterText);
const filtersArb: fc.Arbitrary<Filters> = fc.record({
  term: text,
  textInScreen: text,
  patternCategories: ids,
  componentCategories: ids,
  flowCategories: ids,
  productCategories: ids,
  products: ids,
  screenTypes: fc.subarray(['marketing', 'application'] as const).map((list) => [...list]),
  isFavorited: fc.boolean(),
});

describe('parseFilters', () => {
  it('reads every key of the query-string form', () => {
    const filters = parseFilters(
      '?term=bank&textInScreen=Sign%20up&patternCategories=3,1&componentCategories=9&flowCategories=4&productCategories=2&products=7,5&screenTypes=application,marketing&isFavorited=1',
    );
    expect(filters).toEqual({
      term: 'bank',
      textInScreen: 'Sign up',
      patternCategories: [1, 3],
      componentCategories: [9],
      flowCategories: [4],
      productCategories: [2],
      products: [5, 7],
      screenTypes: ['marketing', 'application'],
      isFavorited: true,
    });
  });

  it('normalises bad input instead of throwing', () => {
    const filters = parseFilters({
      patternCategories: '1,abc,1,-4,0,2.5,99999999999, 3 ',
      screenTypes: ['Marketing', 'desktop'],
      isFavorited: 'true',
      term: `  ${'x'.repeat(500)}  `,
      unknown: 'ignored',
      products: undefined,
      flowCategories: null,
    });
    expect(filters.patternCategories).toEqual([1, 3]);
    expect(filters.screenTypes).toEqual(['marketing']);
    expect(filters.isFavorited).toBe(false);
    expect(filters.term).toHaveLength(MAX_FILTER_TEXT_LENGTH);
    expect(parseFilters(new URLSearchParams('products=1&products=2')).products).toEqual([1, 2]);
    const many = Array.from({ length: 150 }, (_, i) => i + 1).join(',');
    expect(parseFilters({ products: many }).products).toHaveLength(MAX_FILTER_IDS);
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.dictionary(fc.string(), fc.string({ unit: 'binary' })),
        (query, record) => {
          expect(() => parseFilters(query)).not.toThrow();
          expect(() => parseFilters(record)).not.toThrow();
          expect(() => validateFilters(record)).not.toThrow();
        },
      ),
    );
  });
});

describe('serializeFilters', () => {
  it('gives the canonical form with only set keys', () => {
    expect(serializeFilters(EMPTY_FILTERS)).toEqual({});
    const filters = {
      ...clearFilters(),
      products: [9, 2, 2],
      screenTypes: ['application', 'marketing'] as Filters['screenTypes'],
      isFavorited: true,
    };
    expect(serializeFilters(filters)).toEqual({
      products: '2,9',
      screenTypes: 'marketing,application',
      isFavorited: '1',
    });
    expect(filtersToQueryString(filters)).toBe(
      'products=2%2C9&screenTypes=marketing%2Capplication&isFavorited=1',
    );
  });

  it('round-trips: parse(serialize(f)) equals f (property)', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        expect(parseFilters(serializeFilters(filters))).toEqual(filters);
        expect(parseFilters(filtersToQueryString(filters))).toEqual(filters);
      }),
    );
  });
});

describe('set, remove one, clear all', () => {
  it('changes one key at a time', () => {
    let filters = setFilter(clearFilters(), 'patternCategories', [5, 3]);
    filters = addFilterValue(filters, 'patternCategories', 4);
    filters = addFilterValue(filters, 'screenTypes', 'marketing');
    filters = setFilter(filters, 'term', '  dark   mode ');
    expect(filters).toMatchObject({
      patternCategories: [3, 4, 5],
      screenTypes: ['marketing'],
      term: 'dark mode',
    });
    expect(countActiveFilters(filters)).toBe(5);
    filters = removeFilterValue(filters, 'patternCategories', 4);
    expect(filters.patternCategories).toEqual([3, 5]);
    expect(removeFilterValue(filters, 'patternCategories').patternCategories).toEqual([]);
    expect(removeFilterValue(filters, 'screenTypes', 'marketing').screenTypes).toEqual([]);
    expect(removeFilterValue(filters, 'screenTypes').screenTypes).toEqual([]);
    expect(removeFilterValue(filters, 'term').term).toBe('');
    expect(removeFilterValue(setFilter(filters, 'isFavorited', true), 'isFavorited').isFavorited).toBe(false);
    expect(addFilterValue(filters, 'screenTypes', 'desktop' as never)).toBe(filters);
    expect(addFilterValue(filters, 'products', 'x' as never)).toBe(filters);
    expect(clearFilters()).toEqual(EMPTY_FILTERS);
  });
});

describe('isSearched', () => {
  it('counts a page as searched only when a key has a non-blank value', () => {
    expect(isSearched('')).toBe(false);
    expect(isSearched('term=%20%20')).toBe(false);
    expect(isSearched('isFavorited=0')).toBe(false);
    expect(isSearched('isFavorited=1')).toBe(true);
    expect(isSearched({ textInScreen: 'login' })).toBe(true);
    expect(isSearched({ ...clearFilters(), products: [1] })).toBe(true);
    expect(isSearched(new URLSearchParams('screenTypes=marketing'))).toBe(true);
  });
});

describe('backend query', () => {
  it('maps keys to the backend fields', () => {
    const filters = parseFilters(
      'term=bank&textInScreen=login&patternCategories=1&componentCategories=2&flowCategories=3&productCategories=4&products=5&screenTypes=marketing&isFavorited=1',
    );
    expect(toBackendQuery(filters, { apps: [8, 7] })).toEqual({
      term: 'bank',
      text_in_screen: 'login',
      pattern_cats: '1',
      component_cats: '2',
      flow_cats: '3',
      product_cats: '4',
      products: '5',
      screen_types: 'marketing',
      is_favorited: '1',
      apps: '7,8',
    });
    expect(toBackendQuery(EMPTY_FILTERS)).toEqual({});
  });

  it('round-trips through the backend fields (property)', () => {
    fc.assert(
      fc.property(filtersArb, ids, (filters, apps) => {
        expect(fromBackendQuery(toBackendQuery(filters, { apps }))).toEqual({ filters, apps });
      }),
    );
  });
});

describe('validateFilters', () => {
  it('accepts good input and names every bad key', () => {
    expect(validateFilters('products=1,2&screenTypes=marketing&isFavorited=1')).toMatchObject({ ok: true });
    const result = validateFilters({
      products: '1,x',
      patternCategories: '2,2',
      flowCategories: Array.from({ length: 101 }, (_, i) => String(i + 1)),
      screenTypes: 'desktop',
      isFavorited: 'yes',
      term: 'y'.repeat(201),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues.map((issue) => issue.key)).toEqual([
        'term',
        'patternCategories',
        'flowCategories',
        'products',
        'screenTypes',
        'isFavorited',
      ]);
      expect(result.issues.find((issue) => issue.key === 'products')?.message).toContain('x');
    }
  });
});

describe('tracking and navigation', () => {
  it('truncates tracked filter text to 50 characters', () => {
    expect(truncateTrackedText('a'.repeat(80))).toHaveLength(50);
    expect(truncateTrackedText('short')).toBe('short');
  });

  it('clears filters on a route with an empty query, except when leaving an app page', () => {
    const to = { pathname: '/n/pages', search: '' };
    expect(shouldClearFiltersOnNavigation({ from: { pathname: '/n/flows', search: '?term=a' }, to })).toBe(
      true,
    );
    expect(
      shouldClearFiltersOnNavigation({
        from: { pathname: '/n/flows', search: '' },
        to: { pathname: '/n/pages', search: '?term=a' },
      }),
    ).toBe(false);
    expect(
      shouldClearFiltersOnNavigation({ from: { pathname: '/n/apps/ledgerly/flows', search: '?term=a' }, to }),
    ).toBe(false);
    expect(shouldClearFiltersOnNavigation({ from: { pathname: '/apps/ledgerly', search: '' }, to })).toBe(
      false,
    );
    expect(
      shouldClearFiltersOnNavigation({ from: { pathname: '/apps/categories/finance', search: '' }, to }),
    ).toBe(true);
    expect(
      shouldClearFiltersOnNavigation({
        from: { pathname: '/n/pages', search: '' },
        to: { pathname: '/n/pages', search: '?' },
      }),
    ).toBe(true);
  });
});
