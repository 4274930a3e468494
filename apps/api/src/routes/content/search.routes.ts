import { searchQuerySchema, searchResponseSchema } from '@pageshelf/contracts/search';
import { searchQuotaState } from '@pageshelf/domain/search-quota';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { toListFilters } from '../../services/content.service.js';
import { presentApp, presentScreen } from '../../services/presenters.js';
import { QuotaService } from '../../services/quota.service.js';
import type { RouteOptions } from '../index.js';

const needs: ApiRouteNeeds = { access: 'public', library: 'search' };

/**
 * One search across the library: screens by the text on them, apps by name, categories by title.
 * Every call spends one search, by the access hook's rules: visitors get 401 'Sign in to continue
 * searching', free members past their daily limit 429 with the limit message, and a call that fails
 * spends nothing. The answer's `quota` is the quota after this search (the hook fills it in).
 */
export const searchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { content } = container;

  app.get(
    '/search',
    {
      config: { needs },
      schema: { tags: ['content'], querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const { q = '', limit, platforms, text_in_screen } = request.query;
      const { viewer } = request;
      const filters = toListFilters({ platforms }, viewer);
      const text = [q, text_in_screen ?? ''].join(' ').trim();
      const [screens, apps, categories, media] = await Promise.all([
        content.listScreens({ ...filters, textInScreen: text }, 'recent', { after: null, limit }),
        content.firstApps({ ...filters, term: text }, 8),
        content.categoriesTitled(text, 12),
        container.mediaLinks.view(viewer),
      ]);
      const before =
        request.library?.quota ??
        searchQuotaState(null, { now: container.clock.now().getTime(), limit: null });
      return {
        query: q,
        reading: {
          chips: [],
          text: text || null,
          correctedFrom: null,
          correctedTo: null,
          filters: text ? { textInScreen: text } : {},
        },
        screens: {
          items: screens.items.map((screen) => presentScreen(screen, media)),
          total: screens.total,
        },
        apps: { items: apps.map(presentApp), total: { value: apps.length, exact: true } },
        flows: { items: [], total: { value: 0, exact: true } },
        components: { items: [], total: { value: 0, exact: true } },
        categories,
        quota: QuotaService.searchAnswer(before),
      };
    },
  );
};
