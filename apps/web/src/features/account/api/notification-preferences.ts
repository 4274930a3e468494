import type { NotificationPreferences, UpdateNotificationPreferences } from '@pageshelf/contracts/me';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const notificationPreferencesContract = () =>
  import('@pageshelf/contracts/me').then((m) => m.notificationPreferencesSchema);

const queryKey = ['me', 'notifications'] as const;

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get('/api/me/notifications', notificationPreferencesContract, { signal }),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

/** Saves one switch at a time, optimistically: the switch moves at once and moves back on failure. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNotificationPreferences) =>
      api.patch('/api/me/notifications', change, { schema: notificationPreferencesContract }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<NotificationPreferences>(queryKey);
      if (before) queryClient.setQueryData(queryKey, { ...before, ...change });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
