/**
 * The access table: every endpoint of the API (read from its own OpenAPI document) called through the
 * BFF by every kind of caller, with the status, and for refusals the error code, the policy gives.
 * An endpoint without a row fails the test, so a new route cannot go unexamined.
 */
import { ERROR_CODES, type ErrorCode } from '@pageshelf/domain/errors';
import { SESSION_ABSOLUTE_LIMIT_MS } from '@pageshelf/domain/sessions';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Answer, Client, freshAddress, signIn } from './support/client.js';
import { errorShapeProblems } from './support/error-shape.js';
import { type Library, readLibrary } from './support/library.js';
import { loadOperations, type Operation } from './support/openapi.js';
import { type Product, startProduct } from './support/product.js';

/**
 * The callers. `team` is a free account in the team of a Pro member who shares a collection with it (it
 * reads the collection, as every member of the workspace does, but changes nothing: that is Pro);
 * `other` is a Pro member outside that team (someone else's objects); `expired` holds a session older than
 * the domain's absolute limit; `replaced` a session whose account signed in elsewhere; `signed-out` one
 * that signed out.
 */
const ROLES = [
  'visitor',
  'free',
  'pro',
  'team',
  'admin',
  'other',
  'expired',
  'replaced',
  'signed-out',
] as const;
type Role = (typeof ROLES)[number];

/** The order of a row's calls: the owner of the collections last, so its delete hides nothing. */
const CALL_ORDER: readonly Role[] = [
  'visitor',
  'free',
  'team',
  'admin',
  'other',
  'expired',
  'replaced',
  'signed-out',
  'pro',
];

/**
 * The cells: a status, or `status:code` for a refusal (a bare 400, 404 or 490 is the code below).
 *   in     unauthorized              'Sign in to continue'
 *   up     sign_up_required          'Sign up to continue' (a visitor asking for a Pro feature)
 *   search search_requires_sign_in   'Sign in to continue searching'
 *   exp    session_expired           (a session that has ended, also when signed out)
 *   pro    premium_required          'Upgrade to Pro to continue'
 *   admin  admin_required
 *   owner  owner_only                (a Pro teammate edits a shared collection; sharing and deleting are the owner's)
 *   link   invalid_link
 *   subd   already_subscribed        (Pro bought again while an own Pro is live)
 *   nosub  no_subscription           (nothing the caller pays for to cancel, reactivate or resize)
 *   towner team_owner_only           (a member asking for what only the owner of the workspace does)
 *   inteam already_in_team           (a second workspace, or an invitation, for someone in one)
 *   full   team_full                 (an invitation the workspace has no place for)
 *   inv    invitation_invalid        (an invitation used, withdrawn, expired or never sent)
 *   wrong  invitation_wrong_account  (an invitation sent to another address)
 *   cap    capture_not_allowed       (capture is for administrators and Pro workspace owners)
 *   priv   capture_address_refused   (a capture of an address inside the network)
 */
const CODES: Readonly<Record<string, ErrorCode>> = {
  in: 'unauthorized',
  up: 'sign_up_required',
  search: 'search_requires_sign_in',
  exp: 'session_expired',
  pro: 'premium_required',
  admin: 'admin_required',
  owner: 'owner_only',
  link: 'invalid_link',
  subd: 'already_subscribed',
  nosub: 'no_subscription',
  towner: 'team_owner_only',
  inteam: 'already_in_team',
  full: 'team_full',
  inv: 'invitation_invalid',
  wrong: 'invitation_wrong_account',
  cap: 'capture_not_allowed',
  priv: 'capture_address_refused',
};
const BARE_CODES: Readonly<Record<number, ErrorCode>> = {
  400: 'validation_failed',
  404: 'not_found',
  490: 'session_replaced',
};

/**
 * Endpoints of the API, called as `/api` + path through the BFF. `/auth/*` and `/internal/*` are the
 * BFF's business: it refuses those paths (404) whoever asks. A row with a note after the path is a second look at the same
 * endpoint.
 *
 * The workspace rows come last and tell one story, in the order of the calls: `other` accepts the
 * invitation of someone else's workspace sent to its address (so Pro finds it used); `free`, in none,
 * starts one, renames it and invites; Pro's workspace is full (3 people, no Team plan); nobody touches
 * another workspace's invitations or members; then everyone leaves, the owners alone in theirs (Pro's
 * members have left before it), which ends those workspaces.
 */
