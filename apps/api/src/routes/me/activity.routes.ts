import {
  activityQuerySchema,
  activityStateSchema,
  logActivityRequestSchema,
  logActivityResponseSchema,
} from '@pageshelf/contracts/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteOptions } from '../index.js';

export const activityRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { quota } = container;

  app.get(
    '/me/activity',
    {
      schema: {
        tags: ['me'],
        summary: 'sync_visit_count reads the visit counter; record_count records one view first',
        querystring: activityQuerySchema,
        response: { 200: activityStateSchema },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      const visits =
        request.query.action === 'record_count'
          ? await quota.recordVisit(viewer)
          : await quota.visitState(viewer);
      const search = viewer.kind === 'user' ? await quota.searchState(viewer.user) : null;
      return { ...visits, search };
    },
  );

  app.post(
    '/me/activity',
    {
      schema: {
        tags: ['me'],
        summary: 'Log one user activity',
        body: logActivityRequestSchema,
        response: { 200: logActivityResponseSchema },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      await container.database.db
        .insertInto('activity_log')
        .values({
          user_id: viewer.kind === 'user' ? viewer.user.id : null,
          device_key: viewer.kind === 'visitor' ? (viewer.deviceKeys[0] ?? null) : null,
          action_name: request.body.action_name,
          properties: JSON.stringify(request.body.properties ?? {}),
          created_at: container.clock.now(),
        })
        .execute();
      return { ok: true as const };
    },
  );
};
