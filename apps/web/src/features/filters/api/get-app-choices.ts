import type { AppName } from '@pageshelf/contracts/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '#lib/api-client';

const appNamesContract = () => import('@pageshelf/contracts/content').then((m) => m.appNamesSchema);

/**
 * `GET /app-names?q=&ids=`: apps by name for the Apps menu. A lookup of names, not a search of the
 * library: it spends no search and counts no view, so a visitor or a free member may type freely; only
 * ticking an app (the `products` filter) is a search.
 */
export const getAppNames = (query: { q?: string; ids?: string }, signal?: AbortSignal) =>
  api.get('/api/app-names', appNamesContract, {
    query,
    ...(signal ? { signal } : {}),
  });

/**
 * The apps offered by the filter bar's Apps menu: the chosen ones (by id, so they show whatever the
 * search says) followed by the first apps whose name matches the search.
 */
export function useAppChoices(selected: readonly number[], search: string) {
  const ids = [...selected].sort((a, b) => a - b).join(',');
  const chosen = useQuery({
    queryKey: ['apps', 'choices', 'chosen', ids] as const,
    queryFn: ({ signal }) => getAppNames({ ids }, signal),
    enabled: ids !== '',
    staleTime: 5 * 60_000,
  });
  const term = search.trim();
  const matching = useQuery({
    queryKey: ['apps', 'choices', 'matching', term] as const,
    queryFn: ({ signal }) => getAppNames(term ? { q: term } : {}, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const chosenApps: AppName[] = ids === '' ? [] : (chosen.data?.items ?? []);
  const others = (matching.data?.items ?? []).filter((app) => !selected.includes(app.id));
  return { chosen: chosenApps, others, isPending: matching.isPending };
}
