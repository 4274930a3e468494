import { initResponseSchema } from '@pageshelf/contracts/init';
import { outboxQuerySchema, outboxResponseSchema } from '@pageshelf/contracts/outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

export const systemRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { system } = container;

  app.get(
    '/health',
    {
      config,
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    // Ready only while the database answers: 503 with Retry-After otherwise (the error handler).
    async () => {
      await container.database.ping();
      return { status: 'ok' as const, database: container.database.kind };
    },
  );

  app.get(
    '/init',
    {
      config,
      schema: {
        tags: ['system'],
        summary: 'Start-up data for the SPA',
        response: { 200: initResponseSchema },
      },
    },
    async () => {
      const banner = await system.activeBanner();
      return {
        announcementBanner: banner
          ? {
              id: banner.id,
              text: banner.text,
              tone: banner.tone,
              ...(banner.link_label ? { linkLabel: banner.link_label } : {}),
              ...(banner.link_url ? { linkUrl: banner.link_url } : {}),
            }
          : null,
      };
    },
  );

  if (container.exposeOutbox) {
    app.get(
      '/dev/outbox',
      {
        config,
        schema: {
          tags: ['system'],
          summary: 'Development only: mail that would have been sent to an address',
          querystring: outboxQuerySchema,
          response: { 200: outboxResponseSchema },
        },
      },
      async (request) => {
        const rows = await system.outbox(request.query.email, 20);
        return {
          messages: rows.map((row) => ({
            to: row.recipient,
            subject: row.subject,
            text: row.body,
            link: row.link,
            sentAt: row.sent_at.toISOString(),
          })),
        };
      },
    );
  }
};
