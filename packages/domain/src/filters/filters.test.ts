import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFilterValue,
  BACKEND_APPS_FIELD,
  BACKEND_FIELD_DEFINITIONS,
  BACKEND_FIELD_ORDER,
  BACKEND_QUERY_FIELDS,
  canonicalBackendQuery,
  canonicalSearch,
  clearFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  FILTER_DEFINITIONS,
  FILTER_KEYS,
  type Filters,
  filtersToQueryString,
  fromBackendQuery,
  fromParsedBackendQuery,
  ID_FILTER_KEYS,
  isSearched,
  isSearchedBackend,
  isSearchedBackendQuery,
  MAX_FILTER_ID,
  MAX_FILTER_IDS,
  MAX_FILTER_TEXT_LENGTH,
  normalizeFilters,
  parseFilters,
  removeFilterValue,
  setFilter,
  shouldClearFiltersOnNavigation,
  TEXT_FILTER_KEYS,
  toBackendQuery,
  truncateTrackedText,
  validateBackendQuery,
  validateFilters,
} from './filters.js';

/** The canonical form of filters as a record of the address's query. */
const canonicalRecord = (value: Filters) =>
  Object.fromEntries(new URLSearchParams(filtersToQueryString(value)));

const filters = (partial: Partial<Filters>): Filters => ({ ...EMPTY_FILTERS, ...partial });

/* Arbitraries ---------------------------------------------------------------------------------------- */

/** Any UTF-16 code unit (lone surrogates and control characters included), or a tricky character. */
const anyCodeUnit = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('😀', '\uD800', '\uDC00', '\u0000', '\n', ' ', '\u00a0', ',', '&', '+', '%', '=', '#', '?'),
);

const rawText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: anyCodeUnit, maxLength: 250 }),
  fc.constantFrom('  spaced  out ', 'a,b&c=d+e%20f?#', 'émoji 😀 ok', '\u0000\n\t', '\uD800x'),
);
const rawIds = fc.array(
  fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: MAX_FILTER_ID }), fc.integer()),
  { maxLength: 120 },
);
const rawSlugs = fc.array(fc.constantFrom('marketing', 'application'), { maxLength: 4 }) as fc.Arbitrary<
  Array<'marketing' | 'application'>
>;

const rawPlatforms = fc.array(fc.constantFrom('ios', 'android', 'web'), { maxLength: 4 }) as fc.Arbitrary<
  Array<'ios' | 'android' | 'web'>
>;

/** Any normalised Filters value. */
const normalizedFilters: fc.Arbitrary<Filters> = fc
  .record({
    platforms: rawPlatforms,
    term: rawText,
    textInScreen: rawText,
    patternCategories: rawIds,
    componentCategories: rawIds,
    flowCategories: rawIds,
    productCategories: rawIds,
    products: rawIds,
    screenTypes: rawSlugs,
    isFavorited: fc.boolean(),
  })
  .map(normalizeFilters);

const queryKey = fc.oneof(
  fc.constantFrom(...FILTER_KEYS, ...Object.values(BACKEND_QUERY_FIELDS), 'apps'),
  fc.string(),
);
const queryValue = fc.oneof(
  fc.string(),
  fc.string({ unit: anyCodeUnit }),
  fc.array(fc.integer(), { maxLength: 5 }).map((list) => list.join(',')),
  fc.constantFrom('1', '0', 'marketing,application', 'MARKETING, foo', 'web,IOS', '%E0%A4%A', '1,,2,'),
);
const arbitraryRecord = fc.dictionary(
  queryKey,
  fc.oneof(queryValue, fc.array(queryValue, { maxLength: 3 }), fc.constant(undefined), fc.constant(null)),
);
const arbitraryQueryString = fc.oneof(
  fc.string(),
  fc.string({ unit: anyCodeUnit }),
  fc
    .array(fc.tuple(queryKey, queryValue), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join('&')),
);

/* Tests ---------------------------------------------------------------------------------------------- */

