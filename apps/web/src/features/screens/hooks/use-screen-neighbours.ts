import type { ScreenDetail } from '@pageshelf/contracts/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStore } from '../../../lib/store';
import { screenQueryOptions } from '../api/get-screen';
import { isLocked, neighbourInSequence, remainingAfter, sequenceStore } from './preview-sequence';

const MAX_SKIPS = 12;

export interface Neighbours {
  previous: string | null;
  next: string | null;
}

/**
 * Previous and next screens for the preview, skipping restricted ones: in the order of the grid it was
 * opened from (loading the grid's next page when near its end), or else in app order through the
 * screens' own previous/next links.
 */
export function useScreenNeighbours(screen: ScreenDetail | undefined): Neighbours {
  const queryClient = useQueryClient();
  const sequence = useStore(sequenceStore);
  const uuid = screen?.uuid ?? '';
  const entries = sequence?.entries ?? [];
  const inGrid = entries.some((entry) => entry.uuid === uuid);
  const nearEnd = inGrid && remainingAfter(entries, uuid) < 6;

  useEffect(() => {
    if (nearEnd) sequence?.loadMore?.();
  }, [nearEnd, sequence]);

  const appOrder = useQuery({
    queryKey: ['screens', 'neighbours', uuid] as const,
    enabled: Boolean(screen) && !inGrid,
    staleTime: 60_000,
    queryFn: async (): Promise<Neighbours> => {
      const walk = async (direction: 'previous' | 'next') => {
        let candidate = screen?.[direction] ?? null;
        for (let step = 0; candidate && step < MAX_SKIPS; step += 1) {
          const found = await queryClient.fetchQuery(screenQueryOptions(candidate));
          if (!isLocked(found)) return found.uuid;
          candidate = found[direction];
        }
        return null;
      };
      const [previous, next] = await Promise.all([walk('previous'), walk('next')]);
      return { previous, next };
    },
  });

  if (inGrid) {
    return {
      previous: neighbourInSequence(entries, uuid, 'previous') ?? null,
      next: neighbourInSequence(entries, uuid, 'next') ?? null,
    };
  }
  return appOrder.data ?? { previous: null, next: null };
}
