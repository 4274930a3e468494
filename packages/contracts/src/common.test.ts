import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailSchema,
  errorBodySchema,
  hrefSchema,
  idParamSchema,
  isUuid,
  pageOf,
  pageQuerySchema,
  redirectPathSchema,
  slugSchema,
  toSearchParams,
  uuidSchema,
} from './common.js';

const messagesOf = (result: { success: boolean; error?: z.ZodError | undefined }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('uuid', () => {
  it('accepts 8-4-4-4-12 hex in any case and sends it in lower case', () => {
    expect(uuidSchema.parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(uuidSchema.parse('00000000-0000-4000-8000-100000000001')).toBe(
      '00000000-0000-4000-8000-100000000001',
    );
    expect(isUuid('0F8FAD5B-d9cb-469f-a165-70867728950e')).toBe(true);
  });

  it.each([
    '0f8fad5b-d9cb-469f-a165-70867728950',
    '0f8fad5b-d9cb-469f-a165-70867728950e0',
    '0f8fad5bd9cb469fa16570867728950e',
    '{0f8fad5b-d9cb-469f-a165-70867728950e}',
    'zf8fad5b-d9cb-469f-a165-70867728950e',
    ' 0f8fad5b-d9cb-469f-a165-70867728950e',
    'sign-up',
  ])('refuses %s', (value) => {
    expect(uuidSchema.safeParse(value).success).toBe(false);
    expect(isUuid(value)).toBe(false);
  });
});

describe('email', () => {
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Maya.Lin@Studio.CO \n')).toBe('maya.lin@studio.co');
  });

  it('refuses what is not an address, and addresses over 254 characters', () => {
    expect(messagesOf(emailSchema.safeParse('maya@'))).toEqual([': must be a valid email address']);
    expect(emailSchema.safeParse('').success).toBe(false);
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(messagesOf(emailSchema.safeParse(long))).toContain(': must be at most 254 characters');
  });
});

describe('ids, slugs and links', () => {
  it('reads path ids strictly', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', '1e3', '0x10', ' 4', '042', '2147483648', '']) {
      expect(messagesOf(idParamSchema.safeParse(bad)), bad).toEqual([': id must be a positive integer id']);
    }
  });

  it('checks slugs', () => {
    expect(slugSchema.parse('sign-up')).toBe('sign-up');
    for (const bad of ['Sign-up', 'sign--up', '-sign', 'sign_up', ''])
      expect(slugSchema.safeParse(bad).success).toBe(false);
  });

  it('keeps redirects on this site', () => {
    expect(redirectPathSchema.parse('/pages?term=login')).toBe('/pages?term=login');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'pages', '/a b']) {
      expect(redirectPathSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('allows media paths and http(s) URLs as links, nothing else', () => {
    expect(hrefSchema.safeParse('/media/x/thumb.webp').success).toBe(true);
    expect(hrefSchema.safeParse('https://cdn.example/x.webp').success).toBe(true);
    for (const bad of ['javascript:alert(1)', '//cdn.example/x', 'data:image/png;base64,AA', 'x.webp']) {
      expect(hrefSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('error body', () => {
  it('has statusCode, error, message and optional code, requestId, issues', () => {
    expect(
      errorBodySchema.parse({ statusCode: 404, error: 'Not Found', message: 'Screen not found' }),
    ).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Screen not found',
    });
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request',
      code: 'validation_failed',
      requestId: 'req-1',
      issues: [{ path: 'querystring.product_cats', message: 'product_cats must be ...' }],
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ ...body, statusCode: 200 }).success).toBe(false);
  });
});

describe('pages', () => {
  const page = pageOf(z.object({ id: z.number() }));

  it('is { items, nextCursor, total: { value, exact } }', () => {
    const value = { items: [{ id: 1 }], nextCursor: 'abc', total: { value: 10_000, exact: false } };
    expect(page.parse(value)).toEqual(value);
    expect(page.parse({ ...value, nextCursor: null }).nextCursor).toBeNull();
  });

  it('may carry an estimate of a total it stopped counting', () => {
    const value = { items: [], nextCursor: null, total: { value: 1_000, exact: false, estimate: 94_000 } };
    expect(page.parse(value)).toEqual(value);
    expect(page.safeParse({ ...value, total: { ...value.total, estimate: -1 } }).success).toBe(false);
  });

  it('requires every part', () => {
    expect(page.safeParse({ items: [], total: { value: 0, exact: true } }).success).toBe(false);
    expect(page.safeParse({ items: [], nextCursor: null }).success).toBe(false);
    expect(
      page.safeParse({ items: [{ id: 'x' }], nextCursor: null, total: { value: 0, exact: true } }).success,
    ).toBe(false);
  });

  it('reads cursor and limit from the query: limit 1..100, default 30', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 30 });
    expect(pageQuerySchema.parse({ cursor: 'abc', limit: '100' })).toEqual({ cursor: 'abc', limit: 100 });
    for (const bad of ['0', '101', 'ten', '1.5', '']) {
      expect(messagesOf(pageQuerySchema.safeParse({ limit: bad })), bad).toEqual([
        'limit: limit must be a whole number from 1 to 100',
      ]);
    }
    expect(messagesOf(pageQuerySchema.safeParse({ cursor: '' }))).toEqual([
      'cursor: cursor must not be empty',
    ]);
    expect(pageQuerySchema.safeParse({ page: '2' }).success).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('writes lists comma-separated, true as 1, and leaves unset values out', () => {
    const params = toSearchParams({
      term: 'bank',
      text_in_screen: undefined,
      product_cats: [3, 12],
      apps: [],
      screen_types: ['marketing'],
      is_favorited: true,
      other: false,
      cursor: null,
      limit: 30,
      empty: '',
    });
    expect(params.toString()).toBe(
      'term=bank&product_cats=3%2C12&screen_types=marketing&is_favorited=1&limit=30',
    );
  });
});
