import {
  SITEMAP_KINDS,
  sitemapFileParamsSchema,
  sitemapFileSchema,
  sitemapIndexSchema,
} from '@pageshelf/contracts/sitemap';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

/** The library's sitemap files, read by the BFF to serve `/sitemap.xml`. Public, cacheable for an hour. */
const config = { needs: { access: 'public' } satisfies ApiRouteNeeds };

export const sitemapRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { sitemap } = container;

  app.get(
    '/sitemap',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'The files of the library sitemap',
        response: { 200: sitemapIndexSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return sitemap.index(SITEMAP_KINDS);
    },
  );

  app.get(
    '/sitemap/:kind/:page',
    {
      config,
      schema: {
        tags: ['content'],
        summary: 'The public paths of one sitemap file (at most 50,000)',
        params: sitemapFileParamsSchema,
        response: { 200: sitemapFileSchema },
      },
    },
    async (request, reply) => {
      const paths = await sitemap.paths(request.params.kind, request.params.page);
      if (paths.length === 0) throw new HttpError('not_found', { params: { subject: 'Sitemap file' } });
      reply.header('cache-control', 'public, max-age=3600');
      return { paths };
    },
  );
};
