import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** `?screen=N` (1-based) as a 0-based index; anything but a whole number from 1 is the first screen. */
export function stepOf(search: URLSearchParams): number {
  const value = Number(search.get('screen'));
  return Number.isInteger(value) && value > 0 ? value - 1 : 0;
}

/**
 * The screen of a flow being shown, kept in the address (`?screen=N`, absent for the first) so that a
 * reload or a shared link opens the same step. Steps replace the history entry rather than adding one,
 * and keep the location state, so a flow open as a preview stays over its page.
 */
export function useFlowStep(): [number, (index: number) => void] {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const setStep = useCallback(
    (index: number) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (index > 0) next.set('screen', String(index + 1));
          else next.delete('screen');
          return next;
        },
        { replace: true, state: location.state, preventScrollReset: true },
      ),
    [setSearch, location.state],
  );
  return [stepOf(search), setStep];
}
