import { type KeyboardEvent, useState } from 'react';

/** The keys that move focus, and by how much. */
const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** What the items of a roving group carry, so the group can find them. */
export const ROVING_ITEM = 'data-roving-item';

/**
 * Roving focus over a row of `count` controls (WAI-ARIA's toolbar pattern): the row is one tab stop,
 * the arrow keys move between its controls (wrapping), Home and End go to the ends. The stop is the
 * control last focused, else `preferred` (the selected one). Each control gets `tabIndex={tabIndexOf(i)}`,
 * `onFocus={() => focused(i)}` and the `ROVING_ITEM` attribute; the row gets `onKeyDown`.
 */
export function useRovingFocus(count: number, preferred: number) {
  const [last, setLast] = useState<number | null>(null);
  const stop = last !== null && last < count ? last : Math.min(Math.max(preferred, 0), count - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = STEPS[event.key];
    const next =
      step !== undefined
        ? (stop + step + count) % count
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? count - 1
            : null;
    if (next === null) return;
    event.preventDefault();
    setLast(next);
    event.currentTarget.querySelectorAll<HTMLElement>(`[${ROVING_ITEM}]`)[next]?.focus();
  };
  return {
    tabIndexOf: (index: number) => (index === stop ? 0 : -1),
    focused: (index: number) => setLast(index),
    onKeyDown,
  };
}
