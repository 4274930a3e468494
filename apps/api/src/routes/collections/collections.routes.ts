import {
  collectionDetailSchema,
  collectionItemParamsSchema,
  collectionListSchema,
  collectionParamsSchema,
  createCollectionSchema,
  MAX_COLLECTION_ITEMS,
  reorderCollectionSchema,
  sharedCollectionSchema,
  shareTokenParamsSchema,
  updateCollectionSchema,
} from '@pageshelf/contracts/collections';
import { COLLECTION_ACCESS } from '@pageshelf/domain/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

/**
 * Reading collections is for every member (their own and those shared with their workspace); creating
 * and changing them is Pro (spec section 6). The domain's `COLLECTION_ACCESS` says which.
 */
/** Collections are read and filled by tools with API keys too (`apiKeys`), as by their owner. */
const read = { needs: { access: COLLECTION_ACCESS.read, apiKeys: true } satisfies ApiRouteNeeds };
const config = { needs: { access: COLLECTION_ACCESS.change, apiKeys: true } satisfies ApiRouteNeeds };
/**
 * A shared link is read by anyone who has it, as one view of the library (`shared-collection:{token}`):
 * the visit cap applies as on any page, and a visitor past it is refused like anywhere else.
 */
const sharedLink = {
  needs: { access: 'public', library: 'detail', item: 'shared-collection' } satisfies ApiRouteNeeds,
};

export const collectionsRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const service = container.collectionsService;
  const tags = ['collections'];

  app.get(
    '/collections',
    {
      config: read,
      schema: {
        tags,
        summary: "The caller's collections and those shared with their workspace",
        response: { 200: collectionListSchema },
      },
    },
    async (request) => service.list(signedIn(request)),
  );

  app.post(
    '/collections',
    {
      config,
      schema: {
        tags,
        summary: 'Make a collection',
        body: createCollectionSchema,
        response: { 201: collectionDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(signedIn(request), request.body)),
  );

  app.get(
    '/collections/:uuid',
    {
      config: read,
      schema: {
        tags,
        summary: 'One collection with all its items',
        params: collectionParamsSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => service.detail(signedIn(request), request.params.uuid),
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
    async (request) => service.update(signedIn(request), request.params.uuid, request.body, request.log),
  );

  app.delete(
    '/collections/:uuid',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a collection (its owner)',
        params: collectionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.remove(signedIn(request), request.params.uuid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/collections/:uuid/export',
    {
      config: { needs: { access: COLLECTION_ACCESS.export } satisfies ApiRouteNeeds },
      schema: {
        tags,
        summary: "A ZIP of the screens' originals and a manifest.json (collectionManifestSchema)",
        params: collectionParamsSchema,
      },
    },
    async (request, reply) => {
      const archive = await service.export(signedIn(request), request.params.uuid);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .send(archive.body);
    },
  );

  app.put(
    '/collections/:uuid/share-link',
    {
      config,
      schema: {
        tags,
        summary: "Make the collection's read-only link, or keep the one it has (idempotent)",
        params: collectionParamsSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => service.shareLink(signedIn(request), request.params.uuid),
  );

  app.delete(
    '/collections/:uuid/share-link',
    {
      config,
      schema: {
        tags,
        summary: "Turn the collection's read-only link off (idempotent)",
        params: collectionParamsSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => service.unshareLink(signedIn(request), request.params.uuid),
  );

  app.get(
    '/shared/collections/:token',
    {
      config: sharedLink,
      schema: {
        tags,
        summary: 'A collection, read through its share link',
        params: shareTokenParamsSchema,
        response: { 200: sharedCollectionSchema },
      },
    },
    async (request) => service.shared(request.actor, request.params.token),
  );

  app.put(
    '/collections/:uuid/items/:type/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save a screen, flow, component or app, first in the collection (idempotent)',
        description: `404 when the item does not exist; 409 \`collection_full\` at ${MAX_COLLECTION_ITEMS} items.`,
        params: collectionItemParamsSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => {
      const { uuid, type, id } = request.params;
      return service.addItem(signedIn(request), uuid, { type, id });
    },
  );

  app.delete(
    '/collections/:uuid/items/:type/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Take an item out of the collection (idempotent)',
        params: collectionItemParamsSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => {
      const { uuid, type, id } = request.params;
      return service.removeItem(signedIn(request), uuid, { type, id });
    },
  );

  app.put(
    '/collections/:uuid/order',
    {
      config,
      schema: {
        tags,
        summary: "Put one kind's items in a new order",
        description:
          '`ids` must name every item of the kind once; 409 `collection_changed` when they do not (it changed meanwhile).',
        params: collectionParamsSchema,
        body: reorderCollectionSchema,
        response: { 200: collectionDetailSchema },
      },
    },
    async (request) => service.reorder(signedIn(request), request.params.uuid, request.body),
  );
};