// biome-ignore format: the table is aligned for reading
const API_TABLE = `
endpoint                                          | visitor    | free      | pro       | team      | admin     | other     | expired | replaced | signed-out
GET    /health                                    | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /init                                      | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /feedback                                  | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /dev/outbox                                | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /dev/traces                                | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /auth/magic-link                           | 404        | 404       | 404       | 404       | 404       | 404       | 404     | 404      | 404
POST   /auth/verify                               | 404        | 404       | 404       | 404       | 404       | 404       | 404     | 404      | 404
GET    /auth/session                              | 404        | 404       | 404       | 404       | 404       | 404       | 404     | 404      | 404
POST   /auth/sign-out                             | 404        | 404       | 404       | 404       | 404       | 404       | 404     | 404      | 404
GET    /me                                        | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
DELETE /me (another address as confirmation)      | 401:in     | 400       | 400       | 400       | 400       | 400       | 401:exp | 490      | 401:exp
GET    /me/notifications                          | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
PATCH  /me/notifications                          | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /internal/page-views                       | 404        | 404       | 404       | 404       | 404       | 404       | 404     | 404      | 404
GET    /me/activity                               | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /me/activity                               | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /me/favorites                              | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
GET    /me/{type}/favorites                       | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
PATCH  /me/{type}/favorite/{id}                   | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
DELETE /me/{type}/favorite/{id}                   | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
GET    /me/api-keys                               | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /me/api-keys                               | 401:up     | 403:pro   | 201       | 403:pro   | 201       | 201       | 401:exp | 490      | 401:exp
DELETE /me/api-keys/{id}                          | 401:in     | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
GET    /screens                                   | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /screens (Favorites only)                  | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
GET    /screens/{uuid}                            | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /screens/{uuid}/similar                    | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /screens/{uuid}/versions                   | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
GET    /screens/{uuid}/versions/compare           | 401:up     | 403:pro   | 404       | 403:pro   | 404       | 404       | 401:exp | 490      | 401:exp
GET    /apps/{slug}/history                       | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
POST   /captures                                  | 401:in     | 403:cap   | 400:priv  | 403:cap   | 400:priv  | 403:cap   | 401:exp | 490      | 401:exp
GET    /captures                                  | 401:in     | 403:cap   | 200       | 403:cap   | 200       | 403:cap   | 401:exp | 490      | 401:exp
GET    /captures/{uuid}                           | 401:in     | 403:cap   | 404       | 403:cap   | 404       | 403:cap   | 401:exp | 490      | 401:exp
GET    /apps                                      | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /app-names                                 | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /apps/{slug}                               | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /apps/{slug}/screens                       | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /apps/{slug}/marketing                     | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /apps/{slug}/flows                         | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /apps/{slug}/components                    | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /flows                                     | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /flows/{uuid}                              | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /components                                | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /components/{uuid}                         | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
PUT    /components/{uuid}/tags                    | 401:in     | 403:admin | 403:admin | 403:admin | 200       | 403:admin | 401:exp | 490      | 401:exp
GET    /categories/{kind}                         | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /categories/{kind}/{slug}                  | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /categories/{kind}/{slug}/screens          | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /categories/{kind}/{slug}/flows            | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /categories/{kind}/{slug}/components       | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /categories/{kind}/{slug}/apps             | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /tags                                      | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /tags                                      | 401:in     | 403:admin | 403:admin | 403:admin | 201       | 403:admin | 401:exp | 490      | 401:exp
GET    /tags/{slug}                               | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
PATCH  /tags/{slug}                               | 401:in     | 403:admin | 403:admin | 403:admin | 200       | 403:admin | 401:exp | 490      | 401:exp
POST   /tags/{slug}/merge                         | 401:in     | 403:admin | 403:admin | 403:admin | 200       | 403:admin | 401:exp | 490      | 401:exp
DELETE /tags/{slug}                               | 401:in     | 403:admin | 403:admin | 403:admin | 204       | 403:admin | 401:exp | 490      | 401:exp
GET    /search                                    | 401:search | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /search/suggest                            | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /search/image                              | 401:search | 403:pro   | 200       | 403:pro   | 200       | 200       | 401:exp | 490      | 401:exp
GET    /sitemap                                   | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /sitemap/{kind}/{page}                     | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /page-head                                 | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /cards/{kind}/{file}                       | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /figures/{pattern}                         | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /library/stats                             | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /collections                               | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /collections                               | 401:up     | 403:pro   | 201       | 403:pro   | 201       | 201       | 401:exp | 490      | 401:exp
GET    /collections/{uuid} (pro's, shared)        | 401:in     | 404       | 200       | 200       | 200       | 404       | 401:exp | 490      | 401:exp
PATCH  /collections/{uuid} (pro's, shared)        | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 404       | 401:exp | 490      | 401:exp
DELETE /collections/{uuid} (pro's, shared)        | 401:up     | 403:pro   | 204       | 403:pro   | 403:owner | 404       | 401:exp | 490      | 401:exp
PUT    /collections/{uuid}/items/{type}/{id}      | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 404       | 401:exp | 490      | 401:exp
PUT    /collections/{uuid}/order                  | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 404       | 401:exp | 490      | 401:exp
DELETE /collections/{uuid}/items/{type}/{id}      | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 404       | 401:exp | 490      | 401:exp
GET    /collections/{uuid}/export (pro's, shared) | 401:up     | 403:pro   | 200       | 403:pro   | 200       | 404       | 401:exp | 490      | 401:exp
PUT    /collections/{uuid}/share-link             | 401:up     | 403:pro   | 200       | 403:pro   | 403:owner | 404       | 401:exp | 490      | 401:exp
DELETE /collections/{uuid}/share-link             | 401:up     | 403:pro   | 200       | 403:pro   | 403:owner | 404       | 401:exp | 490      | 401:exp
GET    /shared/collections/{token}                | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /media/logos/{*}                           | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /media/figures/{*}                         | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /media/{*} (a restricted image, Pro's address) | 404     | 404       | 200       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
GET    /media/{*} (an image with no signature)    | 404        | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
GET    /media/{*} (its blurred preview)           | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /billing/plans                             | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /billing/checkout                          | 401:in     | 200       | 409:subd  | 200       | 409:subd  | 409:subd  | 401:exp | 490      | 401:exp
GET    /billing/checkout/{id} (none such)         | 401:in     | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
POST   /billing/checkout/{id}/complete            | 401:in     | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
POST   /billing/checkout/{id}/cancel              | 401:in     | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
GET    /billing/subscription                      | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
POST   /billing/subscription/cancel               | 401:in     | 409:nosub | 409:nosub | 409:nosub | 409:nosub | 409:nosub | 401:exp | 490      | 401:exp
POST   /billing/subscription/reactivate           | 401:in     | 409:nosub | 409:nosub | 409:nosub | 409:nosub | 409:nosub | 401:exp | 490      | 401:exp
POST   /billing/subscription/seats                | 401:in     | 409:nosub | 409:nosub | 403:towner| 403:towner| 409:nosub | 401:exp | 490      | 401:exp
POST   /billing/portal (test mode: none)          | 401:in     | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
POST   /billing/stripe/webhook (test mode)        | 404        | 404       | 404       | 404       | 404       | 404       | 401:exp | 490      | 401:exp
GET    /team                                      | 401:in     | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /invitations/{token} (other's)             | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /invitations/{token} (none such)           | 400:inv    | 400:inv   | 400:inv   | 400:inv   | 400:inv   | 400:inv   | 401:exp | 490      | 401:exp
POST   /invitations/{token}/accept (other's)      | 401:in     | 403:wrong | 400:inv   | 403:wrong | 403:wrong | 200       | 401:exp | 490      | 401:exp
POST   /team                                      | 401:in     | 201       | 409:inteam| 409:inteam| 409:inteam| 409:inteam| 401:exp | 490      | 401:exp
PATCH  /team                                      | 401:in     | 200       | 200       | 403:towner| 403:towner| 403:towner| 401:exp | 490      | 401:exp
POST   /team/invitations                          | 401:in     | 200       | 409:full  | 403:towner| 403:towner| 403:towner| 401:exp | 490      | 401:exp
DELETE /team/invitations/{id} (another team's)    | 401:in     | 404       | 404       | 403:towner| 403:towner| 403:towner| 401:exp | 490      | 401:exp
DELETE /team/members/{id} (other, another team's) | 401:in     | 404       | 404       | 403:towner| 403:towner| 403:towner| 401:exp | 490      | 401:exp
POST   /team/leave                                | 401:in     | 204       | 204       | 204       | 204       | 204       | 401:exp | 490      | 401:exp
`;

