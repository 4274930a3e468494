import { libraryStatsSchema } from '@pageshelf/contracts/library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { LIBRARY_STATS_TTL_MS } from '../../services/library-stats.service.js';
import type { RouteOptions } from '../route-options.js';

/** Figures about the library, the same for everyone: public, and counting them is no view. */
const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

export const libraryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  app.get(
    '/library/stats',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'How many screens, apps, flows and components the library holds (a minute old at most)',
        response: { 200: libraryStatsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${LIBRARY_STATS_TTL_MS / 1000}`);
      return container.libraryStats.stats();
    },
  );
};
