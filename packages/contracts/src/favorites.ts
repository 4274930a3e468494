import { z } from 'zod';

export const FAVORITE_TYPES = ['screens', 'flows', 'components', 'apps'] as const;
export const favoriteTypeSchema = z.enum(FAVORITE_TYPES);
export type FavoriteType = z.infer<typeof favoriteTypeSchema>;

const ids = z.array(z.number().int().positive());

/** `GET /me/favorites`: four lists of ids, most recent first. */
export const allFavoritesResponseSchema = z
  .object({ screens: ids, flows: ids, components: ids, apps: ids })
  .meta({ id: 'Favorites' });
export type AllFavorites = z.infer<typeof allFavoritesResponseSchema>;

export const favoritesOfTypeParamsSchema = z.object({ type: favoriteTypeSchema });
export const favoritesOfTypeResponseSchema = z.object({ type: favoriteTypeSchema, ids });

export const favoriteParamsSchema = z.object({
  type: favoriteTypeSchema,
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const favoriteResponseSchema = z.object({
  type: favoriteTypeSchema,
  id: z.number().int(),
  favorited: z.boolean(),
});
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;