/**
 * What the BFF answers itself, or passes on although the document does not list it. `/_auth/session`
 * turns an expired or signed-out session into "not signed in" and passes 490 on; signing out answers
 * 204 whatever the backend says about an ended session (so it comes last: it ends the live ones too).
 */
// biome-ignore format: the table is aligned for reading
const BFF_TABLE = `
endpoint                                          | visitor    | free      | pro       | team      | admin     | other     | expired | replaced | signed-out
GET    /openapi.json (hidden from the document)   | 200        | 200       | 200       | 200       | 200       | 200       | 401:exp | 490      | 401:exp
GET    /headers                                   | 200        | 200       | 200       | 200       | 200       | 200       | 200     | 200      | 200
GET    /_auth/session                             | 200        | 200       | 200       | 200       | 200       | 200       | 200     | 490      | 200
POST   /_auth/magic-link                          | 200        | 200       | 200       | 200       | 200       | 200       | 200     | 200      | 200
POST   /_auth/verify (a link never sent)          | 400:link   | 400:link  | 400:link  | 400:link  | 400:link  | 400:link  | 400:link| 400:link | 400:link
DELETE /_auth/session                             | 204        | 204       | 204       | 204       | 204       | 204       | 204     | 204      | 204
`;

interface Expected {
  readonly status: number;
  readonly code: ErrorCode | null;
}

interface Row {
  /** `GET /screens/{uuid}`, or with its note: `GET /screens (Favorites only)`. */
  readonly id: string;
  /** The endpoint: `GET /screens/{uuid}`. */
  readonly endpoint: string;
  readonly expected: Readonly<Record<Role, Expected>>;
}

function parseCell(cell: string, where: string): Expected {
  const match = /^(\d{3})(?::(\w+))?$/.exec(cell);
  if (!match) throw new Error(`${where}: cannot read the cell "${cell}"`);
  const status = Number(match[1]);
  const alias = match[2];
  if (alias !== undefined) {
    const code = CODES[alias];
    if (code === undefined) throw new Error(`${where}: unknown code alias "${alias}"`);
    return { status, code };
  }
  return { status, code: status >= 400 ? (BARE_CODES[status] ?? null) : null };
}