describe('keys and limits', () => {
  it('uses exactly the query keys of the spec', () => {
    expect(FILTER_KEYS).toEqual([
      'platforms',
      'term',
      'textInScreen',
      'patternCategories',
      'componentCategories',
      'flowCategories',
      'productCategories',
      'products',
      'screenTypes',
      'isFavorited',
    ]);
    expect(TEXT_FILTER_KEYS).toEqual(['term', 'textInScreen']);
    expect(ID_FILTER_KEYS).toHaveLength(5);
  });

  it('caps text at 200 characters and lists at 100 ids up to the largest integer id', () => {
    expect(MAX_FILTER_TEXT_LENGTH).toBe(200);
    expect(MAX_FILTER_IDS).toBe(100);
    expect(MAX_FILTER_ID).toBe(2_147_483_647);
  });

  it('maps to the backend fields of the spec', () => {
    expect(BACKEND_QUERY_FIELDS).toEqual({
      term: 'term',
      textInScreen: 'text_in_screen',
      patternCategories: 'pattern_cats',
      componentCategories: 'component_cats',
      flowCategories: 'flow_cats',
      productCategories: 'product_cats',
      products: 'products',
      screenTypes: 'screen_types',
      platforms: 'platforms',
      isFavorited: 'is_favorited',
    });
    expect(BACKEND_APPS_FIELD).toBe('apps');
  });

  it('defines each filter once: one key, one backend field, one kind, its limits', () => {
    expect(FILTER_DEFINITIONS.map((filter) => filter.key)).toEqual([...FILTER_KEYS]);
    expect(Object.keys(EMPTY_FILTERS)).toEqual([...FILTER_KEYS]);
    const wires = BACKEND_FIELD_DEFINITIONS.map((field) => field.wire);
    expect(new Set(wires).size).toBe(wires.length);
    expect([...BACKEND_FIELD_ORDER].sort()).toEqual([...wires].sort());
    expect(Object.fromEntries(FILTER_DEFINITIONS.map((filter) => [filter.key, filter.kind]))).toEqual({
      platforms: 'slugs',
      term: 'text',
      textInScreen: 'text',
      patternCategories: 'ids',
      componentCategories: 'ids',
      flowCategories: 'ids',
      productCategories: 'ids',
      products: 'ids',
      screenTypes: 'slugs',
      isFavorited: 'flag',
    });
    for (const field of BACKEND_FIELD_DEFINITIONS) {
      if (field.kind === 'text') expect(field.maxLength).toBe(MAX_FILTER_TEXT_LENGTH);
      if (field.kind === 'ids')
        expect([field.maxItems, field.maxId]).toEqual([MAX_FILTER_IDS, MAX_FILTER_ID]);
      expect(field.description).not.toBe('');
    }
  });
});

