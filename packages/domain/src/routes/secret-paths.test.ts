import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPageRoute } from './page-routes.js';
import { REDACTED_SECRET, redactSecretPaths, SECRET_PAGE_PARAMS } from './secret-paths.js';

const LINK = 'link_abcdefghijklmnopqrstuvwxyz012345';
const INVITATION = 'inv_abcdefghijklmnopqrstuvwxyz0123456789';
const SHARE = 'Qx7_k2-Lm9pR4tVw8yZa1cEg5hJn0bDf';
const R = REDACTED_SECRET;

describe('redactSecretPaths', () => {
  it.each([
    // The SPA's pages, as paths and as the full URLs analytics sees.
    [`/magic/${LINK}`, `/magic/${R}`],
    [`/invitations/${INVITATION}`, `/invitations/${R}`],
    [
      `https://pageshelf.dev/magic/${LINK}?next=%2Fpages#top`,
      `https://pageshelf.dev/magic/${R}?next=%2Fpages#top`,
    ],
    [`http://localhost:3000/invitations/${INVITATION}/`, `http://localhost:3000/invitations/${R}/`],
    // The API's routes and the BFF's address of them.
    [`/invitations/${INVITATION}/accept`, `/invitations/${R}/accept`],
    [`/api/invitations/${INVITATION}`, `/api/invitations/${R}`],
    [`/api/invitations/${INVITATION}/accept?x=1`, `/api/invitations/${R}/accept?x=1`],
    // Other spellings that reach the same pages or routes.
    [`/Magic/${LINK}`, `/Magic/${R}`],
    [`/%6Dagic/${LINK}`, `/%6Dagic/${R}`],
    [`//magic/${LINK}`, `//magic/${R}`],
    [`/API/Invitations/${INVITATION}`, `/API/Invitations/${R}`],
    // A collection's share link, as a page and as the API's and the BFF's address.
    [`https://pageshelf.dev/shared/${SHARE}`, `https://pageshelf.dev/shared/${R}`],
    [`/shared/collections/${SHARE}`, `/shared/collections/${R}`],
    [`/api/shared/collections/${SHARE}`, `/api/shared/collections/${R}`],
    [`/API/Shared/Collections/${SHARE}?x=1`, `/API/Shared/Collections/${R}?x=1`],
    // A token in the query or the fragment.
    [`/auth?token=${LINK}`, `/auth?token=${R}`],
    [`/magic?redirect=/pages&TOKEN=${LINK}&x=1`, `/magic?redirect=/pages&TOKEN=${R}&x=1`],
    [`https://pageshelf.dev/auth#token=${LINK}`, `https://pageshelf.dev/auth#token=${R}`],
    [`/auth?%74oken=${LINK}`, `/auth?%74oken=${R}`],
  ])('redacts %s', (url, redacted) => {
    expect(redactSecretPaths(url)).toBe(redacted);
    expect(redactSecretPaths(url)).not.toContain(LINK);
    expect(redactSecretPaths(url)).not.toContain(INVITATION);
    expect(redactSecretPaths(url)).not.toContain(SHARE);
  });

  it.each([
    '/',
    '/pages?term=login',
    '/magic',
    '/magic/',
    '/invitations',
    '/team/invitations/12',
    '/api/team/invitations/12',
    '/apps/magic/flows',
    '/blog/magic-links-explained',
    '/search?tokens=3&notoken=1',
    '$direct',
    'https://mail.example.com/inbox',
    '/pages/%zz',
    '/%zz/abc?%zz=1',
    '',
  ])('leaves %s as it is', (url) => {
    expect(redactSecretPaths(url)).toBe(url);
  });

  it('redacts the parameter of every secret page route of the page-route table', () => {
    expect(SECRET_PAGE_PARAMS).toEqual(['magicLink', 'invitationToken', 'shareToken']);
    for (const path of [`/magic/${LINK}`, `/invitations/${INVITATION}`, `/shared/${SHARE}`]) {
      const match = matchPageRoute(path);
      const secret = Object.entries(match?.params ?? {}).find(([name]) =>
        (SECRET_PAGE_PARAMS as readonly string[]).includes(name),
      );
      expect(secret?.[1]).toBeDefined();
      expect(redactSecretPaths(path)).not.toContain(secret?.[1]);
    }
  });

  it('never leaves a token of a sign-in, invitation or share-link address, whatever surrounds it', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/);
    const origin = fc.constantFrom('', 'https://pageshelf.dev', 'http://localhost:3000');
    const prefix = fc.constantFrom(
      '/magic/',
      '/invitations/',
      '/api/invitations/',
      '/MAGIC/',
      '/shared/',
      '/api/shared/collections/',
    );
    const suffix = fc.constantFrom('', '/', '/accept', '?next=%2Fpages', '#x', '/accept?y=1');
    fc.assert(
      fc.property(origin, prefix, token, suffix, (o, p, t, s) => {
        const redacted = redactSecretPaths(`${o}${p}${t}${s}`);
        expect(redacted).toBe(`${o}${p}${R}${s}`);
      }),
    );
  });
});
