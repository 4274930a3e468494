import { slugParamsSchema, uuidParamsSchema } from '@pageshelf/contracts/content';
import {
  appHistorySchema,
  screenVersionsSchema,
  versionComparisonQuerySchema,
  versionComparisonSchema,
} from '@pageshelf/contracts/versions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

/**
 * Versions (issue 31): browsing what changed is Pro; visitors and free members see the latest version
 * only (the screen itself). One look at a screen's versions is a view of that screen.
 */
/** A screen's versions are Pro; a look at them is a view of the screen. */
const screenVersions = {
  needs: { access: 'premium', library: 'detail', item: 'screen', apiKeys: true } satisfies ApiRouteNeeds,
};

export const versionsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { versions } = container;

  app.get(
    '/screens/:uuid/versions',
    {
      config: screenVersions,
      schema: {
        tags: ['content'],
        summary: "A screen's versions, newest first, each with what changed from the one before",
        params: uuidParamsSchema,
        response: { 200: screenVersionsSchema },
      },
    },
    async (request) => versions.screenVersions(request.actor, request.params.uuid),
  );

  app.get(
    '/screens/:uuid/versions/compare',
    {
      config: screenVersions,
      schema: {
        tags: ['content'],
        summary: 'Two versions of a screen compared: the changed regions and the words added and removed',
        params: uuidParamsSchema,
        querystring: versionComparisonQuerySchema,
        response: { 200: versionComparisonSchema },
      },
    },
    async (request) => versions.compare(request.params.uuid, request.query.from, request.query.to),
  );

  app.get(
    '/apps/:slug/history',
    {
      config: {
        needs: { access: 'premium', library: 'detail', item: 'app', apiKeys: true } satisfies ApiRouteNeeds,
      },
      schema: {
        tags: ['content'],
        summary: "An app's dated versions (capture runs), newest first, with the screens each changed",
        params: slugParamsSchema,
        response: { 200: appHistorySchema },
      },
    },
    async (request) => versions.appHistory(request.actor, request.params.slug),
  );
};
