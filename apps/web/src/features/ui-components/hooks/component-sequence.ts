import type { Component } from '@pageshelf/contracts/content';
import { useEffect } from 'react';
import { isLocked } from '#lib/locked';
import { createStore, useStore } from '#lib/store';

interface Entry {
  uuid: string;
  locked: boolean;
}

/** The components of the grid a preview was opened from, for previous/next. */
const sequenceStore = createStore<readonly Entry[] | null>(null);

export function usePublishComponentSequence(components: readonly Component[] | undefined) {
  useEffect(() => {
    if (!components) return;
    const entries = components.map((component) => ({
      uuid: component.uuid,
      locked: isLocked(component),
    }));
    sequenceStore.set(entries);
    return () => {
      if (sequenceStore.get() === entries) sequenceStore.set(null);
    };
  }, [components]);
}

/** Previous and next viewable components in the grid's order, skipping restricted ones. */
export function useComponentNeighbours(uuid: string): { previous: string | null; next: string | null } {
  const entries = useStore(sequenceStore) ?? [];
  const index = entries.findIndex((entry) => entry.uuid === uuid.toLowerCase());
  const find = (step: 1 | -1) => {
    if (index < 0) return null;
    for (let at = index + step; at >= 0 && at < entries.length; at += step) {
      const entry = entries[at];
      if (entry && !entry.locked) return entry.uuid;
    }
    return null;
  };
  return { previous: find(-1), next: find(1) };
}
