import {
  tagCreateBodySchema,
  tagMergeBodySchema,
  tagMergeResultSchema,
  tagRefSchema,
  tagUpdateBodySchema,
} from '@pageshelf/contracts/content';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../index.js';

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug');
/** Tag management is for administrators (the component tag pages, spec section 6). */
const config = { needs: { access: 'admin' } satisfies ApiRouteNeeds };
const tagSchema = tagRefSchema;
const slugTaken = (slug: string) =>
  new HttpError('conflict', { params: { subject: `A tag with the slug "${slug}"` } });
/** Postgres' unique_violation: two administrators took the same slug at once. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Tag management (the /components/tags pages): administrators only. */
export const tagsAdminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { db } = container.database;

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
    async (request, reply) => {
      const created = await db
        .insertInto('tags')
        .values(request.body)
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning(['id', 'title', 'slug'])
        .executeTakeFirst();
      if (!created) throw slugTaken(request.body.slug);
      return reply.status(201).send(created);
    },
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
    async (request) => {
      const { title, slug: newSlug } = request.body;
      if (newSlug !== undefined && newSlug !== request.params.slug) {
        const taken = await db.selectFrom('tags').select('id').where('slug', '=', newSlug).executeTakeFirst();
        if (taken) throw slugTaken(newSlug);
      }
      try {
        const updated = await db
          .updateTable('tags')
          .set({
            ...(title !== undefined ? { title } : {}),
            ...(newSlug !== undefined ? { slug: newSlug } : {}),
          })
          .where('slug', '=', request.params.slug)
          .returning(['id', 'title', 'slug'])
          .executeTakeFirst();
        if (!updated) throw new HttpError('not_found', { params: { subject: 'Tag' } });
        return updated;
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken(newSlug ?? request.params.slug);
        throw error;
      }
    },
  );

  app.post(
    '/tags/:slug/merge',
    {
      config,
      schema: {
        tags: ['admin'],
        summary: 'Merge a tag into another: its components move to the other tag, then it is deleted',
        params: z.object({ slug }),
        body: tagMergeBodySchema,
        response: { 200: tagMergeResultSchema },
      },
    },
    async (request) => {
      const { into } = request.body;
      if (into === request.params.slug)
        throw new HttpError('validation_failed', {
          params: { issues: 'body.into: a tag cannot be merged into itself' },
          issues: [{ path: 'body.into', message: 'a tag cannot be merged into itself' }],
        });
      return db.transaction().execute(async (tx) => {
        const tags = await tx
          .selectFrom('tags')
          .select(['id', 'title', 'slug'])
          .where('slug', 'in', [request.params.slug, into])
          .forUpdate()
          .execute();
        const source = tags.find((tag) => tag.slug === request.params.slug);
        const target = tags.find((tag) => tag.slug === into);
        if (!source) throw new HttpError('not_found', { params: { subject: 'Tag' } });
        if (!target) throw new HttpError('not_found', { params: { subject: `Tag ${into}` } });
        const carried = await tx
          .selectFrom('component_tags')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tag_id', '=', source.id)
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('component_tags')
          .columns(['component_id', 'tag_id'])
          .expression((eb) =>
            eb
              .selectFrom('component_tags')
              .select((inner) => ['component_id', inner.val(target.id).as('tag_id')])
              .where('tag_id', '=', source.id),
          )
          .onConflict((oc) => oc.columns(['component_id', 'tag_id']).doNothing())
          .executeTakeFirst();
        await tx.deleteFrom('tags').where('id', '=', source.id).execute();
        const count = await tx
          .selectFrom('component_tags')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tag_id', '=', target.id)
          .executeTakeFirstOrThrow();
        return {
          into: { ...target, count: Number(count.n) },
          moved: Number(carried.n),
        };
      });
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
