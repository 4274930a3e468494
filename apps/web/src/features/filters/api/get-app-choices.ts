import type { App } from '@pageshelf/contracts/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getApps } from '../../apps/api/get-apps';

/**
 * The apps offered by the filter bar's Apps menu: the chosen ones (by id, so they show whatever the
 * search says) followed by the first apps whose name matches the search.
 */
export function useAppChoices(selected: readonly number[], search: string) {
  const ids = [...selected].sort((a, b) => a - b).join(',');
  const chosen = useQuery({
    queryKey: ['apps', 'choices', 'chosen', ids] as const,
    queryFn: ({ signal }) => getApps({ products: ids }, null, signal),
    enabled: ids !== '',
    staleTime: 5 * 60_000,
  });
  const term = search.trim();
  const matching = useQuery({
    queryKey: ['apps', 'choices', 'matching', term] as const,
    queryFn: ({ signal }) => getApps(term ? { term } : {}, null, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const chosenApps: App[] = ids === '' ? [] : (chosen.data?.items ?? []);
  const others = (matching.data?.items ?? []).filter((app) => !selected.includes(app.id));
  return { chosen: chosenApps, others, isPending: matching.isPending };
}
