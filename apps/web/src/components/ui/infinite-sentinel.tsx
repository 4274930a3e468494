import { useRef } from 'react';
import { countOf } from '../../lib/format-count';
import { useInView } from '../../lib/use-in-view';
import { Button } from './button';

interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** What is listed, in the singular, for the button and the end message ("screen"). */
  noun: string;
  total?: number;
}

/**
 * Placed after a list: fetches the next page as it comes into view, with a button as a fallback
 * (keyboard users, browsers without IntersectionObserver). While more pages remain (`has-more`) the
 * page's footer is hidden (layouts.css), so it does not flash into view and jump away each time a page
 * arrives; it comes with the last page.
 */
export function InfiniteSentinel({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  noun,
  total,
}: InfiniteSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useInView(
    ref,
    () => {
      if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
    },
    { enabled: hasNextPage },
  );

  return (
    <div ref={ref} className={hasNextPage ? 'infinite-sentinel has-more' : 'infinite-sentinel'}>
      {hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? `Loading more ${noun}s` : `Show more ${noun}s`}
        </Button>
      ) : total !== undefined && total > 0 ? (
        <p className="muted">
          {total === 1 ? `That's the only ${noun}.` : `That's all ${countOf(total, noun)}.`}
        </p>
      ) : null}
    </div>
  );
}
