import {
  type InteractionKey,
  type Interactions,
  parseInteractions,
  recordInteraction,
} from '@pageshelf/domain/interactions';

/** The cookie of the interaction counters (spec section 9). Read by analytics only: it decides nothing. */
export const INTERACTION_COOKIE = 'intctn';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The counters stored in this browser (all 0 when there are none). */
export function readInteractions(now: number): Interactions {
  return parseInteractions(readCookie(INTERACTION_COOKIE), now);
}

/** Records one interaction of kind `key`: counters older than 7 days start again from 0 (domain rule). */
export function recordInteractionCookie(key: InteractionKey, now: number): Interactions {
  const next = recordInteraction(readInteractions(now), key, now);
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie is what the spec keeps them in
  document.cookie = `${INTERACTION_COOKIE}=${encodeURIComponent(JSON.stringify(next))}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure}`;
  return next;
}
