import type { HeadersResponse } from '@pageshelf/contracts/headers';

/** What this visit is known by (spec section 3's client state): language, address, referring site. */
export interface VisitorContext {
  /** Preferred language, e.g. `fr-FR`: the first of Accept-Language, else the browser's. */
  language: string;
  /** The client address the BFF saw; kept for support, never sent to analytics. */
  userIpAddress: string | null;
  /** The other site this visit came from (host name), or null when it came from nowhere or from us. */
  referrerWebsite: string | null;
  /** Country code from the edge, when it reports one. */
  country: string | null;
  /** Do Not Track or Global Privacy Control is on. */
  doNotTrack: boolean;
}

function hostOf(url: string | undefined | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}

/** The visitor context from the headers response and what the browser itself knows. */
export function visitorContextOf(
  response: HeadersResponse | null,
  browser: { language: string; referrer: string; host: string },
): VisitorContext {
  const headers = response?.headers ?? {};
  const accepted = headers['accept-language']?.split(',')[0]?.split(';')[0]?.trim();
  const referrer = hostOf(browser.referrer) ?? hostOf(headers.referer);
  return {
    language: accepted || browser.language || 'en',
    userIpAddress: headers['x-forwarded-for'] ?? null,
    referrerWebsite: referrer && referrer !== browser.host ? referrer : null,
    country: response?.locationHeaders.country ?? null,
    doNotTrack: headers.dnt === '1' || headers['sec-gpc'] === '1',
  };
}
