import type { CollectionCounts } from '@pageshelf/contracts/collections';
import { countOf } from '#lib/format-count';

const NOUNS: [keyof CollectionCounts, string][] = [
  ['screens', 'screen'],
  ['flows', 'flow'],
  ['components', 'component'],
  ['apps', 'app'],
];

/** What a collection holds, kind by kind, the empty kinds left out: "8 screens, 2 flows"; "Empty". */
export function countsText(counts: CollectionCounts): string {
  const parts = NOUNS.filter(([kind]) => counts[kind] > 0).map(([kind, noun]) => countOf(counts[kind], noun));
  return parts.length > 0 ? parts.join(', ') : 'Empty';
}