describe('parseFilters', () => {
  it('reads every key', () => {
    const parsed = parseFilters(
      '?term=login&textInScreen=Sign%20up&patternCategories=3,1&componentCategories=7&flowCategories=9' +
        '&productCategories=2&products=40,12&screenTypes=application,marketing&isFavorited=1' +
        '&platforms=web,ios',
    );
    expect(parsed).toEqual({
      platforms: ['ios', 'web'],
      term: 'login',
      textInScreen: 'Sign up',
      patternCategories: [1, 3],
      componentCategories: [7],
      flowCategories: [9],
      productCategories: [2],
      products: [12, 40],
      screenTypes: ['marketing', 'application'],
      isFavorited: true,
    });
  });

  it('gives empty filters for an empty or missing query', () => {
    expect(parseFilters('')).toEqual(EMPTY_FILTERS);
    expect(parseFilters('?')).toEqual(EMPTY_FILTERS);
    expect(parseFilters(null)).toEqual(EMPTY_FILTERS);
    expect(parseFilters(undefined)).toEqual(EMPTY_FILTERS);
    expect(parseFilters(42 as unknown as string)).toEqual(EMPTY_FILTERS);
  });

  it('drops ids that are not positive whole numbers in range, and duplicates', () => {
    const parsed = parseFilters({ products: '5,0,-1,abc,1.5,1e3,+4,2147483648,2147483647, 7 ,5,,3' });
    expect(parsed.products).toEqual([3, 5, 7, 2_147_483_647]);
    expect(parseFilters('products=%2B4,+6').products).toEqual([6]);
  });

  it('keeps the 100 smallest ids', () => {
    const ids = Array.from({ length: 150 }, (_, index) => 150 - index);
    expect(parseFilters({ products: ids.join(',') }).products).toEqual(
      Array.from({ length: 100 }, (_, index) => index + 1),
    );
  });

  it('reads screen types case-insensitively, drops unknown ones and keeps the canonical order', () => {
    expect(parseFilters('screenTypes=Application, web ,MARKETING,application').screenTypes).toEqual([
      'marketing',
      'application',
    ]);
  });

  it('reads platforms case-insensitively, drops unknown ones and keeps the canonical order', () => {
    expect(parseFilters('platforms=Web, desktop ,IOS,web').platforms).toEqual(['ios', 'web']);
    expect(parseFilters('platforms=android').platforms).toEqual(['android']);
  });

  it('does not count a platform as a search (it is not a spec filter key), but as an active filter', () => {
    expect(isSearched(parseFilters('platforms=ios'))).toBe(false);
    expect(isSearched(parseFilters('platforms=ios,android,web'))).toBe(false);
    expect(isSearched(parseFilters('platforms=ios&term=cart'))).toBe(true);
    expect(countActiveFilters(parseFilters('platforms=ios,web&term=cart'))).toBe(3);
    expect(FILTER_DEFINITIONS.filter((filter) => !filter.search).map((filter) => filter.key)).toEqual([
      'platforms',
    ]);
  });

  it('trims, collapses and caps text', () => {
    expect(parseFilters({ term: '   sign \n\t in   ' }).term).toBe('sign in');
    expect(parseFilters({ term: 'x'.repeat(250) }).term).toHaveLength(200);
    expect([...parseFilters({ textInScreen: '😀'.repeat(250) }).textInScreen]).toHaveLength(200);
  });

  it('turns isFavorited on only for exactly 1', () => {
    expect(parseFilters('isFavorited=1').isFavorited).toBe(true);
    for (const value of ['0', 'true', ' 1', '11', '', 'yes']) {
      expect(parseFilters({ isFavorited: value }).isFavorited).toBe(false);
    }
  });

  it('ignores unknown keys', () => {
    expect(parseFilters('page=2&sort=new&utm_source=x')).toEqual(EMPTY_FILTERS);
  });

  it('merges repeated list keys and takes the first text value', () => {
    expect(parseFilters('products=3&products=1,2&term=a&term=b')).toMatchObject({
      products: [1, 2, 3],
      term: 'a',
    });
    expect(parseFilters({ products: ['3', '1,2'], term: ['a', 'b'] })).toMatchObject({
      products: [1, 2, 3],
      term: 'a',
    });
  });

  it('reads URLSearchParams, paths and URLs', () => {
    expect(parseFilters(new URLSearchParams('products=2'))).toMatchObject({ products: [2] });
    expect(parseFilters('/pages?term=cart#results')).toMatchObject({ term: 'cart' });
    expect(parseFilters('https://pageshelf.test/pages?products=4')).toMatchObject({ products: [4] });
    expect(parseFilters('/pages')).toEqual(EMPTY_FILTERS);
  });

  it('tolerates the odd values of parsed query records', () => {
    const record = { products: [4, '2', null, { x: 1 }], term: 7, isFavorited: true, flowCategories: null };
    expect(parseFilters(record as unknown as Record<string, string>)).toMatchObject({
      products: [2, 4],
      term: '7',
      isFavorited: false,
      flowCategories: [],
    });
  });

  it('ignores inherited properties', () => {
    const record = Object.create({ term: 'inherited' }) as Record<string, string>;
    expect(parseFilters(record).term).toBe('');
  });

  it('never throws on arbitrary strings and records, and always gives normalised filters', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryQueryString, arbitraryRecord, fc.anything()), (input) => {
        const parsed = parseFilters(input as Parameters<typeof parseFilters>[0]);
        expect(normalizeFilters(parsed)).toEqual(parsed);
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateFilters', () => {
  it('accepts a valid query and gives its filters', () => {
    expect(validateFilters('term=login&products=1,2&screenTypes=marketing&isFavorited=1&page=2')).toEqual({
      ok: true,
      filters: filters({ term: 'login', products: [1, 2], screenTypes: ['marketing'], isFavorited: true }),
    });
    expect(validateFilters('isFavorited=0&products=1,,2,')).toMatchObject({ ok: true });
  });

  it('names every problem with its key', () => {
    const result = validateFilters(
      `term=${'x'.repeat(201)}&textInScreen=a&textInScreen=b&products=1,abc,-2,0,99999999999` +
        '&screenTypes=web&platforms=ios,desktop&isFavorited=yes',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toEqual([
      { key: 'platforms', message: "must be ios, android or web; not valid: 'desktop'" },
      { key: 'term', message: 'must be at most 200 characters' },
      { key: 'textInScreen', message: 'must be given once' },
      {
        key: 'products',
        message: "must be positive whole numbers up to 2147483647; not valid: 'abc', '-2', '0' and 1 more",
      },
      { key: 'screenTypes', message: "must be marketing or application; not valid: 'web'" },
      { key: 'isFavorited', message: "must be '1' (on) or '0' (off)" },
    ]);
  });

  it('reports too many ids, long tokens shortened', () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(validateFilters({ productCategories: ids })).toEqual({
      ok: false,
      issues: [{ key: 'productCategories', message: 'must hold at most 100 ids' }],
    });
    const result = validateFilters({ products: 'y'.repeat(40) });
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual([
      `must be positive whole numbers up to 2147483647; not valid: '${'y'.repeat(20)}…'`,
    ]);
  });

  it('reports isFavorited given twice', () => {
    expect(validateFilters('isFavorited=1&isFavorited=1')).toEqual({
      ok: false,
      issues: [{ key: 'isFavorited', message: 'must be given once' }],
    });
  });

  it('accepts the canonical form of any normalised filters', () => {
    fc.assert(
      fc.property(normalizedFilters, (value) => {
        expect(validateFilters(canonicalRecord(value))).toEqual({ ok: true, filters: value });
      }),
    );
  });

  it('agrees with parseFilters whenever it accepts', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryQueryString, arbitraryRecord), (input) => {
        const result = validateFilters(input);
        if (result.ok) expect(result.filters).toEqual(parseFilters(input));
      }),
    );
  });
});

