import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '#testing/fetch';
import { setApiFailureHandler } from './api-client';
import { itemQuery } from './item-query';

const letterSchema = z.object({ id: z.string(), title: z.string() });

const letters = itemQuery({
  contract: async () => letterSchema,
  path: '/api/letters',
  key: (id) => ['letters', 'detail', id.toLowerCase()],
});

describe('itemQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiFailureHandler(() => {});
  });

  it("keys an item by its id and asks for it at the kind's address, the id encoded", async () => {
    const fetch = stubFetch({ 'GET /api/letters/A%20b': { id: 'A b', title: 'Ab' } });
    const options = letters.queryOptions('A b');
    expect(options.queryKey).toEqual(['letters', 'detail', 'a b']);

    const letter = await new QueryClient().fetchQuery(options);

    expect(letter).toEqual({ id: 'A b', title: 'Ab' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('leaves a missing or malformed id to the page, and reports any other failure', async () => {
    stubFetch({
      'GET /api/letters/gone': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: 'Gone' },
      },
      'GET /api/letters/bad': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Bad' },
      },
      'GET /api/letters/down': {
        status: 503,
        body: { statusCode: 503, error: 'Unavailable', message: 'Down' },
      },
    });
    const onFailure = vi.fn();
    setApiFailureHandler(onFailure);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await expect(client.fetchQuery(letters.queryOptions('gone'))).rejects.toMatchObject({ status: 404 });
    await expect(client.fetchQuery(letters.queryOptions('bad'))).rejects.toMatchObject({ status: 400 });
    expect(onFailure).not.toHaveBeenCalled();

    await expect(client.fetchQuery(letters.queryOptions('down'))).rejects.toMatchObject({ status: 503 });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});
