import type { TagCreateBody } from '@pageshelf/contracts/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { invalidateTags, reportedInline } from './invalidate-tags';

const tagRefContract = () => import('@pageshelf/contracts/content').then((m) => m.tagRefSchema);

/** `POST /tags` (administrators): a new tag; 409 when the slug is taken. */
export const createTag = (body: TagCreateBody) =>
  api.post('/api/tags', body, { schema: tagRefContract, report: reportedInline });

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => invalidateTags(queryClient) });
}
