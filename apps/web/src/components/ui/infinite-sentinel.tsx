import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { countOf } from '#lib/format-count';
import { useInView } from '#lib/use-in-view';
import { Button } from './button';

/** What the sentinel reads of a list's infinite query. */
export type PagedQuery = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

interface InfiniteSentinelProps {
  /**
   * The list's query. After a next page failed (`isFetchNextPageError`) the button asks again and
   * scrolling does not, so a failing page is not asked for in a loop.
   */
  query: PagedQuery;
  /** What is listed, in the singular, for the button and the end message ("screen"). */
  noun: string;
  total?: number;
}

/**
 * Placed after a list: fetches the next page when it is in view, with a button as a fallback (keyboard
 * users, browsers without IntersectionObserver). It observes only while it could ask (more pages, none
 * on its way, the last one not failed), so each page that arrives starts a fresh observation: reached
 * while a page was on its way, or still in view when a short page arrived, it asks for the next one then
 * instead of stopping at the button. A failed page is asked for again by the button, not in a loop.
 * While more pages remain (`has-more`) the page's footer is hidden (layouts.css), so it does not flash
 * into view and jump away each time a page arrives; it comes with the last page.
 */
export function InfiniteSentinel({ query, noun, total }: InfiniteSentinelProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError: failed, fetchNextPage } = query;
  const ref = useRef<HTMLDivElement>(null);
  useInView(ref, () => void fetchNextPage(), { enabled: hasNextPage && !isFetchingNextPage && !failed });

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
