import { describe, expect, it } from 'vitest';
import {
  allFavoritesResponseSchema,
  FAVORITE_TYPES,
  favoriteParamsSchema,
  favoriteResponseSchema,
  favoritesOfTypeParamsSchema,
  favoritesOfTypeResponseSchema,
} from './favorites.js';

describe('favorites', () => {
  it('GET /me/favorites is four id lists keyed screens, flows, components, apps', () => {
    const all = { screens: [11, 12], flows: [3], components: [], apps: [7] };
    expect(allFavoritesResponseSchema.parse(all)).toEqual(all);
    const { apps: _apps, ...missingApps } = all;
    expect(allFavoritesResponseSchema.safeParse(missingApps).success).toBe(false);
    expect(
      allFavoritesResponseSchema.safeParse({ ...all, screens: ['0f8fad5b-d9cb-469f-a165-70867728950e'] })
        .success,
    ).toBe(false);
  });

  it('GET /me/{type}/favorites is { type, ids }', () => {
    expect(favoritesOfTypeParamsSchema.parse({ type: 'flows' })).toEqual({ type: 'flows' });
    expect(favoritesOfTypeResponseSchema.parse({ type: 'flows', ids: [3, 4] })).toEqual({
      type: 'flows',
      ids: [3, 4],
    });
    expect(favoritesOfTypeResponseSchema.safeParse({ type: 'flows', ids: [0] }).success).toBe(false);
  });

  it('accepts exactly the four types', () => {
    expect(FAVORITE_TYPES).toEqual(['screens', 'flows', 'components', 'apps']);
    for (const type of FAVORITE_TYPES)
      expect(favoritesOfTypeParamsSchema.safeParse({ type }).success).toBe(true);
    const result = favoritesOfTypeParamsSchema.safeParse({ type: 'pages' });
    expect(result.error?.issues[0]?.message).toBe('type must be one of screens, flows, components, apps');
  });

  it('PATCH|DELETE /me/{type}/favorite/{id}: params from the path and the state after the call', () => {
    expect(favoriteParamsSchema.parse({ type: 'screens', id: '12' })).toEqual({ type: 'screens', id: 12 });
    const bad = favoriteParamsSchema.safeParse({ type: 'screens', id: 'abc' });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['id', 'id must be a positive integer id'],
    ]);
    expect(favoriteResponseSchema.parse({ type: 'apps', id: 7, favorited: false })).toEqual({
      type: 'apps',
      id: 7,
      favorited: false,
    });
  });
});
