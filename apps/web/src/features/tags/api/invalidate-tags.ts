import type { QueryClient } from '@tanstack/react-query';
import { tagsQueryOptions } from './get-tags';

/**
 * After a tag changes: the tag list and each tag's page (`['tags', slug]` shares the prefix), and the
 * component lists and details, which show tags and can be filtered by one.
 */
export async function invalidateTags(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tagsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: ['components'] }),
  ]);
}

/** The API's refusals that the tag screens show beside the form (the caller reports them, not a toast). */
export const reportedInline = (error: { status: number }) =>
  error.status === 400 || error.status === 404 || error.status === 409;
