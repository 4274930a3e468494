import type { TagUpdateBody } from '@pageshelf/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { invalidateTags, reportedInline } from './invalidate-tags';

const tagRefContract = () => import('@pageshelf/contracts/content').then((m) => m.tagRefSchema);

/** `PATCH /tags/{slug}` (administrators): a new title and/or slug; 409 when the new slug is taken. */
export const renameTag = ({ tag, changes }: { tag: string; changes: TagUpdateBody }) =>
  api.patch(`/api/tags/${encodeURIComponent(tag)}`, changes, {
    schema: tagRefContract,
    report: reportedInline,
  });

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameTag, onSuccess: () => invalidateTags(queryClient) });
}
