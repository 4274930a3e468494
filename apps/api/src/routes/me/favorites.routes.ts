import {
  allFavoritesResponseSchema,
  favoriteParamsSchema,
  favoriteResponseSchema,
  favoritesOfTypeParamsSchema,
  favoritesOfTypeResponseSchema,
} from '@pageshelf/contracts/favorites';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiRouteNeeds } from '../../plugins/access.js';
import { signedIn } from '../../plugins/viewer.js';
import type { RouteOptions } from '../route-options.js';

const SUBJECTS = { screens: 'Screen', flows: 'Flow', components: 'Component', apps: 'App' } as const;

/** Favorites of all four kinds are a Pro feature (spec section 6): visitors are asked to sign up, free members see the paywall. */
const config = { needs: { access: 'premium' } satisfies ApiRouteNeeds };

export const favoritesRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { container }) => {
  const { favorites, clock } = container;

  app.get(
    '/me/favorites',
    { config, schema: { tags: ['favorites'], response: { 200: allFavoritesResponseSchema } } },
    async (request) => favorites.all(signedIn(request).user.id),
  );

  app.get(
    '/me/:type/favorites',
    {
      config,
      schema: {
        tags: ['favorites'],
        params: favoritesOfTypeParamsSchema,
        response: { 200: favoritesOfTypeResponseSchema },
      },
    },
    async (request) => ({
      type: request.params.type,
      ids: await favorites.idsOf(signedIn(request).user.id, request.params.type),
    }),
  );

  app.patch(
    '/me/:type/favorite/:id',
    {
      config,
      schema: {
        tags: ['favorites'],
        summary: 'Mark an item as favorite (idempotent)',
        params: favoriteParamsSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { type, id } = request.params;
      if (!(await favorites.itemExists(type, id)))
        throw new HttpError('not_found', { params: { subject: SUBJECTS[type] } });
      await favorites.add(user.id, type, id, clock.now());
      return { type, id, favorited: true };
    },
  );

  app.delete(
    '/me/:type/favorite/:id',
    {
      config,
      schema: {
        tags: ['favorites'],
        summary: 'Remove an item from favorites (idempotent)',
        params: favoriteParamsSchema,
        response: { 200: favoriteResponseSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { type, id } = request.params;
      await favorites.remove(user.id, type, id);
      return { type, id, favorited: false };
    },
  );
};
