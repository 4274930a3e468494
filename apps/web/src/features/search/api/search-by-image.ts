import { IMAGE_SEARCH_FIELD } from '@pageshelf/contracts/image-search';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, api, reactionTo } from '#lib/api-client';
import type { SearchPicture } from '../lib/search-picture';

const imageSearchResponseContract = () =>
  import('@pageshelf/contracts/image-search').then((m) => m.imageSearchResponseSchema);

/** Screens asked for: two screens of rows at 1440 px, and what the server ranks well. */
export const IMAGE_SEARCH_LIMIT = 48;

/**
 * A failure the page shows where the results would be (the server's words about the picture, a lost
 * connection) rather than in a toast; refusals (sign in, the paywall) and sign-outs stay with the app.
 */
const shownInPlace = (error: ApiError) => reactionTo(error).kind === 'toast';

/**
 * `POST /api/search/image` (Pro; spends no quota): screens that look and read like a picture, best
 * first, each with why it matched, and what was read from the picture. The picture goes as
 * multipart/form-data in the contract's field.
 */
export const searchByImage = (picture: Blob, limit = IMAGE_SEARCH_LIMIT, signal?: AbortSignal) => {
  const form = new FormData();
  form.append(IMAGE_SEARCH_FIELD, picture);
  return api.post('/api/search/image', form, {
    schema: imageSearchResponseContract,
    query: { limit },
    report: shownInPlace,
    ...(signal ? { signal } : {}),
  });
};

export const imageSearchQueryOptions = (picture: SearchPicture | null, limit = IMAGE_SEARCH_LIMIT) =>
  queryOptions({
    queryKey: ['search-by-image', picture?.id ?? null, limit] as const,
    queryFn: picture ? ({ signal }) => searchByImage(picture.file, limit, signal) : skipToken,
    // One upload per picture: the answer is kept while the picture is, never fetched again behind the
    // person's back (reading a picture takes up to a second of the server's time).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });

export const useImageSearch = (picture: SearchPicture | null, limit = IMAGE_SEARCH_LIMIT) =>
  useQuery(imageSearchQueryOptions(picture, limit));

/** Whether trying the same picture again may help (a lost connection, a busy or failing server). */
export const isPassingFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
