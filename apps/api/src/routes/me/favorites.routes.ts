import {
  allFavoritesResponseSchema,
  favoriteParamsSchema,
  favoriteResponseSchema,
  favoritesOfTypeParamsSchema,
  favoritesOfTypeResponseSchema,
} from '@pageshelf/contracts/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/viewer.js';
import type { RouteOptions } from '../index.js';

export const favoritesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { favorites, clock } = container;

  app.get(
    '/me/favorites',
    { schema: { tags: ['favorites'], response: { 200: allFavoritesResponseSchema } } },
    async (request) => favorites.all(requireUser(request).user.id),
  );

  app.get(
    '/me/:type/favorites',
    {
      schema: {
        tags: ['favorites'],
        params: favoritesOfTypeParamsSchema,
        response: { 200: favoritesOfTypeResponseSchema },
      },
    },
    async (request) => ({
      type: request.params.type,
      ids: await favorites.idsOf(requireUser(request).user.id, request.params.type),
    }),
  );

  app.patch(
    '/me/:type/favorite/:id',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Mark an item as favorite (idempotent)',
        params: favoriteParamsSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { type, id } = request.params;
      if (!(await favorites.itemExists(type, id)))
        throw notFound(type.slice(0, -1).replace(/^./, (c) => c.toUpperCase()));
      await favorites.add(user.id, type, id, clock.now());
      return { type, id, favorited: true };
    },
  );

  app.delete(
    '/me/:type/favorite/:id',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove an item from favorites (idempotent)',
        params: favoriteParamsSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const { type, id } = request.params;
      await favorites.remove(user.id, type, id);
      return { type, id, favorited: false };
    },
  );
};
