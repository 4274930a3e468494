import { useEffect, useRef } from 'react';
import { optOutOfAnalytics, registerVisitProperties } from '#lib/analytics';
import { useIdle } from '#lib/use-idle';
import { useRequestHeaders } from '../api/get-request-headers';
import { type VisitorContext, visitorContextOf } from '../lib/visitor-context';

/**
 * Reads `/api/headers` once per visit, once the page is idle (analytics only needs it then), and hands
 * analytics the visit's language, country and referring site; a browser that sends Do Not Track or
 * Global Privacy Control is opted out of analytics.
 */
export function useVisitorContext(): VisitorContext | null {
  const headers = useRequestHeaders(useIdle());
  // Read in the browser only (the server renders the page without one).
  const referrer = useRef(typeof document === 'undefined' ? '' : document.referrer);
  const context = headers.isFetched
    ? visitorContextOf(headers.data ?? null, {
        language: navigator.language,
        referrer: referrer.current,
        host: window.location.hostname,
      })
    : null;
  const language = context?.language;
  const country = context?.country ?? null;
  const referrerWebsite = context?.referrerWebsite ?? null;
  const doNotTrack = context?.doNotTrack ?? false;

  useEffect(() => {
    if (language === undefined) return;
    if (doNotTrack) optOutOfAnalytics();
    else registerVisitProperties({ language, country, referrerWebsite });
  }, [language, country, referrerWebsite, doNotTrack]);

  return context;
}
