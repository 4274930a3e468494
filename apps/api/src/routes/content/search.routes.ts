import {
  type SearchQuery,
  searchQuerySchema,
  searchResponseSchema,
  suggestQuerySchema,
  suggestResponseSchema,
} from '@pageshelf/contracts/search';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { SearchService, type UnderstoodSearch } from '../../services/search.service.js';
import type { RouteOptions } from '../route-options.js';

/**
 * `GET /search`: one search over everything the library knows (issue 26). The query is read into chips
 * and text (`SearchService.understand`), and the four groups answered. Every new search spends one, by
 * the access hook's rules: visitors get 401 'Sign in to continue searching', free members past their
 * daily limit 429 with the limit message, and a call that fails spends nothing. The hook names the search
 * by its reading (`searchAs`), so the words typed and the filters of its address are one search, asked
 * again for nothing. The member's counter after the search comes in the hook's `search-data` header.
 *
 * `GET /search/suggest`: the palette's suggestions while typing, from the vocabulary in memory. Open to
 * everyone and no library content: it spends no search and counts no view.
 */
export const searchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { search } = container;
  // One reading per request: the access hook names the search by it, the handler answers it.
  const readings = new WeakMap<FastifyRequest, Promise<UnderstoodSearch>>();
  const understood = (request: FastifyRequest): Promise<UnderstoodSearch> => {
    let reading = readings.get(request);
    if (!reading) {
      reading = search.understand(request.query as SearchQuery);
      readings.set(request, reading);
    }
    return reading;
  };
  const needs: ApiRouteNeeds = {
    access: 'public',
    library: 'search',
    apiKeys: true,
    searchAs: async (request) => SearchService.searchKey(await understood(request)),
  };

  app.get(
    '/search',
    {
      config: { needs },
      schema: {
        tags: ['content'],
        summary:
          'Search everything the library knows: apps, patterns, UI elements, flows, tags, platforms and the words on screens',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search.search(request.actor, await understood(request), request.query.limit),
  );

  app.get(
    '/search/suggest',
    {
      config: { needs: { access: 'public', apiKeys: true } },
      schema: {
        tags: ['content'],
        summary: 'Suggestions as the query is typed: apps, categories, tags and platforms',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponseSchema },
      },
    },
    async (request) => search.suggest(request.query.q),
  );
};
