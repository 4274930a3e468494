import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * False until the browser is first idle after the component mounted, then true: for work the first
 * paint does not need (a poll, a call for analytics), so that it does not compete with the page's
 * own scripts, calls and pictures on the way in.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
