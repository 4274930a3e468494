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
      const { q, limit, platforms } = request.query;
      const { viewer } = request;
      const filters = toListFilters({ platforms }, viewer);
      const [screens, apps, categories, media] = await Promise.all([
        content.listScreens({ ...filters, textInScreen: q }, 'recent', { after: null, limit }),
        content.firstApps({ ...filters, term: q }, 8),
        content.categoriesTitled(q, 12),
        container.mediaLinks.view(viewer),
      ]);
      const before =
        request.library?.quota ??
        searchQuotaState(null, { now: container.clock.now().getTime(), limit: null });
      return {
        query: q,
        screens: {
          items: screens.items.map((screen) => presentScreen(screen, media)),
          total: screens.total,
        },
        apps: apps.map(presentApp),
        categories,
        quota: QuotaService.searchAnswer(before),
      };
    },
  );
};
