import {
  BACKEND_FIELD_DEFINITIONS,
  BACKEND_FIELD_ORDER,
  FILTER_DEFINITIONS,
} from '@pageshelf/domain/filters';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appsQuerySchema } from './app.js';
import { toSearchParams } from './common.js';
import { componentsQuerySchema } from './component.js';
import { FILTER_QUERY_FIELDS, filterQuerySchema, type ListQuery, listQuerySchema } from './filters.js';
import { screensQuerySchema } from './screen.js';

const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('filter fields', () => {
  it('parses every backend field from its URL form', () => {
    expect(
      filterQuerySchema.parse({
        text_in_screen: '  create   your\taccount ',
        term: ' bank ',
        product_cats: '12,3',
        pattern_cats: '3, 1 ,3',
        flow_cats: '9',
        component_cats: '20,21',
        products: '7',
        screen_types: 'Application,marketing',
        platforms: 'Web,ios',
        apps: '7,8',
        is_favorited: '1',
      }),
    ).toEqual({
      text_in_screen: 'create your account',
      term: 'bank',
      product_cats: [3, 12],
      pattern_cats: [1, 3],
      flow_cats: [9],
      component_cats: [20, 21],
      products: [7],
      screen_types: ['marketing', 'application'],
      platforms: ['ios', 'web'],
      apps: [7, 8],
      is_favorited: true,
    });
  });

  it('reads blank values as not set', () => {
    expect(
      filterQuerySchema.parse({
        term: '   ',
        text_in_screen: '',
        product_cats: '',
        screen_types: ' ',
        is_favorited: '',
      }),
    ).toEqual({
      term: undefined,
      text_in_screen: undefined,
      product_cats: [],
      screen_types: [],
      is_favorited: false,
    });
    expect(filterQuerySchema.parse({ is_favorited: '0' })).toEqual({ is_favorited: false });
    expect(filterQuerySchema.parse({})).toEqual({});
  });

  it.each([
    ['product_cats', '1,x'],
    ['pattern_cats', '0'],
    ['flow_cats', '1,,2'],
    ['component_cats', '-3'],
    ['products', '1.5'],
    ['apps', '2147483648'],
    ['screen_types', 'desktop'],
    ['screen_types', 'marketing,'],
    ['platforms', 'desktop'],
    ['platforms', 'ios,,web'],
    ['is_favorited', 'yes'],
    ['is_favorited', 'true'],
    ['text_in_screen', 'x'.repeat(201)],
    ['term', 'y'.repeat(201)],
  ])('rejects %s=%s with an issue on that field that names it', (field, value) => {
    const issues = issuesOf(filterQuerySchema.safeParse({ [field]: value }));
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toBe(field);
    expect(issues[0]?.message).toContain(field);
  });

  it('says which values are wrong', () => {
    expect(issuesOf(filterQuerySchema.safeParse({ product_cats: '1,abc,0' }))).toEqual([
      {
        path: 'product_cats',
        message: 'product_cats must be comma-separated positive integer ids; not valid: "abc", "0"',
      },
    ]);
    expect(issuesOf(filterQuerySchema.safeParse({ screen_types: 'marketing,Desktop' }))).toEqual([
      {
        path: 'screen_types',
        message:
          'screen_types must be a comma-separated list of marketing, application; not valid: "Desktop"',
      },
    ]);
  });

  it('caps id lists at 100 ids', () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    expect(filterQuerySchema.parse({ apps: ids.slice(0, 100).join(',') }).apps).toHaveLength(100);
    expect(issuesOf(filterQuerySchema.safeParse({ apps: ids.join(',') }))).toEqual([
      { path: 'apps', message: 'apps must list at most 100 values' },
    ]);
  });

  it('rejects a repeated key (an array) and reports every bad field at once', () => {
    expect(issuesOf(filterQuerySchema.safeParse({ apps: ['1', '2'] }))).toEqual([
      { path: 'apps', message: 'apps must be given once, as a comma-separated list' },
    ]);
    expect(
      issuesOf(filterQuerySchema.safeParse({ apps: 'x', flow_cats: 'y' })).map((issue) => issue.path),
    ).toEqual(['flow_cats', 'apps']);
  });

  it('rejects unknown keys such as the camelCase URL keys of the SPA', () => {
    const result = listQuerySchema.safeParse({ productCategories: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('productCategories');
  });
});

describe('list queries', () => {
  it('add cursor and limit (default 30) to the filters', () => {
    expect(listQuerySchema.parse({ apps: '7', cursor: 'eyJvIjoiZmxvd3MifQ', limit: '12' })).toEqual({
      apps: [7],
      cursor: 'eyJvIjoiZmxvd3MifQ',
      limit: 12,
    });
    expect(issuesOf(listQuerySchema.safeParse({ limit: '500' }))).toEqual([
      { path: 'limit', message: 'limit must be a whole number from 1 to 100' },
    ]);
  });

  it('screens take an order, apps a platform and a sort, components a tag', () => {
    expect(screensQuerySchema.parse({})).toEqual({ limit: 30, order: 'recent' });
    expect(screensQuerySchema.parse({ order: 'position' }).order).toBe('position');
    expect(issuesOf(screensQuerySchema.safeParse({ order: 'random' }))[0]?.path).toBe('order');
    expect(appsQuerySchema.parse({ platform: 'ios', product_cats: '2' })).toEqual({
      platform: 'ios',
      product_cats: [2],
      limit: 30,
      sort: 'title',
    });
    expect(appsQuerySchema.parse({ sort: 'redesigned' }).sort).toBe('redesigned');
    expect(issuesOf(appsQuerySchema.safeParse({ sort: 'newest' }))[0]?.path).toBe('sort');
    expect(issuesOf(appsQuerySchema.safeParse({ platform: 'desktop' }))).toEqual([
      { path: 'platform', message: 'platform must be one of ios, android, web' },
    ]);
    expect(componentsQuerySchema.parse({ tag: 'primary' }).tag).toBe('primary');
    expect(componentsQuerySchema.safeParse({ tag: 'Not A Slug' }).success).toBe(false);
  });

  it('round-trip through toSearchParams', () => {
    const query: ListQuery = {
      term: 'bank',
      product_cats: [2, 5],
      screen_types: ['marketing', 'application'],
      apps: [7],
      is_favorited: true,
      cursor: 'abc',
      limit: 50,
    };
    const url = toSearchParams(query).toString();
    expect(url).toBe(
      'term=bank&product_cats=2%2C5&screen_types=marketing%2Capplication&apps=7&is_favorited=1&cursor=abc&limit=50',
    );
    expect(listQuerySchema.parse(Object.fromEntries(new URLSearchParams(url)))).toEqual(query);
  });

  it('know the eleven backend filter fields', () => {
    expect(Object.keys(filterQuerySchema.shape).sort()).toEqual([...FILTER_QUERY_FIELDS].sort());
  });

  it("are built from the domain's filter table: its fields in its order, with its descriptions and limits", () => {
    expect(Object.keys(filterQuerySchema.shape)).toEqual([...BACKEND_FIELD_ORDER]);
    const document = z.toJSONSchema(filterQuerySchema, { io: 'input' }) as {
      properties: Record<string, { description?: string }>;
    };
    for (const field of BACKEND_FIELD_DEFINITIONS) {
      expect(document.properties[field.wire]?.description, field.wire).toBe(field.description);
    }
    for (const filter of FILTER_DEFINITIONS) {
      if (filter.kind !== 'text') continue;
      expect(filterQuerySchema.safeParse({ [filter.wire]: 'x'.repeat(filter.maxLength) }).success).toBe(true);
      expect(filterQuerySchema.safeParse({ [filter.wire]: 'x'.repeat(filter.maxLength + 1) }).success).toBe(
        false,
      );
    }
  });
});
