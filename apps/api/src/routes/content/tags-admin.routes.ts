import {
  tagCreateBodySchema,
  tagMergeBodySchema,
  tagMergeResultSchema,
  tagRefSchema,
  tagUpdateBodySchema,
} from '@pageshelf/contracts/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../route-options.js';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug');
/** Tag management is for administrators (the component tag pages, spec section 6). */
const config = { needs: { access: 'admin' } satisfies ApiRouteNeeds };
const tagSchema = tagRefSchema;

/** Tag management (the /components/tags pages): administrators only. */
export const tagsAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { tags } = container;

  app.post(
    '/tags',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Create a tag',
        body: tagCreateBodySchema,
        response: { 201: tagSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await tags.create(request.body)),
  );

  app.patch(
    '/tags/:slug',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Rename a tag (its title, its slug or both)',
        params: z.object({ slug }),
        body: tagUpdateBodySchema,
        response: { 200: tagSchema },
      },
    },
    async (request) => tags.rename(request.params.slug, request.body),
  );

  app.post(
    '/tags/:slug/merge',
    {
      config,
      schema: {
        tags: ['admin'],
        summary:
          'Merge a tag into another: its components and screens carry the other tag, then it is deleted',
        params: z.object({ slug }),
        body: tagMergeBodySchema,
        response: { 200: tagMergeResultSchema },
      },
    },
    async (request) => tags.merge(request.params.slug, request.body.into),
  );

  app.put(
    '/components/:uuid/tags',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: "Replace a component's tags",
        params: z.object({ uuid: z.uuid() }),
        body: z.object({ slugs: z.array(slug).max(20) }),
        response: { 200: z.object({ uuid: z.string(), tags: z.array(tagSchema) }) },
      },
    },
    async (request) => tags.replaceComponentTags(request.params.uuid, request.body.slugs),
  );

  app.delete(
    '/tags/:slug',
    { config, schema: { tags: ['admin'], params: z.object({ slug }), response: { 204: z.null() } } },
    async (request, reply) => {
      await tags.delete(request.params.slug);
      return reply.status(204).send(null);
    },
  );
};
