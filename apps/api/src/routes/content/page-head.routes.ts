import { CARD_KINDS, pageHeadQuerySchema, pageHeadSchema } from '@pageshelf/contracts/page-head';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

/**
 * What crawlers and chat apps read of the library's pages (issue 28), read by the BFF: a page's head,
 * and its link preview's card. Public and counted as nothing: the page counts its view when its data is
 * asked for. Cards are the library's signage like app logos, open past the visit cap too.
 */
const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

const cardParamsSchema = z.strictObject({
  kind: z.enum(CARD_KINDS, { error: `kind must be one of ${CARD_KINDS.join(', ')}` }),
  file: z
    .string()
    .max(140)
    .regex(/^[a-z0-9-]{1,120}\.png$/, 'file must be {uuid or slug}.png'),
});

export const pageHeadRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { pageHeads } = container;

  app.get(
    '/page-head',
    {
      config,
      schema: {
        tags: ['content'],
        summary: "A library page's head: status, title, description, link preview card, structured data",
        description:
          'For `/pages/{uuid|pattern}`, `/flows/{uuid|category}`, `/components/{uuid|element}`, the tag pages, `/apps/{slug}` (and its tabs) and `/apps/categories/{slug}`. `status` 404 when nothing has that address. Counts no view.',
        querystring: pageHeadQuerySchema,
        response: { 200: pageHeadSchema },
      },
    },
    async (request, reply) => {
      const head = await pageHeads.head(request.query.path);
      if (head === null)
        throw new HttpError('not_found', { params: { subject: `Library page ${request.query.path}` } });
      reply.header('cache-control', 'public, max-age=300');
      return head;
    },
  );

  app.get(
    '/cards/:kind/:file',
    {
      config,
      schema: {
        tags: ['content'],
        summary: "An item's link preview card: a 1200×630 PNG",
        description:
          '`/cards/{screens|flows|components}/{uuid}.png` or `/cards/apps/{slug}.png`. A screen locked to Pro is drawn blurred.',
        params: cardParamsSchema,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const png = await pageHeads.card(kind, file.slice(0, -'.png'.length));
      if (png === null) throw new HttpError('not_found', { params: { subject: 'Card' } });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(png);
    },
  );
};
