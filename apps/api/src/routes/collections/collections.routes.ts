import {
  collectionDetailSchema,
  collectionListSchema,
  collectionParamsSchema,
  collectionScreenParamsSchema,
  createCollectionSchema,
  updateCollectionSchema,
} from '@pageshelf/contracts/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import type { RouteOptions } from '../index.js';

/** Collections are Pro (spec section 6). */
const config = { needs: { access: 'premium' } satisfies ApiRouteNeeds };

export const collectionsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const service = container.collectionsService;
  const tags = ['collections'];

  app.get(
    '/collections',
    { config, schema: { tags, response: { 200: collectionListSchema } } },
    async (request) => service.list(request),
  );

  app.post(
    '/collections',
    { config, schema: { tags, body: createCollectionSchema, response: { 201: collectionDetailSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(request, request.body)),
  );

  app.get(
    '/collections/:uuid',
    { config, schema: { tags, params: collectionParamsSchema, response: { 200: collectionDetailSchema } } },
    async (request) => service.detail(request, request.params.uuid),
  );

  app.patch(
    '/collections/:uuid',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, describe or share with the team',
        params: collectionParamsSchema,
        body: updateCollectionSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => service.update(request, request.params.uuid, request.body),
  );

  app.delete(
    '/collections/:uuid',
    { config, schema: { tags, params: collectionParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(request, request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/collections/:uuid/screens/:screenUuid',
    {
      config,
      schema: {
        tags,
        summary: 'Save a screen (idempotent)',
        params: collectionScreenParamsSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => service.addScreen(request, request.params.uuid, request.params.screenUuid),
  );

  app.delete(
    '/collections/:uuid/screens/:screenUuid',
    {
      config,
      schema: { tags, params: collectionScreenParamsSchema, response: { 200: collectionDetailSchema } },
    },
    async (request) => service.removeScreen(request, request.params.uuid, request.params.screenUuid),
  );
};
