import type { Flow } from '@pageshelf/contracts/content';

type Step = Flow['screens'][number];

/** width / height of a step's picture, from the sizes in the data. */
export const aspectOf = (step: Pick<Step, 'image'>) => step.image.width / step.image.height;

/** Steps a row of a flow card is sized for: fewer steps keep the size they would have in a full row. */
export const ROW_SLOTS = 3;

export interface CardRow {
  steps: Step[];
  /** Slots of the row, the gaps between which are taken from its width. */
  slots: number;
  /**
   * The row's width (less its gaps) over its height: the sum of its steps' aspects, scaled up to the
   * slots when the row has fewer steps, so that every step shows at its own aspect at a common height.
   */
  aspect: number;
}

function rowOf(steps: Step[], slots: number): CardRow {
  const sum = steps.reduce((total, step) => total + aspectOf(step), 0);
  return { steps, slots, aspect: (sum * slots) / Math.max(1, steps.length) };
}

/**
 * The rows of a flow card. A flow that opens on a landscape step (a web page) shows it large across the
 * card and the next three small below it; a flow of phone screens shows its first three side by side.
 * Every step keeps its own aspect: nothing is cropped.
 */
export function cardRows(steps: readonly Step[]): CardRow[] {
  const [first, ...rest] = steps;
  if (!first) return [];
  if (aspectOf(first) > 1) {
    const below = rest.slice(0, ROW_SLOTS);
    return below.length > 0 ? [rowOf([first], 1), rowOf(below, ROW_SLOTS)] : [rowOf([first], 1)];
  }
  return [rowOf(steps.slice(0, ROW_SLOTS), ROW_SLOTS)];
}
