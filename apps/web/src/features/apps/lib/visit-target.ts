/**
 * Where `/apps/{slug}/visit` may send someone: the app's website when it is an absolute http(s) URL,
 * else nowhere (no website, or another scheme such as `javascript:` or `data:`, which is never followed).
 */
export function visitTargetOf(website: string | null | undefined): string | null {
  if (!website) return null;
  let url: URL;
  try {
    url = new URL(website);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
