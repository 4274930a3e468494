import {
  appPageSchema,
  appSchema,
  appsQuerySchema,
  categoryKindSchema,
  categoryListSchema,
  categoryParamsSchema,
  categorySchema,
  categorySlugParamsSchema,
  componentPageSchema,
  componentSchema,
  componentsQuerySchema,
  flowPageSchema,
  flowSchema,
  listQuerySchema,
  screenDetailSchema,
  screenPageSchema,
  screensQuerySchema,
  similarQuerySchema,
  slugParamsSchema,
  tagListSchema,
  uuidParamsSchema,
} from '@pageshelf/contracts/content';
import { orderByPriority } from '@pageshelf/domain/categories';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { toListFilters } from '../../services/content.service.js';
import type { RouteOptions } from '../index.js';

const pageOf = (query: { cursor?: string | undefined; limit: number }) => ({
  cursor: query.cursor,
  limit: query.limit,
});

export const contentRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const service = container.contentService;
  const { content } = container;

  const appBySlug = async (slug: string) => {
    const found = await content.appBySlug(slug);
    if (!found) throw notFound('App');
    return found;
  };

  app.get(
    '/screens',
    {
      schema: {
        tags: ['content'],
        summary: 'Screens with filters, keyset pages',
        querystring: screensQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) =>
      service.screens(
        request,
        toListFilters(request.query, request.viewer),
        pageOf(request.query),
        request.query.order,
      ),
  );

  app.get(
    '/screens/:uuid',
    { schema: { tags: ['content'], params: uuidParamsSchema, response: { 200: screenDetailSchema } } },
    async (request) => service.screen(request, request.params.uuid),
  );

  app.get(
    '/screens/:uuid/similar',
    {
      schema: {
        tags: ['content'],
        summary: 'Same app and pattern first, then the same pattern in other apps',
        params: uuidParamsSchema,
        querystring: similarQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => service.similar(request, request.params.uuid, request.query.limit),
  );

  app.get(
    '/apps',
    { schema: { tags: ['content'], querystring: appsQuerySchema, response: { 200: appPageSchema } } },
    async (request) =>
      service.apps(
        { ...toListFilters(request.query, request.viewer), platform: request.query.platform },
        pageOf(request.query),
      ),
  );

  app.get(
    '/apps/:slug',
    { schema: { tags: ['content'], params: slugParamsSchema, response: { 200: appSchema } } },
    async (request) => service.app(request.params.slug),
  );

  app.get(
    '/apps/:slug/screens',
    {
      schema: {
        tags: ['content'],
        summary: "An app's screens in app order",
        params: slugParamsSchema,
        querystring: screensQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      const filters = { ...toListFilters(request.query, request.viewer), apps: [found.id] };
      return service.screens(request, filters, pageOf(request.query), 'position');
    },
  );

  app.get(
    '/apps/:slug/marketing',
    {
      schema: {
        tags: ['content'],
        summary: "An app's marketing screens",
        params: slugParamsSchema,
        querystring: listQuerySchema,
        response: { 200: screenPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      const filters = {
        ...toListFilters(request.query, request.viewer),
        apps: [found.id],
        screenTypes: ['marketing' as const],
      };
      return service.screens(request, filters, pageOf(request.query), 'position');
    },
  );

  app.get(
    '/apps/:slug/flows',
    {
      schema: {
        tags: ['content'],
        params: slugParamsSchema,
        querystring: listQuerySchema,
        response: { 200: flowPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      return service.flows(
        request,
        { ...toListFilters(request.query, request.viewer), apps: [found.id] },
        pageOf(request.query),
      );
    },
  );

  app.get(
    '/apps/:slug/components',
    {
      schema: {
        tags: ['content'],
        params: slugParamsSchema,
        querystring: componentsQuerySchema,
        response: { 200: componentPageSchema },
      },
    },
    async (request) => {
      const found = await appBySlug(request.params.slug);
      return service.components(
        request,
        { ...toListFilters(request.query, request.viewer), apps: [found.id], tag: request.query.tag },
        pageOf(request.query),
      );
    },
  );

  app.get(
    '/flows',
    { schema: { tags: ['content'], querystring: listQuerySchema, response: { 200: flowPageSchema } } },
    async (request) =>
      service.flows(request, toListFilters(request.query, request.viewer), pageOf(request.query)),
  );

  app.get(
    '/flows/:uuid',
    { schema: { tags: ['content'], params: uuidParamsSchema, response: { 200: flowSchema } } },
    async (request) => service.flow(request, request.params.uuid),
  );

  app.get(
    '/components',
    {
      schema: {
        tags: ['content'],
        querystring: componentsQuerySchema,
        response: { 200: componentPageSchema },
      },
    },
    async (request) =>
      service.components(
        request,
        { ...toListFilters(request.query, request.viewer), tag: request.query.tag },
        pageOf(request.query),
      ),
  );

  app.get(
    '/components/:uuid',
    { schema: { tags: ['content'], params: uuidParamsSchema, response: { 200: componentSchema } } },
    async (request) => service.component(request, request.params.uuid),
  );

  app.get(
    '/categories/:kind',
    {
      schema: {
        tags: ['content'],
        summary: 'Categories of a kind with counts, featured first then by title',
        params: categoryParamsSchema,
        response: { 200: categoryListSchema },
      },
    },
    async (request) => {
      const rows = await content.categories(request.params.kind);
      const featured = rows.filter((row) => row.featured).map((row) => row.id);
      const items = orderByPriority(rows, featured).map(({ kind: _kind, ...category }) => category);
      return { kind: request.params.kind, items };
    },
  );

  app.get(
    '/categories/:kind/:slug',
    {
      schema: {
        tags: ['content'],
        params: categorySlugParamsSchema,
        response: { 200: categorySchema.extend({ kind: categoryKindSchema }) },
      },
    },
    async (request) => {
      const category = await content.categoryBySlug(request.params.kind, request.params.slug);
      if (!category) throw notFound('Category');
      return category;
    },
  );

  app.get('/tags', { schema: { tags: ['content'], response: { 200: tagListSchema } } }, async () => ({
    items: await content.tags(),
  }));

  app.get(
    '/tags/:slug',
    {
      schema: {
        tags: ['content'],
        params: slugParamsSchema,
        response: {
          200: z.object({ id: z.number(), title: z.string(), slug: z.string(), count: z.number() }),
        },
      },
    },
    async (request) => {
      const tag = (await content.tags()).find((item) => item.slug === request.params.slug);
      if (!tag) throw notFound('Tag');
      return tag;
    },
  );
};
