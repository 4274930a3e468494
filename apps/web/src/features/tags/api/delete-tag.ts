import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { invalidateTags, reportedInline } from './invalidate-tags';

/** `DELETE /tags/{slug}` (administrators): the tag goes; its components stay, without it. */
export const deleteTag = (slug: string) =>
  api.delete(`/api/tags/${encodeURIComponent(slug)}`, { report: reportedInline });

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => invalidateTags(queryClient) });
}
