/**
 * Who is calling, decided once per request before anything else: a signed-in user (with the session
 * they hold) or a visitor, and the domain's `Viewer` of them (tier, role, verified crawler) that the
 * policy reads. Nothing a client claims decides an entitlement:
 * - the identity headers the BFF adds (`ip_origin`, `x-device-id`) are believed only from the peers of
 *   TRUSTED_PROXIES (the BFF); anyone else is counted by the address it connects from, without a device;
 * - a User-Agent that claims a search engine's crawler is only a visitor until DNS confirms the address.
 */
import { createHash } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { type Viewer as PolicyViewer, viewerOf } from '@pageshelf/domain/tiers';
import { visitorAddressKey } from '@pageshelf/domain/visit-cap';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';
import type { AuthService } from '../services/auth.service.js';
import type { CrawlerVerifier } from '../services/crawler-verifier.js';
import { sessionUserOf } from '../services/session-user.js';

/** Who is calling: a signed-in user (with the session they hold) or an anonymous visitor. */
export type Viewer =
  | { kind: 'user'; user: UserRow; sessionId: number; policy: PolicyViewer }
  | {
      kind: 'visitor';
      /** Digest of the device id the browser presented through the BFF; null without one. */
      device: string | null;
      /** The visitor's address key (IPv4, or IPv6 /64; see `visitorAddressKey`). */
      address: string;
      policy: PolicyViewer;
    };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/** The policy's viewer of a user row. */
export const policyViewerOf = (user: UserRow): PolicyViewer => viewerOf(sessionUserOf(user, 0));

export function registerViewer(
  app: FastifyInstance,
  auth: AuthService,
  crawlers: CrawlerVerifier,
  trustedProxies: readonly string[],
): void {
  const trusted = proxyAddr.compile([...trustedProxies]);
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (token) {
      const session = await auth.authenticate(token);
      request.viewer = {
        kind: 'user',
        user: session.user,
        sessionId: session.sessionId,
        policy: policyViewerOf(session.user),
      };
      return;
    }
    const peer = request.socket.remoteAddress ?? '';
    const fromBff = peer !== '' && trusted(peer, 0);
    const ipOrigin = request.headers.ip_origin;
    const address = fromBff && typeof ipOrigin === 'string' && ipOrigin.length <= 64 ? ipOrigin : peer;
    const deviceId = fromBff ? request.headers['x-device-id'] : undefined;
    const crawler = await crawlers.isVerified(address, request.headers['user-agent']);
    request.viewer = {
      kind: 'visitor',
      device: typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? digest(deviceId) : null,
      address: visitorAddressKey(address),
      policy: crawler ? { tier: 'visitor', role: 'user', crawler: true } : viewerOf(null),
    };
  });
}

/**
 * The signed-in viewer of a request on a route whose declared access needs a sign-in (the access hook
 * has refused visitors before the handler runs). A visitor here means the route's declaration is wrong:
 * a programming error, never a client's.
 */
export function signedIn(request: FastifyRequest): Extract<Viewer, { kind: 'user' }> {
  if (request.viewer.kind !== 'user') {
    throw new Error(
      `${request.method} ${request.routeOptions.url} needs a signed-in viewer: declare its access`,
    );
  }
  return request.viewer;
}
