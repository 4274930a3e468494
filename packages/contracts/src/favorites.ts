/**
 * Favorites of a signed-in user (spec sections 3 and 7).
 *
 * - `GET /me/favorites` → `allFavoritesResponseSchema`: four id lists.
 * - `GET /me/{type}/favorites` → `favoritesOfTypeResponseSchema`: one list.
 * - `PATCH /me/{type}/favorite/{id}` (add) and `DELETE` (remove), both idempotent, params
 *   `favoriteParamsSchema` → `favoriteResponseSchema`. Through the BFF the same paths start with `/api`.
 *
 * Decision: favorites are keyed by the numeric `id` of the item only, never by uuid. Every screen, flow,
 * component and app payload carries its `id`, so "is this favorited?" is a set lookup on the same key the
 * PATCH/DELETE paths use, for all four types alike (apps have no uuid). Sending uuids too would double
 * the payload for no new information.
 */
import { z } from 'zod';
import { idParamSchema, idSchema } from './common.js';

export const FAVORITE_TYPES = ['screens', 'flows', 'components', 'apps'] as const;
export const favoriteTypeSchema = z
  .enum(FAVORITE_TYPES, { error: 'type must be one of screens, flows, components, apps' })
  .meta({ id: 'FavoriteType' });
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;

const favoriteIdsSchema = z
  .array(idSchema)
  .describe('Ids of the favorited items, most recently added first.');

/** `GET /me/favorites`: the four lists of favorited ids. */
export const allFavoritesResponseSchema = z
  .object({
    screens: favoriteIdsSchema,
    flows: favoriteIdsSchema,
    components: favoriteIdsSchema,
    apps: favoriteIdsSchema,
  })
  .meta({ id: 'Favorites', description: 'Favorited item ids by type.' });
export type AllFavorites = z.infer<typeof allFavoritesResponseSchema>;

/** Path parameters of `GET /me/{type}/favorites`. */
export const favoritesOfTypeParamsSchema = z.object({ type: favoriteTypeSchema });
export type FavoritesOfTypeParams = z.infer<typeof favoritesOfTypeParamsSchema>;

/** `GET /me/{type}/favorites`: the favorited ids of one type. */
export const favoritesOfTypeResponseSchema = z
  .object({ type: favoriteTypeSchema, ids: favoriteIdsSchema })
  .meta({ id: 'FavoritesOfType' });
export type FavoritesOfType = z.infer<typeof favoritesOfTypeResponseSchema>;

/** Path parameters of `PATCH|DELETE /me/{type}/favorite/{id}`; `id` arrives as a string. */
export const favoriteParamsSchema = z.object({
  type: favoriteTypeSchema,
  id: idParamSchema,
});
export type FavoriteParams = z.output<typeof favoriteParamsSchema>;

/** `PATCH|DELETE /me/{type}/favorite/{id}`: the state of the item after the call. */
export const favoriteResponseSchema = z
  .object({
    type: favoriteTypeSchema,
    id: idSchema,
    favorited: z.boolean().describe('True after PATCH, false after DELETE.'),
  })
  .meta({ id: 'FavoriteState' });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;
