import type { FavoriteType } from '@pageshelf/contracts/favorites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { MESSAGES } from '#lib/messages';
import { toast } from '#lib/toast';
import { favoritesQueryOptions } from './get-favorites';

const favoriteResponseContract = () =>
  import('@pageshelf/contracts/favorites').then((m) => m.favoriteResponseSchema);

/** `PATCH /me/{type}/favorite/{id}` marks, `DELETE` removes; the favourites are reloaded after. */
export const setFavorite = (type: FavoriteType, id: number, favorite: boolean) =>
  favorite
    ? api.patch(`/api/me/${type}/favorite/${id}`, {}, { schema: favoriteResponseContract })
    : api.delete(`/api/me/${type}/favorite/${id}`, { schema: favoriteResponseContract });

/** A list filtered to favourites (its backend query, the key's last part, has `is_favorited`). */
export const isFavoritesList = (queryKey: readonly unknown[]) => {
  const query = queryKey.at(-1);
  return typeof query === 'object' && query !== null && 'is_favorited' in query;
};

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, favorite }: { type: FavoriteType; id: number; favorite: boolean }) =>
      setFavorite(type, id, favorite),
    onSuccess: (result) => {
      toast.success(result.favorited ? MESSAGES.markedAsFavorite : MESSAGES.removedFromFavorites);
      void queryClient.invalidateQueries({ queryKey: favoritesQueryOptions().queryKey });
      // The favourites grids (and "Favorites only" filters) gain or lose the item.
      void queryClient.invalidateQueries({ predicate: (query) => isFavoritesList(query.queryKey) });
    },
  });
}
