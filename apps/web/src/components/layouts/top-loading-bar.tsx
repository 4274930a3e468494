import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A thin bar at the top while a page gets its first data after a route change (background refreshes
 * don't show it). It fills to 100 % and fades out when loading ends.
 */
export function TopLoadingBar() {
  const { pathname, search } = useLocation();
  const loading = useIsFetching({ predicate: (query) => query.state.data === undefined }) > 0;
  const [navigating, setNavigating] = useState(false);
  const [phase, setPhase] = useState<'idle' | 'running' | 'done'>('idle');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address starts a new bar
  useEffect(() => {
    setNavigating(true);
    const timer = setTimeout(() => setNavigating(false), 250);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  const active = navigating || loading;
  useEffect(() => {
    if (active) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), 400);
    return () => clearTimeout(timer);
  }, [active]);

  if (phase === 'idle') return null;
  return <div className={`top-loading-bar is-${phase}`} role="presentation" aria-hidden="true" />;
}
