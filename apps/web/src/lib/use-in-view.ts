import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onEnter` whenever the element is in view (with a margin, so the next page is fetched before
 * the person reaches the end) as the observer reports it: when it enters, and once when observing
 * starts. An observer reports changes only, and two changes between two of its steps (a page that
 * pushed the element out, a scroll that brought it back) are no change to it; so a caller that could
 * not act while disabled (a page on its way) gets the element's state afresh when it is enabled again.
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
        if (entries[entries.length - 1]?.isIntersecting) callback.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled]);
}
