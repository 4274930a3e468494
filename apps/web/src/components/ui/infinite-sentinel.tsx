import { useRef } from 'react';
import { useInView } from '../../lib/use-in-view';
import { Button } from './button';

interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** What is listed, for the button and the end message ("screens"). */
  noun: string;
  total?: number;
}

/**
 * Placed after a list: fetches the next page as it comes into view, with a button as a fallback
 * (keyboard users, browsers without IntersectionObserver).
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
    <div ref={ref} className="infinite-sentinel">
      {hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {isFetchingNextPage ? `Loading more ${noun}` : `Show more ${noun}`}
        </Button>
      ) : total !== undefined && total > 0 ? (
        <p className="muted">
          That's all {total.toLocaleString('en')} {noun}.
        </p>
      ) : null}
    </div>
  );
}
