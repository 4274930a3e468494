import { SEARCH_DATA_COOKIE } from '@pageshelf/domain/constants';

/**
 * What the BFF does after a search (or at the sign-in's session load): keeps the member's counter in
 * the readable `search_data` cookie, here with a window that started just now.
 */
export function setSearchData(count: number): void {
  const record = encodeURIComponent(JSON.stringify({ count, timestamp: Date.now() }));
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the BFF, which sets this cookie
  document.cookie = `${SEARCH_DATA_COOKIE}=${record}; path=/`;
}

/** Forgets every cookie of the document (between tests; none outside a DOM environment). */
export function clearCookies(): void {
  if (typeof document === 'undefined') return;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what a test set
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}