function parseTable(text: string): Row[] {
  const [header, ...lines] = text.trim().split('\n');
  const columns = (header ?? '').split('|').map((cell) => cell.trim());
  expect(columns.slice(1)).toEqual([...ROLES]);
  return lines.map((line) => {
    const [first = '', ...cells] = line.split('|').map((cell) => cell.trim());
    const id = first.replace(/\s+/g, ' ');
    const [method = '', path = ''] = id.split(' ');
    if (cells.length !== ROLES.length)
      throw new Error(`${id}: ${cells.length} cells for ${ROLES.length} roles`);
    const expected = Object.fromEntries(
      ROLES.map((role, index) => [role, parseCell(cells[index] ?? '', `${id} × ${role}`)]),
    ) as Record<Role, Expected>;
    return { id, endpoint: `${method} ${path}`, expected };
  });
}

const API_ROWS = parseTable(API_TABLE);
const BFF_ROWS = parseTable(BFF_TABLE);

/** What the objects of the rows are: the library's ids and those made for this file. */
interface Fixtures {
  readonly library: Library;
  /** Pro's collection, shared with the team. */
  readonly shared: string;
  /** Another collection of Pro's, shared too, that Pro deletes. */
  readonly doomed: string;
  /** The token of the read-only link of a third collection of Pro's. */
  readonly shareToken: string;
  /** A tag the administrator deletes. */
  readonly doomedTag: string;
  /** A tag the administrator renames (its title). */
  readonly renamedTag: string;
  /** A tag the administrator merges into the library's tag. */
  readonly mergedTag: string;
  /** Someone else's workspace: its invitation of `other`'s address, and another one still pending. */
  readonly invitation: { readonly token: string; readonly pendingId: number };
  /** `other`'s account id. */
  readonly otherId: number;
}

interface Call {
  /** The path under `/api`, with its query. */
  readonly path: string;
  readonly json?: unknown;
  /** A body sent as it is, with its content type (a multipart form). */
  readonly body?: { readonly bytes: Buffer; readonly type: string };
}

