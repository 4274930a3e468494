import { emailSchema, idParam } from '@pageshelf/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

const tracesResponseSchema = z.object({
  traces: z.record(z.string(), z.number().int().min(0)),
  total: z.number().int().min(0),
});

/** Development only (with the outbox): the rows an account leaves, for checking account deletion. */
export const devTracesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  if (!container.exposeOutbox) return;
  const { accountTraces } = container;
  app.get(
    '/dev/traces',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Development only: the rows that name an account (by id and address), table by table',
        querystring: z.strictObject({ email: emailSchema, userId: idParam('userId') }),
        response: { 200: tracesResponseSchema },
      },
    },
    async (request) => {
      const { email, userId } = request.query;
      const traces = await accountTraces.count(userId, email);
      return { traces, total: Object.values(traces).reduce((sum, count) => sum + count, 0) };
    },
  );
};
