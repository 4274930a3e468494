import type { ScreenDetail } from '@pageshelf/contracts/content';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sequenceStore } from './preview-sequence';
import { useScreenNeighbours } from './use-screen-neighbours';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const C = '00000000-0000-4000-8000-00000000000c';
const D = '00000000-0000-4000-8000-00000000000d';

/** The parts of a screen's detail the hook reads. */
const detail = (uuid: string, previous: string | null, next: string | null) =>
  ({ uuid, previous, next }) as ScreenDetail;

afterEach(() => sequenceStore.set(null));

describe('useScreenNeighbours', () => {
  it("steps through the grid from the address's screen while that screen is still loading", () => {
    sequenceStore.set({
      entries: [
        { uuid: A, locked: false },
        { uuid: B, locked: false },
        { uuid: C, locked: true },
        { uuid: D, locked: false },
      ],
      loadMore: null,
    });
    // B was stepped to and has not come yet: → goes on to D (C is locked), ← back to A.
    const { result } = renderHook(() => useScreenNeighbours(B.toUpperCase(), undefined));
    expect(result.current).toEqual({ previous: A, next: D });
  });

  it("follows the loaded screen's app order outside a grid, and nothing before it has come", () => {
    const { result, rerender } = renderHook(
      ({ screen }: { screen: ScreenDetail | undefined }) => useScreenNeighbours(B, screen),
      { initialProps: { screen: undefined as ScreenDetail | undefined } },
    );
    expect(result.current).toEqual({ previous: null, next: null });
    // The screen stepped from, still held while B loads, is not B: its links would step to B again.
    rerender({ screen: detail(A, null, B) });
    expect(result.current).toEqual({ previous: null, next: null });
    rerender({ screen: detail(B, A, C) });
    expect(result.current).toEqual({ previous: A, next: C });
  });
});
