import type { Screen } from '@pageshelf/contracts/content';
import { useEffect } from 'react';
import { isLocked } from '#lib/locked';
import { createStore } from '#lib/store';

export interface SequenceEntry {
  uuid: string;
  /** Restricted for this viewer (no full image): previous/next skip it. */
  locked: boolean;
}

interface Sequence {
  entries: readonly SequenceEntry[];
  loadMore: (() => void) | null;
}

/** The screens of the grid the preview was opened from, so previous/next follow what the person sees. */
const sequenceStore = createStore<Sequence | null>(null);

export function usePublishSequence(screens: readonly Screen[] | undefined, loadMore: (() => void) | null) {
  useEffect(() => {
    if (!screens) return;
    const sequence: Sequence = {
      entries: screens.map((screen) => ({ uuid: screen.uuid, locked: isLocked(screen) })),
      loadMore,
    };
    sequenceStore.set(sequence);
    return () => {
      if (sequenceStore.get() === sequence) sequenceStore.set(null);
    };
  }, [screens, loadMore]);
}

/**
 * The next viewable screen in a grid's order, skipping restricted ones; undefined when the screen is
 * not in the grid (opened directly), null at the end.
 */
export function neighbourInSequence(
  entries: readonly SequenceEntry[],
  uuid: string,
  direction: 'previous' | 'next',
): string | null | undefined {
  const index = entries.findIndex((entry) => entry.uuid === uuid);
  if (index < 0) return undefined;
  const step = direction === 'next' ? 1 : -1;
  for (let at = index + step; at >= 0 && at < entries.length; at += step) {
    const entry = entries[at];
    if (entry && !entry.locked) return entry.uuid;
  }
  return null;
}

/** How many screens of the grid come after this one (to load the next page in time). */
export function remainingAfter(entries: readonly SequenceEntry[], uuid: string): number {
  const index = entries.findIndex((entry) => entry.uuid === uuid);
  return index < 0 ? Number.POSITIVE_INFINITY : entries.length - 1 - index;
}

export { sequenceStore };
