/**
 * Who is calling (`Actor`), decided once per request before anything else: a signed-in user (with the
 * session they hold, or the API key a tool presents: `psk_…`) or a visitor, and the domain's `Viewer` of them (tier, role, verified crawler) that
 * the policy reads. Nothing a client claims decides an entitlement:
 * - the identity headers the BFF adds (`ip_origin`, `x-device-id`) are believed only from the peers of
 *   TRUSTED_PROXIES (the BFF); anyone else is counted by the address it connects from, without a device;
 * - a User-Agent that claims a search engine's crawler is only a visitor until DNS confirms the address.
 */
import { createHash } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import { isApiKeyToken } from '@pageshelf/domain/api-keys';
import { VERIFIED_CRAWLER, VISITOR } from '@pageshelf/domain/viewer';
import { visitorAddressKey } from '@pageshelf/domain/visit-cap';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Actor, type SignedInActor, signedInActor } from '../actor.js';
import type { ApiKeysService } from '../services/api-keys.service.js';
import type { AuthService } from '../services/auth.service.js';
import type { CrawlerVerifier } from '../services/crawler-verifier.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling (see `Actor`), decided before anything else. */
    actor: Actor;
    /** Whether the call came from a trusted proxy (the BFF: `TRUSTED_PROXIES`), whose identity headers are believed. */
    fromProxy: boolean;
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

export function registerViewer(
  app: FastifyInstance,
  { auth, apiKeys, crawlers }: { auth: AuthService; apiKeys: ApiKeysService; crawlers: CrawlerVerifier },
  trustedProxies: readonly string[],
): void {
  const trusted = proxyAddr.compile([...trustedProxies]);
  app.decorateRequest('actor', null as never);
  app.decorateRequest('fromProxy', false);
  app.addHook('onRequest', async (request) => {
    const peer = request.socket.remoteAddress ?? '';
    const fromBff = peer !== '' && trusted(peer, 0);
    request.fromProxy = fromBff;
    const token = bearerToken(request);
    if (token && isApiKeyToken(token)) {
      const key = await apiKeys.authenticate(token);
      request.actor = signedInActor(key.user, { kind: 'api-key', id: key.keyId });
      return;
    }
    if (token) {
      const session = await auth.authenticate(token);
      request.actor = signedInActor(session.user, { kind: 'session', id: session.sessionId });
      return;
    }
    const ipOrigin = request.headers.ip_origin;
    const address = fromBff && typeof ipOrigin === 'string' && ipOrigin.length <= 64 ? ipOrigin : peer;
    const deviceId = fromBff ? request.headers['x-device-id'] : undefined;
    const newDeviceId = fromBff && deviceId === undefined ? request.headers['x-new-device-id'] : undefined;
    const crawler = await crawlers.isVerified(address, request.headers['user-agent']);
    request.actor = {
      kind: 'visitor',
      device: typeof deviceId === 'string' && DEVICE_ID.test(deviceId) ? digest(deviceId) : null,
      newDevice: typeof newDeviceId === 'string' && DEVICE_ID.test(newDeviceId) ? digest(newDeviceId) : null,
      address: visitorAddressKey(address),
      policy: crawler ? VERIFIED_CRAWLER : VISITOR,
    };
  });
}

/**
 * The signed-in actor of a request on a route whose declared access needs a sign-in (the access hook
 * has refused visitors before the handler runs). A visitor here means the route's declaration is wrong:
 * a programming error, never a client's.
 */
export function signedIn(request: FastifyRequest): SignedInActor {
  if (request.actor.kind !== 'user') {
    throw new Error(
      `${request.method} ${request.routeOptions.url} needs a signed-in viewer: declare its access`,
    );
  }
  return request.actor;
}
