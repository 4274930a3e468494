import { parseFilters } from '@pageshelf/domain/filters';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screensQueryOptions } from '#features/screens/api/get-screens';
import { stubFetch } from '#testing/fetch';
import { preloadFirstPage } from './preload';

const emptyPage = { items: [], nextCursor: null, total: { value: 0, exact: true } };

describe('preloadFirstPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fetches the screens grid's first page, with the address's filters, into the query the grid reads", async () => {
    const fetch = stubFetch({ 'GET /api/screens': emptyPage });
    const client = new QueryClient();
    const location = { pathname: '/pages', search: '?screenTypes=marketing' };

    void preloadFirstPage(location, client);

    const { queryKey } = screensQueryOptions(parseFilters(location.search));
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toMatchObject({ pages: [emptyPage] }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/api\/screens\?.*screen_types=marketing/);
  });

  it('asks nothing for a page without a preloaded query', () => {
    const fetch = stubFetch({});
    void preloadFirstPage({ pathname: '/blog', search: '' }, new QueryClient());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks no data for a page the server rendered (an answer before hydration would not match its markup), but loads the page's chunk", async () => {
    const fetch = stubFetch({ 'GET /api/screens': emptyPage });
    const chunks = preloadFirstPage({ pathname: '/pages', search: '' }, new QueryClient(), { data: false });
    expect(chunks).toHaveLength(1);
    await expect(Promise.all(chunks)).resolves.toEqual([undefined]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
