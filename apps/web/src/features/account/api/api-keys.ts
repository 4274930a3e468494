import type { ApiKeyList, CreateApiKey } from '@pageshelf/contracts/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const apiKeyListContract = () => import('@pageshelf/contracts/api-keys').then((m) => m.apiKeyListSchema);
const createdApiKeyContract = () =>
  import('@pageshelf/contracts/api-keys').then((m) => m.createdApiKeySchema);

/** `GET /api/me/api-keys`: the member's live keys, newest first (never the keys themselves). */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: ['me', 'api-keys'] as const,
    queryFn: ({ signal }) => api.get('/api/me/api-keys', apiKeyListContract, { signal }),
  });

export const useApiKeys = () => useQuery(apiKeysQuery());

/**
 * `POST /api/me/api-keys` (Pro and Team): a new key. The answer is the only time the key itself is
 * shown, so it stays with the caller and never enters the cache: the list is fetched again instead.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKey) => api.post('/api/me/api-keys', body, { schema: createdApiKeyContract }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey }),
  });
}

/** `DELETE /api/me/api-keys/{id}`: revokes a key at once; its row leaves the list without waiting. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const { queryKey } = apiKeysQuery();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/me/api-keys/${id}`),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<ApiKeyList>(queryKey, (list) =>
        list ? { items: list.items.filter((key) => key.id !== id) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
