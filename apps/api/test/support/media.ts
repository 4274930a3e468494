import type { TestApi } from './test-api.js';

const FILE = /^(.+)\/(?:(thumb|preview)\.webp|(full)\.webp|original\.(png|jpeg|webp))$/;

/**
 * The address of the stored picture `path` (`{key}/{file}`, e.g. `fixtures/screen-5/full.webp`) made
 * for a caller, as the API's answers would give it to them: a tile with its tag, a full image or
 * original signed for the account of `authorization`, else for a visitor at inject's own address
 * (127.0.0.1, no device). Lets a test ask for pictures the answers would never give this caller.
 */
export async function mediaAddress(api: TestApi, path: string, authorization?: string): Promise<string> {
  const match = FILE.exec(path);
  if (!match?.[1]) throw new Error(`not a media path: ${path}`);
  const subject = authorization
    ? `user:${(await api.container.auth.authenticate(authorization.replace(/^Bearer /, ''))).user.id}`
    : 'address:127.0.0.1';
  const media = await api.container.mediaLinks.viewFor({ tier: 'visitor', role: 'user' }, subject);
  const key = match[1];
  if (match[2]) return media.tile(key, match[2] as 'thumb' | 'preview');
  if (match[3]) return media.full(key);
  return media.original(key, match[4] as 'png' | 'jpeg' | 'webp');
}
