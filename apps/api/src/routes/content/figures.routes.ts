import {
  FIGURE_SCREENS,
  figureParamsSchema,
  figureQuerySchema,
  figureSchema,
} from '@pageshelf/contracts/figures';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

/**
 * Editorial figures (issue 29): the screens the blog's covers and figures and the glossary's examples
 * show. Public and counted as nothing, like the category names and app logos they sit beside: it is not
 * a search (one pattern and one platform, no words, no other filter) and not a view (at most three
 * screens, the same ones for every reader, as tiles only), so reading an article spends nothing.
 */
const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

export const figuresRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const service = container.contentService;

  app.get(
    '/figures/:pattern',
    {
      config,
      schema: {
        tags: ['content'],
        summary: `Up to ${FIGURE_SCREENS} screens of a pattern on a platform, for an article's figure`,
        description:
          "The best-placed non-restricted screens of the pattern on the platform (each app's first screen of the pattern, the apps showing it most first), the same for every reader. Tiles only (`image.full` null), at addresses that load past the visit cap. Spends no search and counts no view. 404 for an unknown pattern.",
        params: figureParamsSchema,
        querystring: figureQuerySchema,
        response: { 200: figureSchema },
      },
    },
    async (request, reply) => {
      const figure = await service.figure(request.params.pattern, request.query.platform, FIGURE_SCREENS);
      // The same answer for everyone: the browser and any shared cache may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return figure;
    },
  );
};
