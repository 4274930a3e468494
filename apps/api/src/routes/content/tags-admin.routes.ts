import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../index.js';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug');
/** Tag management is for administrators (the component tag pages, spec section 6). */
const config = { needs: { access: 'admin' } satisfies ApiRouteNeeds };
const tagSchema = z.object({ id: z.number(), title: z.string(), slug: z.string() });

/** Tag management (the /components/tags pages): administrators only. */
export const tagsAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { db } = container.database;

  app.post(
    '/tags',
    {
      config,
      schema: {
        tags: ['admin'],
        body: z.object({ title: z.string().trim().min(1).max(80), slug }),
        response: { 201: tagSchema },
      },
    },
    async (request, reply) => {
      const created = await db
        .insertInto('tags')
        .values(request.body)
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning(['id', 'title', 'slug'])
        .executeTakeFirst();
      if (!created)
        throw new HttpError('conflict', {
          params: { subject: `A tag with the slug "${request.body.slug}"` },
        });
      return reply.status(201).send(created);
    },
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
    async (request) => {
      const component = await db
        .selectFrom('components')
        .select('id')
        .where('uuid', '=', request.params.uuid)
        .executeTakeFirst();
      if (!component) throw new HttpError('not_found', { params: { subject: 'Component' } });
      const slugs = [...new Set(request.body.slugs)];
      const tags =
        slugs.length === 0
          ? []
          : await db.selectFrom('tags').select(['id', 'title', 'slug']).where('slug', 'in', slugs).execute();
      const unknown = slugs.filter((s) => !tags.some((tag) => tag.slug === s));
      if (unknown.length > 0)
        throw new HttpError('not_found', { params: { subject: `Tag ${unknown.join(', ')}` } });
      await db.transaction().execute(async (tx) => {
        await tx.deleteFrom('component_tags').where('component_id', '=', component.id).execute();
        if (tags.length > 0) {
          await tx
            .insertInto('component_tags')
            .values(tags.map((tag) => ({ component_id: component.id, tag_id: tag.id })))
            .execute();
        }
      });
      return { uuid: request.params.uuid, tags };
    },
  );

  app.delete(
    '/tags/:slug',
    { config, schema: { tags: ['admin'], params: z.object({ slug }), response: { 204: z.null() } } },
    async (request, reply) => {
      const removed = await db.deleteFrom('tags').where('slug', '=', request.params.slug).executeTakeFirst();
      if (removed.numDeletedRows === 0n) throw new HttpError('not_found', { params: { subject: 'Tag' } });
      return reply.status(204).send(null);
    },
  );
};
