import { searchQuerySchema, searchResponseSchema } from '@pageshelf/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { containsPattern, NO_FILTERS } from '../../repositories/content-filters.js';
import { isPremium } from '../../services/content.service.js';
import { presentApp, presentScreen } from '../../services/presenters.js';
import type { RouteOptions } from '../index.js';

/**
 * One search across the library: screens by the text on them, apps by name, categories by title.
 * Every call spends one search of the quota, decided here: visitors get 401 'Sign in to continue
 * searching', free users past their daily limit get 429 with the limit message and no results.
 */
export const searchRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { content, quota, database } = container;

  app.get(
    '/search',
    {
      schema: { tags: ['content'], querystring: searchQuerySchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const state = await quota.spendSearch(request.viewer);
      const { q, limit } = request.query;
      const premium = isPremium(request.viewer);
      const [screens, apps, categories] = await Promise.all([
        content.listScreens({ ...NO_FILTERS, textInScreen: q }, 'recent', { after: null, limit }),
        content.listApps({ ...NO_FILTERS, term: q }, { after: null, limit: 8 }),
        database.db
          .selectFrom('categories')
          .select(['id', 'kind', 'title', 'slug', 'featured', 'item_count as count'])
          .where('title', 'ilike', containsPattern(q))
          .orderBy('item_count', 'desc')
          .limit(12)
          .execute(),
      ]);
      return {
        query: q,
        screens: {
          items: screens.items.map((screen) => presentScreen(screen, premium)),
          total: screens.total,
        },
        apps: apps.items.map(presentApp),
        categories,
        quota: state,
      };
    },
  );
};
