import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import { invalidateTags, reportedInline } from './invalidate-tags';

const mergeResultContract = () => import('@pageshelf/contracts/content').then((m) => m.tagMergeResultSchema);

/** `POST /tags/{slug}/merge` (administrators): `slug`'s components move to `into`, then `slug` is deleted. */
export const mergeTag = ({ slug, into }: { slug: string; into: string }) =>
  api.post(
    `/api/tags/${encodeURIComponent(slug)}/merge`,
    { into },
    { schema: mergeResultContract, report: reportedInline },
  );

export function useMergeTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: mergeTag, onSuccess: () => invalidateTags(queryClient) });
}
