import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onEnter` whenever the element scrolls into view (with a margin, so the next page is fetched
 * before the person reaches the end).
 */
export function useInView(
  ref: RefObject<Element | null>,
  onEnter: () => void,
  { rootMargin = '800px 0px', enabled = true }: { rootMargin?: string; enabled?: boolean } = {},
) {
  const callback = useRef(onEnter);
  callback.current = onEnter;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled]);
}
