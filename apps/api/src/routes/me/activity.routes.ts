import {
  activityQuerySchema,
  activityStateSchema,
  logActivityRequestSchema,
  logActivityResponseSchema,
} from '@pageshelf/contracts/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withRetryAfter } from '../../lib/retry-after.js';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { QuotaService } from '../../services/quota.service.js';
import type { RouteOptions } from '../route-options.js';

const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

export const activityRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { quota } = container;

  app.get(
    '/me/activity',
    {
      config,
      schema: {
        tags: ['me'],
        summary:
          'The visit counter and the search quota (both actions; views are counted where content is served)',
        description:
          'sync_visit_count and record_count answer the same: the server counts a view when it serves library content, whatever the client does, so record_count (kept for the SPA of the spec) no longer records anything itself.',
        querystring: activityQuerySchema,
        response: { 200: activityStateSchema },
      },
    },
    async (request) => {
      const { actor } = request;
      const [visits, search] = await Promise.all([
        quota.visitState(actor),
        actor.kind === 'user' ? quota.searchState(actor) : null,
      ]);
      return {
        ...QuotaService.visitAnswer(visits),
        search: search === null ? null : QuotaService.searchAnswer(search),
      };
    },
  );

  app.post(
    '/me/activity',
    {
      config,
      schema: {
        tags: ['me'],
        summary: 'Log one user activity',
        description:
          'Bounded in size (action_name at most 200 characters, properties at most 1 KB as JSON: 400 naming the field) and in rate (60 an hour per account or visitor device, 240 per address: then 429 rate_limited with Retry-After).',
        body: logActivityRequestSchema,
        response: { 200: logActivityResponseSchema },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => container.activity.log(request.actor, request.body));
      return { ok: true as const };
    },
  );
};
