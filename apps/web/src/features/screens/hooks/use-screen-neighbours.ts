import type { ScreenDetail } from '@pageshelf/contracts/content';
import { useEffect } from 'react';
import { useStore } from '#lib/store';
import { neighbourInSequence, remainingAfter, sequenceStore } from './preview-sequence';

export interface Neighbours {
  previous: string | null;
  next: string | null;
}

/**
 * Previous and next screens for the preview, skipping restricted ones: in the order of the grid it was
 * opened from (loading the grid's next page when near its end), or else in app order through the
 * screen's own previous/next links, which the server already gives past the screens locked for this
 * viewer (opening each neighbour to look would spend a view of the visit cap per look).
 *
 * In a grid the neighbours come from the address's uuid, not from the loaded screen: → pressed again
 * while the screen it stepped to is still loading steps on (it did nothing until the answer came).
 */
export function useScreenNeighbours(address: string, screen: ScreenDetail | undefined): Neighbours {
  const sequence = useStore(sequenceStore);
  const uuid = address.toLowerCase();
  const entries = sequence?.entries ?? [];
  const inGrid = entries.some((entry) => entry.uuid === uuid);
  const nearEnd = inGrid && remainingAfter(entries, uuid) < 6;

  useEffect(() => {
    if (nearEnd) sequence?.loadMore?.();
  }, [nearEnd, sequence]);

  if (inGrid) {
    return {
      previous: neighbourInSequence(entries, uuid, 'previous') ?? null,
      next: neighbourInSequence(entries, uuid, 'next') ?? null,
    };
  }
  // The app order is the loaded screen's own: none until it has come (or when it is another screen).
  const loaded = screen?.uuid.toLowerCase() === uuid ? screen : undefined;
  return { previous: loaded?.previous ?? null, next: loaded?.next ?? null };
}