describe('filtersToQueryString', () => {
  const value = filters({
    term: 'sign in',
    products: [12, 3],
    screenTypes: ['application', 'marketing'],
    isFavorited: true,
  });

  it('gives a readable query string', () => {
    expect(filtersToQueryString(value)).toBe(
      'term=sign%20in&products=3,12&screenTypes=marketing,application&isFavorited=1',
    );
    expect(filtersToQueryString(EMPTY_FILTERS)).toBe('');
    expect(filtersToQueryString(filters({ term: 'a,b&c' }))).toBe('term=a,b%26c');
  });

  it('round-trips any normalised filters through the record, the query string and URLSearchParams', () => {
    fc.assert(
      fc.property(normalizedFilters, (value) => {
        expect(parseFilters(filtersToQueryString(value))).toEqual(value);
        expect(parseFilters(`?${new URLSearchParams(canonicalRecord(value)).toString()}`)).toEqual(value);
      }),
    );
  });

  it('gives equal filters equal query strings', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryQueryString, arbitraryRecord), (input) => {
        const once = parseFilters(input);
        expect(parseFilters(filtersToQueryString(once))).toEqual(once);
        expect(filtersToQueryString(parseFilters(filtersToQueryString(once)))).toBe(
          filtersToQueryString(once),
        );
      }),
    );
  });
});

