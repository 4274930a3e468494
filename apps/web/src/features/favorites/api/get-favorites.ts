import { permissionsOf } from '@pageshelf/domain/tiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { useSession } from '#lib/auth';

const allFavoritesResponseContract = () =>
  import('@pageshelf/contracts/favorites').then((m) => m.allFavoritesResponseSchema);

/** `GET /me/favorites`: the ids of the person's favourite screens, flows, components and apps. */
export const getFavorites = (signal?: AbortSignal) =>
  // Favorites failures are only logged (spec section 7): the buttons just show "not favourite".
  api.get('/api/me/favorites', allFavoritesResponseContract, {
    report: 'caller',
    ...(signal ? { signal } : {}),
  });

export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: ['me', 'favorites'] as const, queryFn: ({ signal }) => getFavorites(signal) });

/** The person's favourites; asked only of those who may have them (Pro: spec section 6). */
export function useFavorites() {
  const { viewer } = useSession();
  return useQuery({ ...favoritesQueryOptions(), enabled: permissionsOf(viewer).favorite });
}
