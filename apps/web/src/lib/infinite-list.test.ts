import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '#testing/fetch';
import { infiniteListQuery } from './infinite-list';

const pageSchema = z.object({ items: z.array(z.string()), nextCursor: z.string().nullable() });

const letters = infiniteListQuery({
  contract: async () => pageSchema,
  pageSize: 2,
  request: (slug: string, term?: string) => ({
    path: `/api/letters/${slug}`,
    query: term ? { term } : {},
    key: ['letters', slug],
    report: 'caller',
  }),
});

describe('infiniteListQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keys a list by what the call asked, ending with the query, and starts without a cursor', () => {
    const options = letters.queryOptions('ab', 'x');
    expect(options.queryKey).toEqual(['letters', 'ab', { term: 'x' }]);
    expect(options.initialPageParam).toBeNull();
    expect(options.staleTime).toBeUndefined();
    expect(letters.queryOptions('ab').queryKey).toEqual(['letters', 'ab', {}]);
  });

  it("asks each page with the list's size and the last page's cursor, until there is none", async () => {
    const pages = [
      { items: ['a', 'b'], nextCursor: 'c2' },
      { items: ['c'], nextCursor: null },
    ];
    const fetch = stubFetch({ 'GET /api/letters/ab': () => pages[fetch.mock.calls.length - 1] });
    const client = new QueryClient();
    const options = letters.queryOptions('ab', 'x');

    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 });

    expect(data.pages).toEqual(pages);
    expect(data.pageParams).toEqual([null, 'c2']);
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
    expect(asked.map((query) => Object.fromEntries(query))).toEqual([
      { term: 'x', limit: '2' },
      { term: 'x', limit: '2', cursor: 'c2' },
    ]);
    expect(options.getNextPageParam(pages[1] as (typeof pages)[number], [], 'c2', [])).toBeNull();
  });
});
