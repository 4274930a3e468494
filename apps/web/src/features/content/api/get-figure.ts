import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';
import type { FigurePlatform } from '../lib/figures';

const figureContract = () => import('@pageshelf/contracts/figures').then((m) => m.figureSchema);

/**
 * The library's screens of one pattern on one platform, for an article's cover or figure and a glossary
 * term's examples: `GET /api/figures/{pattern}?platform=`. The API answers it to every reader without
 * spending a search or a view (it is neither: one pattern, one platform, the same few screens for all).
 * Failures are the figure's own business: it keeps its illustration, so no toast.
 */
export function getFigure(pattern: string, platform: FigurePlatform, signal?: AbortSignal) {
  return api.get(`/api/figures/${encodeURIComponent(pattern)}`, figureContract, {
    query: { platform },
    report: 'caller',
    ...(signal ? { signal } : {}),
  });
}

export const figureQueryOptions = (pattern: string, platform: FigurePlatform) =>
  queryOptions({
    queryKey: ['content', 'figure', pattern, platform] as const,
    queryFn: ({ signal }) => getFigure(pattern, platform, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useFigure = (pattern: string, platform: FigurePlatform) =>
  useQuery(figureQueryOptions(pattern, platform));