describe('normalizeFilters', () => {
  it('fills missing keys and normalises each one', () => {
    expect(
      normalizeFilters({
        term: ' a ',
        products: [3, 3, 1, 0, 2.5],
        screenTypes: ['application', 'marketing'],
      }),
    ).toEqual(filters({ term: 'a', products: [1, 3], screenTypes: ['marketing', 'application'] }));
    expect(normalizeFilters(null)).toEqual(EMPTY_FILTERS);
    expect(
      normalizeFilters({ products: 'nope' as unknown as number[], isFavorited: 1 as unknown as boolean }),
    ).toEqual(EMPTY_FILTERS);
  });

  it('drops values of the wrong type', () => {
    const junk = {
      products: [true, -1, null, 3],
      screenTypes: [5, 'marketing'],
    } as unknown as Partial<Filters>;
    expect(normalizeFilters(junk)).toEqual(filters({ products: [3], screenTypes: ['marketing'] }));
    const partial = { term: 'x' } as unknown as Filters;
    expect(addFilterValue(partial, 'products', 4)).toEqual(filters({ term: 'x', products: [4] }));
  });

  it('accepts digit strings as ids', () => {
    expect(normalizeFilters({ products: ['4', ' 2 '] as unknown as number[] }).products).toEqual([2, 4]);
  });
});

describe('set, add, remove, clear', () => {
  const base = filters({ term: 'cart', products: [1, 2], screenTypes: ['marketing'], isFavorited: true });

  it('sets one key, normalised', () => {
    expect(setFilter(base, 'products', [9, 3, 3])).toEqual({ ...base, products: [3, 9] });
    expect(setFilter(base, 'term', '  checkout ')).toEqual({ ...base, term: 'checkout' });
    expect(setFilter(base, 'isFavorited', false)).toEqual({ ...base, isFavorited: false });
  });

  it('adds one id or screen type', () => {
    expect(addFilterValue(base, 'products', 0)).toEqual(base);
    expect(addFilterValue(base, 'products', 2)).toEqual(base);
    expect(addFilterValue(base, 'products', 7).products).toEqual([1, 2, 7]);
    expect(addFilterValue(base, 'screenTypes', 'application').screenTypes).toEqual([
      'marketing',
      'application',
    ]);
    expect(addFilterValue(EMPTY_FILTERS, 'flowCategories', 4).flowCategories).toEqual([4]);
  });

  it('removes one id or screen type, or clears a key', () => {
    expect(removeFilterValue(base, 'products', 1).products).toEqual([2]);
    expect(removeFilterValue(base, 'products', 99).products).toEqual([1, 2]);
    expect(removeFilterValue(base, 'products').products).toEqual([]);
    expect(removeFilterValue(base, 'screenTypes', 'marketing').screenTypes).toEqual([]);
    expect(removeFilterValue(base, 'term')).toEqual({ ...base, term: '' });
    expect(removeFilterValue(base, 'isFavorited')).toEqual({ ...base, isFavorited: false });
  });

  it('does not change its input', () => {
    const frozen = Object.freeze({ ...base, products: Object.freeze([1, 2]) });
    removeFilterValue(frozen, 'products', 1);
    addFilterValue(frozen, 'products', 5);
    setFilter(frozen, 'term', 'x');
    expect(frozen).toEqual(base);
  });

  it('clears all', () => {
    expect(clearFilters()).toEqual(EMPTY_FILTERS);
    expect(isSearched(clearFilters())).toBe(false);
  });
});

