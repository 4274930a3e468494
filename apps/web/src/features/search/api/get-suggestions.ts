import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '#lib/api-client';

const suggestionsContract = () => import('@pageshelf/contracts/search').then((m) => m.suggestResponseSchema);

/** How long typing pauses before suggestions are asked: one request per pause, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 120;

/**
 * `GET /search/suggest?q=`: at most 8 apps, patterns, UI elements, flows, tags, app categories and
 * platforms for what has been typed so far. Not a search: it spends nothing and counts no view, so it is
 * asked for everyone, visitors too. A failure only leaves the palette without suggestions (no toast).
 */
export const getSuggestions = (q: string, signal?: AbortSignal) =>
  api.get('/api/search/suggest', suggestionsContract, {
    query: { q },
    report: () => true,
    ...(signal ? { signal } : {}),
  });

export const suggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search-suggest', q.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => getSuggestions(q.trim(), signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** `value`, once it has stayed the same for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Suggestions for the text being typed, asked once typing pauses; the last ones stay shown while the
 * next are on their way, so the list does not blink at every key.
 */
export function useSuggestions(text: string) {
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  const current = text.trim();
  const query = useQuery({
    ...suggestionsQueryOptions(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  // Once the field is emptied, no suggestion stays behind.
  return current.length === 0 ? undefined : query.data;
}
