import type { CaptureRunList, StartCapture } from '@pageshelf/contracts/captures';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const runListContract = () => import('@pageshelf/contracts/captures').then((m) => m.captureRunListSchema);
const runContract = () => import('@pageshelf/contracts/captures').then((m) => m.captureRunSchema);

/** How often the list is asked again while a run waits or runs. */
export const CAPTURE_REFRESH_MS = 2_000;

const busy = (list: CaptureRunList | undefined) =>
  list?.items.some((run) => run.status === 'queued' || run.status === 'running') ?? false;

/**
 * `GET /api/captures`: the newest capture runs (an administrator's list is everyone's), asked again
 * every 2 s while one of them waits or runs, so its progress moves on the page.
 */
export const captureRunsQuery = () =>
  queryOptions({
    queryKey: ['captures'] as const,
    queryFn: ({ signal }) => api.get('/api/captures', runListContract, { signal, report: 'caller' }),
    refetchInterval: (query) => (busy(query.state.data) ? CAPTURE_REFRESH_MS : false),
    retry: false,
  });

export const useCaptureRuns = () => useQuery(captureRunsQuery());

/** `POST /api/captures`: starts a run; it joins the top of the list at once. */
export function useStartCapture() {
  const queryClient = useQueryClient();
  const { queryKey } = captureRunsQuery();
  return useMutation({
    mutationFn: (body: StartCapture) =>
      api.post('/api/captures', body, { schema: runContract, report: 'caller' }),
    onSuccess: (run) =>
      queryClient.setQueryData<CaptureRunList>(queryKey, (list) => ({
        items: [run, ...(list?.items ?? []).filter((item) => item.id !== run.id)],
      })),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