describe('countActiveFilters and isSearched', () => {
  it('counts every value that is set', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(
      countActiveFilters(
        filters({
          term: 'a',
          textInScreen: 'b',
          products: [1, 2],
          screenTypes: ['marketing'],
          isFavorited: true,
        }),
      ),
    ).toBe(6);
  });

  it('counts a page as searched only when a key holds a non-blank value', () => {
    expect(isSearched(EMPTY_FILTERS)).toBe(false);
    expect(isSearched(filters({ term: '   ' }))).toBe(false);
    expect(isSearched(filters({ isFavorited: false }))).toBe(false);
    expect(isSearched(filters({ term: 'x' }))).toBe(true);
    expect(isSearched(filters({ textInScreen: 'x' }))).toBe(true);
    expect(isSearched(filters({ flowCategories: [4] }))).toBe(true);
    expect(isSearched(filters({ screenTypes: ['application'] }))).toBe(true);
    expect(isSearched(filters({ isFavorited: true }))).toBe(true);
    expect(isSearched(parseFilters('isFavorited=0&products=abc&term=%20'))).toBe(false);
  });

  it('agrees with the canonical query: searched iff the query string without the platforms is not empty', () => {
    fc.assert(
      fc.property(normalizedFilters, (value) => {
        expect(isSearched(value)).toBe(filtersToQueryString({ ...value, platforms: [] }) !== '');
      }),
    );
  });
});

describe('toBackendQuery and fromBackendQuery', () => {
  it('maps to the backend fields, comma-separated, empty ones omitted, in the spec order', () => {
    const query = toBackendQuery(
      filters({
        term: 'cart',
        textInScreen: 'Pay',
        productCategories: [5, 2],
        patternCategories: [1],
        flowCategories: [8],
        componentCategories: [3],
        products: [10],
        screenTypes: ['application'],
        platforms: ['web', 'ios'],
        isFavorited: true,
      }),
      { apps: [9, 4, 4] },
    );
    expect(query).toEqual({
      text_in_screen: 'Pay',
      term: 'cart',
      product_cats: '2,5',
      pattern_cats: '1',
      flow_cats: '8',
      component_cats: '3',
      products: '10',
      screen_types: 'application',
      platforms: 'ios,web',
      apps: '4,9',
      is_favorited: '1',
    });
    expect(Object.keys(query)).toEqual([
      'text_in_screen',
      'term',
      'product_cats',
      'pattern_cats',
      'flow_cats',
      'component_cats',
      'products',
      'screen_types',
      'platforms',
      'apps',
      'is_favorited',
    ]);
    expect(toBackendQuery(EMPTY_FILTERS)).toEqual({});
  });

  it('reads the backend fields back', () => {
    expect(fromBackendQuery('text_in_screen=Pay&pattern_cats=2,1,x&apps=3&is_favorited=1&term=')).toEqual({
      filters: filters({ textInScreen: 'Pay', patternCategories: [1, 2], isFavorited: true }),
      apps: [3],
    });
    expect(fromBackendQuery('term=a&productCategories=3')).toEqual({
      filters: filters({ term: 'a' }),
      apps: [],
    });
  });

  it('round-trips any normalised filters and app ids', () => {
    fc.assert(
      fc.property(normalizedFilters, rawIds, (value, apps) => {
        const back = fromBackendQuery(toBackendQuery(value, { apps }));
        expect(back.filters).toEqual(value);
        expect(back.apps).toEqual(normalizeFilters({ products: apps }).products);
        expect(fromBackendQuery(new URLSearchParams(toBackendQuery(value, { apps })))).toEqual(back);
      }),
    );
  });

  it('validates backend queries strictly, naming backend fields', () => {
    expect(validateBackendQuery('term=a&apps=1,2&screen_types=marketing&limit=20')).toEqual({
      ok: true,
      filters: filters({ term: 'a', screenTypes: ['marketing'] }),
      apps: [1, 2],
    });
    expect(validateBackendQuery('apps=x&screen_types=web&is_favorited=true')).toEqual({
      ok: false,
      issues: [
        { key: 'screen_types', message: "must be marketing or application; not valid: 'web'" },
        { key: 'is_favorited', message: "must be '1' (on) or '0' (off)" },
        { key: 'apps', message: "must be positive whole numbers up to 2147483647; not valid: 'x'" },
      ],
    });
  });
});

