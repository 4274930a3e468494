import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const screenDetailContract = () => import('@pageshelf/contracts/content').then((m) => m.screenDetailSchema);

/** `GET /screens/{uuid}`: one screen with the uuids of its neighbours in the app. */
export const getScreen = (uuid: string, signal?: AbortSignal) =>
  api.get(`/api/screens/${encodeURIComponent(uuid)}`, screenDetailContract, {
    // A missing screen becomes Page Not Found rather than a toast.
    report: (error) => error.status === 404 || error.status === 400,
    ...(signal ? { signal } : {}),
  });

export const screenQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: ['screens', 'detail', uuid.toLowerCase()] as const,
    queryFn: ({ signal }) => getScreen(uuid, signal),
  });

export const useScreen = (uuid: string) => useQuery(screenQueryOptions(uuid));