/** A phone-shaped picture (120x260: a title bar, a card, a button), 587 bytes of PNG. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAEECAMAAADULQDuAAAAilBMVEX6+vohp1NKfe2BpPIoZetBs2v09/UlY+sWo0oRERGZ1a/i8ej19vr1+PYvauxItnFciu/V3/dJfO1IfO3X4fjW4fjV4Ph/o/GEp/J+ovFGtW+EpvKCpfKX1K5HtnD09vlAs2owa+yY1a8uauwnZOv29/ogp1IjqFR9ofF8ofExbOxJt3FejO9di+/i2nB0AAAACXBIWXMAAAsTAAALEwEAmpwYAAABZ0lEQVR4nO3Z2VLCQBBG4Q5JmCGsomyyCSju7/96Xljhyh6R6haqON8LnJp/KJICEQAAAAAAklom0o0fET6N/F3LBOEjtJj6JMdsCwAAgLO4yYe7YGw3XIx/ya5fHoOLYtZJdgfBzSBVfvXrhjBJ3K/Tzt+KkRrOPbshzNXwrW+4oYZ7vuGNGvbthkD4gKmtica8RFjD1NaEqWvm2zK1hqmtCVPXzLdlag1TWxOmrplvy9QaprYmTF0z35apNUz9b1Nvgqu3y/vZeOEbnqrhceHZLe7UsMw8w7nelc6nX/fjKRGWzsRp7SJPdkVkNG+Y/zXRa0wT9wsAAAAAAAAAAAAAAAAAAAAAwFVpLlf76GC/2jZT3fZDdFO2E+d17MZY6mdeenZjrNTwvW+4r4Yz33Cmhn27MRI+YGprorm+cObbfb68r8ztuR4SzdKzW3bVsLTL87wIiHSrvssnLHuvEucFAACAuPgCOQ71SKZfQJ0AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart form with one file in the field `image`. */
function pictureForm(picture: Buffer): { bytes: Buffer; type: string } {
  const boundary = '----access-table';
  return {
    bytes: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      picture,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The request of each row (a row whose endpoint has no parameter and needs no body may be absent). */
const CALLS: Readonly<Record<string, (fixtures: Fixtures) => Call>> = {
  'POST /feedback': () => ({ path: '/feedback', json: { message: 'The access table was here' } }),
  'GET /dev/outbox': () => ({ path: '/dev/outbox?email=nobody%40example.com' }),
  'POST /auth/magic-link': () => ({ path: '/auth/magic-link', json: { email: 'someone@example.com' } }),
  'POST /auth/verify': () => ({ path: '/auth/verify', json: { token: 'A'.repeat(43) } }),
  'DELETE /me (another address as confirmation)': () => ({
    path: '/me',
    json: { email: 'not-this-account@example.com' },
  }),
  'PATCH /me/notifications': () => ({ path: '/me/notifications', json: { weeklyDigest: true } }),
  'GET /me/activity': () => ({ path: '/me/activity?action=sync_visit_count' }),
  'POST /internal/page-views': () => ({
    path: '/internal/page-views',
    json: { views: ['screens'], pictures: [] },
  }),
  'POST /me/activity': () => ({
    path: '/me/activity',
    json: { action: 'log_user_activity', action_name: 'read the access table' },
  }),
  'GET /me/{type}/favorites': () => ({ path: '/me/screens/favorites' }),
  'PATCH /me/{type}/favorite/{id}': ({ library }) => ({ path: `/me/screens/favorite/${library.screen.id}` }),
  'DELETE /me/{type}/favorite/{id}': ({ library }) => ({ path: `/me/screens/favorite/${library.screen.id}` }),
  'GET /screens (Favorites only)': () => ({ path: '/screens?is_favorited=1' }),
  'POST /me/api-keys': () => ({ path: '/me/api-keys', json: { name: 'The access table' } }),
  // No caller holds this key (nobody revokes another's): not found.
  'DELETE /me/api-keys/{id}': () => ({ path: '/me/api-keys/2147483647' }),
  'GET /screens/{uuid}': ({ library }) => ({ path: `/screens/${library.screen.uuid}` }),
  'GET /screens/{uuid}/similar': ({ library }) => ({ path: `/screens/${library.screen.uuid}/similar` }),
  'GET /screens/{uuid}/versions': ({ library }) => ({ path: `/screens/${library.screen.uuid}/versions` }),
  // The demo screen has one version: there is no second to compare it with.
  'GET /screens/{uuid}/versions/compare': ({ library }) => ({
    path: `/screens/${library.screen.uuid}/versions/compare?from=1&to=2`,
  }),
  'GET /apps/{slug}/history': ({ library }) => ({ path: `/apps/${library.app.slug}/history` }),
  // The product refuses addresses inside the network: this run is refused before it is stored.
  'POST /captures': () => ({
    path: '/captures',
    json: { app: 'The access table', site: 'http://127.0.0.1:9/' },
  }),
  'GET /captures/{uuid}': () => ({ path: '/captures/00000000-0000-4000-8000-000000000000' }),
  'GET /app-names': () => ({ path: '/app-names?q=a' }),
  'GET /apps/{slug}': ({ library }) => ({ path: `/apps/${library.app.slug}` }),
  'GET /apps/{slug}/screens': ({ library }) => ({ path: `/apps/${library.app.slug}/screens` }),
  'GET /apps/{slug}/marketing': ({ library }) => ({ path: `/apps/${library.app.slug}/marketing` }),
  'GET /apps/{slug}/flows': ({ library }) => ({ path: `/apps/${library.app.slug}/flows` }),
  'GET /apps/{slug}/components': ({ library }) => ({ path: `/apps/${library.app.slug}/components` }),
  'GET /flows/{uuid}': ({ library }) => ({ path: `/flows/${library.flow.uuid}` }),
  'GET /components/{uuid}': ({ library }) => ({ path: `/components/${library.component.uuid}` }),
  'PUT /components/{uuid}/tags': ({ library }) => ({
    path: `/components/${library.component.uuid}/tags`,
    json: { slugs: [library.tag] },
  }),
  'GET /categories/{kind}': () => ({ path: '/categories/pattern' }),
  'GET /categories/{kind}/{slug}': ({ library }) => ({
    path: `/categories/pattern/${library.category.pattern}`,
  }),
  'GET /categories/{kind}/{slug}/screens': ({ library }) => ({
    path: `/categories/pattern/${library.category.pattern}/screens`,
  }),
  'GET /categories/{kind}/{slug}/flows': ({ library }) => ({
    path: `/categories/flow/${library.category.flow}/flows`,
  }),
  'GET /categories/{kind}/{slug}/components': ({ library }) => ({
    path: `/categories/component/${library.category.component}/components`,
  }),
  'GET /categories/{kind}/{slug}/apps': ({ library }) => ({
    path: `/categories/product/${library.category.product}/apps`,
  }),
  'POST /tags': () => ({ path: '/tags', json: { title: 'Access table', slug: 'access-table' } }),
  'GET /tags/{slug}': ({ library }) => ({ path: `/tags/${library.tag}` }),
  'PATCH /tags/{slug}': ({ renamedTag }) => ({
    path: `/tags/${renamedTag}`,
    json: { title: 'Renamed by the access table' },
  }),
  'POST /tags/{slug}/merge': ({ library, mergedTag }) => ({
    path: `/tags/${mergedTag}/merge`,
    json: { into: library.tag },
  }),
  'DELETE /tags/{slug}': ({ doomedTag }) => ({ path: `/tags/${doomedTag}` }),
  'GET /search': () => ({ path: '/search?q=log' }),
  'GET /search/suggest': () => ({ path: '/search/suggest?q=pay' }),
  'POST /search/image': () => ({ path: '/search/image?limit=6', body: pictureForm(PICTURE) }),
  'GET /sitemap/{kind}/{page}': () => ({ path: '/sitemap/screens/1' }),
  'GET /page-head': ({ library }) => ({ path: `/page-head?path=/pages/${library.screen.uuid}` }),
  'GET /cards/{kind}/{file}': ({ library }) => ({ path: `/cards/apps/${library.app.slug}.png` }),
  'GET /figures/{pattern}': ({ library }) => ({
    path: `/figures/${library.figure.pattern}?platform=${library.figure.platform}`,
  }),
  'POST /collections': () => ({ path: '/collections', json: { name: 'Made by the access table' } }),
  "GET /collections/{uuid} (pro's, shared)": ({ shared }) => ({ path: `/collections/${shared}` }),
  "PATCH /collections/{uuid} (pro's, shared)": ({ shared }) => ({
    path: `/collections/${shared}`,
    json: { description: 'Edited by the access table' },
  }),
  "DELETE /collections/{uuid} (pro's, shared)": ({ doomed }) => ({ path: `/collections/${doomed}` }),
  'PUT /collections/{uuid}/items/{type}/{id}': ({ shared, library }) => ({
    path: `/collections/${shared}/items/screens/${library.screen.id}`,
  }),
  // The shared collection holds the one screen until the row below takes it out.
  'PUT /collections/{uuid}/order': ({ shared, library }) => ({
    path: `/collections/${shared}/order`,
    json: { type: 'screens', ids: [library.screen.id] },
  }),
  'DELETE /collections/{uuid}/items/{type}/{id}': ({ shared, library }) => ({
    path: `/collections/${shared}/items/screens/${library.screen.id}`,
  }),
  "GET /collections/{uuid}/export (pro's, shared)": ({ shared }) => ({
    path: `/collections/${shared}/export`,
  }),
  'PUT /collections/{uuid}/share-link': ({ shared }) => ({ path: `/collections/${shared}/share-link` }),
  'DELETE /collections/{uuid}/share-link': ({ shared }) => ({ path: `/collections/${shared}/share-link` }),
  'GET /shared/collections/{token}': ({ shareToken }) => ({ path: `/shared/collections/${shareToken}` }),
  'GET /media/logos/{*}': ({ library }) => ({ path: library.app.logo }),
  'GET /media/figures/{*}': ({ library }) => ({ path: library.figure.thumb }),
  'GET /dev/traces': ({ otherId }) => ({ path: `/dev/traces?email=nobody%40example.com&userId=${otherId}` }),
  "GET /invitations/{token} (other's)": ({ invitation }) => ({ path: `/invitations/${invitation.token}` }),
  'GET /invitations/{token} (none such)': () => ({ path: `/invitations/${'C'.repeat(43)}` }),
  "POST /invitations/{token}/accept (other's)": ({ invitation }) => ({
    path: `/invitations/${invitation.token}/accept`,
  }),
  'POST /team': () => ({ path: '/team', json: { name: 'Made by the access table' } }),
  'PATCH /team': () => ({ path: '/team', json: { name: 'Renamed by the access table' } }),
  'POST /team/invitations': () => ({
    path: '/team/invitations',
    json: { emails: ['invited-by-the-access-table@example.com'] },
  }),
  "DELETE /team/invitations/{id} (another team's)": ({ invitation }) => ({
    path: `/team/invitations/${invitation.pendingId}`,
  }),
  "DELETE /team/members/{id} (other, another team's)": ({ otherId }) => ({
    path: `/team/members/${otherId}`,
  }),
  'POST /billing/checkout': () => ({ path: '/billing/checkout', json: { plan: 'pro-monthly' } }),
  'GET /billing/checkout/{id} (none such)': () => ({ path: `/billing/checkout/cs_test_${'A'.repeat(24)}` }),
  'POST /billing/checkout/{id}/complete': () => ({
    path: `/billing/checkout/cs_test_${'A'.repeat(24)}/complete`,
  }),
  'POST /billing/checkout/{id}/cancel': () => ({
    path: `/billing/checkout/cs_test_${'A'.repeat(24)}/cancel`,
  }),
  'POST /billing/subscription/seats': () => ({ path: '/billing/subscription/seats', json: { seats: 3 } }),
  'POST /billing/stripe/webhook (test mode)': () => ({
    path: '/billing/stripe/webhook',
    json: { id: 'evt_1' },
  }),
  // A full image's address is signed for the viewer it was given to (Pro, who read the library): nobody
  // else may use it, and without its signature it is nothing. (The entitlement behind a caller's own
  // address: apps/api/test/account.test.ts "media entitlements".)
  "GET /media/{*} (a restricted image, Pro's address)": ({ library }) => ({ path: library.restricted.full }),
  'GET /media/{*} (an image with no signature)': ({ library }) => ({
    path: library.restricted.full.split('?')[0] ?? '',
  }),
  'GET /media/{*} (its blurred preview)': ({ library }) => ({ path: library.restricted.preview }),
  'POST /_auth/magic-link': () => ({
    path: '/_auth/magic-link',
    json: { email: 'access-table@example.com' },
  }),
  'POST /_auth/verify (a link never sent)': () => ({
    path: '/_auth/verify',
    json: { token: 'B'.repeat(43) },
  }),
};

function callOf(row: Row, fixtures: Fixtures): Call {
  const make = CALLS[row.id];
  if (make !== undefined) return make(fixtures);
  const path = row.endpoint.split(' ')[1] ?? '';
  if (path.includes('{')) throw new Error(`${row.id}: a path with parameters needs its call in CALLS`);
  return { path };
}

/** How an answer differs from the expectation, or null when it matches. */
function mismatch(answer: Answer, expected: Expected): string | null {
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  if (answer.status !== expected.status) {
    return `answered ${answer.status}${typeof code === 'string' ? ` ${code}` : ''}, expected ${expected.status}${expected.code ? ` ${expected.code}` : ''}`;
  }
  if (answer.status < 400) return null;
  const problems = errorShapeProblems(answer);
  if (problems.length > 0)
    return `answered ${answer.status} but not in the one error shape: ${problems.join('; ')}`;
  if (code !== expected.code) return `answered ${answer.status} ${String(code)}, expected ${expected.code}`;
  return null;
}

let product: Product;
let operations: Operation[];
let fixtures: Fixtures;
const sessions = new Map<Role, string>();

const EMAILS: Readonly<Record<Exclude<Role, 'visitor'>, string>> = {
  free: 'free@pageshelf.dev',
  pro: 'pro@pageshelf.dev',
  admin: 'admin@pageshelf.dev',
  team: 'teammate@example.com',
  other: 'other-pro@example.com',
  expired: 'expired@example.com',
  replaced: 'replaced@example.com',
  'signed-out': 'signed-out@example.com',
};

/** The client of a role; a visitor is a new address on every call, so the visit cap never decides a row. */
function clientOf(role: Role): Client {
  const session = sessions.get(role);
  return new Client(product.bffUrl, {
    address: freshAddress(),
    ...(session === undefined ? {} : { cookies: { ps_session: session } }),
  });
}

beforeAll(async () => {
  product = await startProduct(inject('template'));
  operations = await loadOperations(product.apiUrl);

  for (const role of ['free', 'pro', 'admin', 'team', 'other', 'expired', 'signed-out'] as const) {
    sessions.set(role, await signIn(product.bffUrl, EMAILS[role]));
  }
  // A session of an account that then signs in elsewhere; one that signs out.
  sessions.set('replaced', await signIn(product.bffUrl, EMAILS.replaced));
  await signIn(product.bffUrl, EMAILS.replaced);
  const leaving = clientOf('signed-out');
  expect((await leaving.call('DELETE', '/api/_auth/session')).status).toBe(204);

  const pro = clientOf('pro');
  const library = await readLibrary(pro);
  const collection = async (name: string) => {
    const made = await pro.call('POST', '/api/collections', {
      json: { name, item: { type: 'screens', id: library.screen.id } },
    });
    expect(made.status, made.text).toBe(201);
    const { uuid } = made.json as { uuid: string };
    const shared = await pro.call('PATCH', `/api/collections/${uuid}`, { json: { sharedWithTeam: true } });
    expect(shared.status, shared.text).toBe(200);
    return uuid;
  };
  const linkOf = async (uuid: string) => {
    const linked = await pro.call('PUT', `/api/collections/${uuid}/share-link`);
    expect(linked.status, linked.text).toBe(200);
    return (linked.json as { shareToken: string }).shareToken;
  };
  const adminTag = async (title: string, slug: string) => {
    const made = await clientOf('admin').call('POST', '/api/tags', { json: { title, slug } });
    expect(made.status, made.text).toBe(201);
    return slug;
  };
  const doomedTag = await adminTag('Doomed', 'access-table-doomed');
  const renamedTag = await adminTag('Renamed', 'access-table-renamed');
  const mergedTag = await adminTag('Merged', 'access-table-merged');
  fixtures = {
    library,
    shared: await collection('Team board'),
    doomed: await collection('Doomed'),
    shareToken: await linkOf(await collection('Shared by link')),
    doomedTag,
    renamedTag,
    mergedTag,
    invitation: await invitationOfOther(),
    otherId: ((await clientOf('other').get('/api/me')).json as { user: { id: number } }).user.id,
  };

  // What no endpoint does: a free account joins Pro's team, another account pays, a session grows old.
  const { user } = (await pro.get('/api/me')).json as { user: { teamId: number } };
  const now = Date.now();
  await product.withDatabase(async (sql) => {
    await sql.query(
      `UPDATE users SET team_id = $1, team_role = 'member', team_joined_at = now() WHERE email = $2`,
      [user.teamId, EMAILS.team],
    );
    // Pro granted by hand, the way an administrator does (a 'manual' subscription that does not end).
    await sql.query(
      `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan_id, status,
                                  current_period_start, current_period_end)
       SELECT id, 'manual', 'manual_' || id, 'pro-yearly', 'active', now(), '2100-01-01T00:00:00Z'
       FROM users WHERE email = $1`,
      [EMAILS.other],
    );
    const aged = await sql.query(
      `UPDATE sessions SET created_at = $1, last_used_at = $2
       WHERE revoked_at IS NULL AND user_id = (SELECT id FROM users WHERE email = $3) RETURNING id`,
      [new Date(now - SESSION_ABSOLUTE_LIMIT_MS - 60_000), new Date(now - 60_000), EMAILS.expired],
    );
    expect(aged).toHaveLength(1);
  });
}, 600_000);

afterAll(async () => {
  await product?.close();
});

/**
 * A workspace of someone none of the callers is, which invites `other`'s address and another one: the
 * token mailed to `other` and the id of the invitation left pending.
 */
async function invitationOfOther(): Promise<Fixtures['invitation']> {
  const owner = new Client(product.bffUrl, {
    address: freshAddress(),
    cookies: { ps_session: await signIn(product.bffUrl, 'inviting-owner@example.com') },
  });
  const made = await owner.call('POST', '/api/team', { json: { name: 'Inviting studio' } });
  expect(made.status, made.text).toBe(201);
  const pending = 'pending-invitation@example.com';
  const invited = await owner.call('POST', '/api/team/invitations', {
    json: { emails: [EMAILS.other, pending] },
  });
  expect(invited.status, invited.text).toBe(200);
  const { team } = invited.json as { team: { invitations: { id: number; email: string }[] } };
  const pendingId = team.invitations.find((invitation) => invitation.email === pending)?.id;
  const outbox = await owner.get(`/api/dev/outbox?email=${encodeURIComponent(EMAILS.other)}`);
  const { messages } = outbox.json as { messages: { link: string | null }[] };
  const token = messages
    .map((message) => message.link?.split('/invitations/')[1])
    .find((found) => found !== undefined);
  if (pendingId === undefined || token === undefined) throw new Error(`no invitation: ${outbox.text}`);
  return { token, pendingId };
}

describe('the access table', () => {
  it('has a row for every endpoint of the API, and no row for an endpoint it does not have', () => {
    const documented = new Set(operations.map((operation) => operation.key));
    const rows = new Set(API_ROWS.map((row) => row.endpoint));
    const missing = [...documented].filter((key) => !rows.has(key)).map((key) => `no expectation for ${key}`);
    const stale = [...rows]
      .filter((key) => !documented.has(key))
      .map((key) => `${key} is not in the document`);
    expect([...missing, ...stale]).toEqual([]);
    // The BFF's own rows are not the API's (they would hide a documented endpoint's row).
    expect(BFF_ROWS.filter((row) => documented.has(row.endpoint)).map((row) => row.id)).toEqual([]);
    const ids = new Set([...API_ROWS, ...BFF_ROWS].map((row) => row.id));
    expect(
      Object.keys(CALLS).filter((id) => !ids.has(id)),
      'calls without a row',
    ).toEqual([]);
    expect(ERROR_CODES).toEqual(expect.arrayContaining(Object.values(CODES)));
  });

  it('sets up the callers it names', async () => {
    const me = async (role: Role) =>
      (await clientOf(role).get('/api/me')).json as { user: Record<string, unknown> };
    expect((await me('team')).user).toMatchObject({ isPremium: false, teamSize: 3 });
    expect((await me('other')).user).toMatchObject({ isPremium: true, teamId: null });
    expect((await me('admin')).user).toMatchObject({ isPremium: true, role: 'admin' });
    // The free teammate is shown the shared collection, and opens it (the table's GET row); changing it is Pro.
    const teammate = (await clientOf('team').get('/api/me')).json as { collections: { uuid: string }[] };
    expect(teammate.collections.map((collection) => collection.uuid)).toContain(fixtures.shared);
  });

  it('answers every endpoint for every caller as the table says', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const row of [...API_ROWS, ...BFF_ROWS]) {
      const call = callOf(row, fixtures);
      const method = row.endpoint.split(' ')[0] ?? 'GET';
      const ask = async (role: Role) => {
        const answer = await clientOf(role).call(
          method,
          `/api${call.path}`,
          call.body !== undefined
            ? { body: call.body.bytes, headers: { 'content-type': call.body.type } }
            : call.json === undefined
              ? {}
              : { json: call.json },
        );
        calls += 1;
        const problem = mismatch(answer, row.expected[role]);
        if (problem !== null) failures.push(`${row.id} × ${role}: ${problem}`);
      };
      // Reads go out at once; a change goes role by role, in CALL_ORDER.
      if (method === 'GET') await Promise.all(CALL_ORDER.map(ask));
      else for (const role of CALL_ORDER) await ask(role);
    }
    expect(calls).toBe((API_ROWS.length + BFF_ROWS.length) * ROLES.length);
    expect(failures).toEqual([]);
    expect([...product.api.errorLines(), ...product.bff.errorLines()], 'the servers logged errors').toEqual(
      [],
    );
  });
});