describe('truncateTrackedText', () => {
  it('keeps at most 50 characters', () => {
    expect(truncateTrackedText('a'.repeat(60))).toBe('a'.repeat(50));
    expect(truncateTrackedText('a'.repeat(50))).toHaveLength(50);
    expect(truncateTrackedText('short')).toBe('short');
    expect([...truncateTrackedText('😀'.repeat(60))]).toHaveLength(50);
    expect(truncateTrackedText('  padded  ')).toBe('padded');
    expect(truncateTrackedText(undefined as unknown as string)).toBe('');
  });

  it('never exceeds 50 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCodeUnit, maxLength: 200 }), (text) => {
        expect([...truncateTrackedText(text)].length).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('shouldClearFiltersOnNavigation', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('clears when the destination has an empty query', () => {
    expect(shouldClearFiltersOnNavigation({ from: at('/pages', '?term=x'), to: at('/flows') })).toBe(true);
    expect(shouldClearFiltersOnNavigation({ from: at('/pages', '?term=x'), to: at('/pages', '?') })).toBe(
      true,
    );
    expect(shouldClearFiltersOnNavigation({ from: null, to: at('/pages') })).toBe(true);
  });

  it('keeps the filters when the destination has a query', () => {
    expect(shouldClearFiltersOnNavigation({ from: at('/pages'), to: at('/flows', '?term=x') })).toBe(false);
    expect(shouldClearFiltersOnNavigation({ from: at('/pages'), to: at('/flows', 'page=2') })).toBe(false);
  });

  it('keeps the filters when leaving an app page', () => {
    expect(shouldClearFiltersOnNavigation({ from: at('/apps/notion', '?term=x'), to: at('/pages') })).toBe(
      false,
    );
    expect(shouldClearFiltersOnNavigation({ from: at('/n/apps/notion/flows'), to: at('/n/pages') })).toBe(
      false,
    );
    expect(shouldClearFiltersOnNavigation({ from: at('/apps'), to: at('/pages') })).toBe(true);
    expect(shouldClearFiltersOnNavigation({ from: at('/apps/categories/finance'), to: at('/pages') })).toBe(
      true,
    );
  });

  it('reads a missing search as empty', () => {
    const to = { pathname: '/pages' } as unknown as { pathname: string; search: string };
    expect(shouldClearFiltersOnNavigation({ from: at('/pages'), to })).toBe(true);
  });
});

describe('isSearchedBackendQuery', () => {
  it('counts a list as searched when any filter field is non-blank', () => {
    expect(isSearchedBackendQuery({ text_in_screen: 'login' })).toBe(true);
    expect(isSearchedBackendQuery({ term: 'bank' })).toBe(true);
    expect(isSearchedBackendQuery({ pattern_cats: '3' })).toBe(true);
    expect(isSearchedBackendQuery({ products: '1,2' })).toBe(true);
    expect(isSearchedBackendQuery({ screen_types: 'marketing' })).toBe(true);
    expect(isSearchedBackendQuery({ is_favorited: '1' })).toBe(true);
  });

  it('does not count a platform or the app scope of an app page as a search', () => {
    expect(isSearchedBackendQuery({ platforms: 'ios' })).toBe(false);
    expect(isSearchedBackendQuery({ apps: '4' })).toBe(false);
    expect(isSearchedBackendQuery({ apps: '4', platforms: 'web', limit: '24' })).toBe(false);
    expect(isSearchedBackendQuery({ apps: '4', term: 'pay' })).toBe(true);
  });

  it('does not count blank fields, paging or an off switch', () => {
    expect(isSearchedBackendQuery({})).toBe(false);
    expect(isSearchedBackendQuery({ term: '   ', text_in_screen: '', is_favorited: '0' })).toBe(false);
    expect(isSearchedBackendQuery({ cursor: 'abc', limit: '30', order: 'position' })).toBe(false);
  });
});

describe('fromParsedBackendQuery', () => {
  it('reads the typed values a server schema gives, normalised', () => {
    expect(
      fromParsedBackendQuery({
        term: ' cart ',
        pattern_cats: [9, 3, 3],
        screen_types: ['application', 'marketing'],
        platforms: ['web'],
        is_favorited: true,
        apps: [4],
        limit: 24,
        cursor: 'x',
      }),
    ).toEqual({
      filters: filters({
        term: 'cart',
        patternCategories: [3, 9],
        screenTypes: ['marketing', 'application'],
        platforms: ['web'],
        isFavorited: true,
      }),
      apps: [4],
    });
  });

  it('reads values of another type as not set, and nothing as no filters', () => {
    expect(fromParsedBackendQuery({ pattern_cats: '3', is_favorited: '1', apps: 'x' })).toEqual({
      filters: EMPTY_FILTERS,
      apps: [],
    });
    expect(fromParsedBackendQuery(null)).toEqual({ filters: EMPTY_FILTERS, apps: [] });
    expect(fromParsedBackendQuery(Object.create({ term: 'inherited' }))).toEqual({
      filters: EMPTY_FILTERS,
      apps: [],
    });
  });

  it('agrees with fromBackendQuery on the same query, parsed or not', () => {
    fc.assert(
      fc.property(normalizedFilters, rawIds, (value, rawApps) => {
        const text = fromBackendQuery(toBackendQuery(value, { apps: rawApps }));
        const parsed = Object.fromEntries(
          FILTER_DEFINITIONS.map((filter) => [filter.wire, text.filters[filter.key]]),
        );
        expect(fromParsedBackendQuery({ ...parsed, apps: text.apps })).toEqual(text);
      }),
    );
  });
});

describe('canonicalBackendQuery', () => {
  it('names the same search alike whatever the order, spelling and paging fields', () => {
    const a = canonicalBackendQuery({ term: ' paywall ', pattern_cats: '9,3', limit: '24', cursor: 'x' });
    const b = canonicalBackendQuery('pattern_cats=3,9,3&term=paywall');
    expect(a).toBe(b);
    expect(a).toBe('term=paywall&pattern_cats=3%2C9');
  });

  it('tells different searches apart, and is empty without filters', () => {
    expect(canonicalBackendQuery({ term: 'paywall' })).not.toBe(canonicalBackendQuery({ term: 'paywalls' }));
    expect(canonicalBackendQuery({ term: 'a', apps: '4' })).not.toBe(canonicalBackendQuery({ term: 'a' }));
    expect(canonicalBackendQuery({ limit: '24', order: 'recent' })).toBe('');
    expect(canonicalBackendQuery({ is_favorited: '0' })).toBe('');
  });

  it('leaves the platforms out: switching the platform of a search is not a new search', () => {
    expect(canonicalBackendQuery({ term: 'paywall', platforms: 'ios' })).toBe(
      canonicalBackendQuery({ term: 'paywall', platforms: 'web,android' }),
    );
    expect(canonicalBackendQuery({ term: 'paywall', platforms: 'ios' })).toBe('term=paywall');
    expect(canonicalBackendQuery({ platforms: 'ios' })).toBe('');
  });

  it('names a parsed query as it names the same query as text', () => {
    const parsed = fromParsedBackendQuery({ term: 'paywall', pattern_cats: [9, 3], limit: 24 });
    expect(canonicalSearch(parsed)).toBe(canonicalBackendQuery('pattern_cats=3,9&term=paywall'));
    expect(isSearchedBackend(parsed)).toBe(true);
    expect(isSearchedBackend(fromParsedBackendQuery({ limit: 24 }))).toBe(false);
  });
});
