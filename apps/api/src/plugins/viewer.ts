import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema.js';
import { unauthorized } from '../lib/http-error.js';
import type { AuthService } from '../services/auth.service.js';

/** Who is calling: a signed-in user (with the session they hold) or an anonymous visitor. */
export type Viewer =
  | { kind: 'user'; user: UserRow; sessionId: number; userAgent: string | undefined }
  | { kind: 'visitor'; deviceKeys: string[]; userAgent: string | undefined };

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

const DEVICE_ID = /^[A-Za-z0-9_-]{8,128}$/;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

/**
 * Keys that identify an anonymous visitor for the visit cap. The device id comes from a cookie the BFF
 * keeps; because a cookie can be deleted, the client address plus user agent counts too, and the
 * larger of the two counters applies.
 */
function visitorKeys(request: FastifyRequest): string[] {
  const keys: string[] = [];
  const deviceId = request.headers['x-device-id'];
  if (typeof deviceId === 'string' && DEVICE_ID.test(deviceId)) keys.push(`device:${digest(deviceId)}`);
  const ipOrigin = request.headers.ip_origin;
  const ip = typeof ipOrigin === 'string' && ipOrigin.length <= 64 ? ipOrigin : request.ip;
  keys.push(`ip:${digest(`${ip}|${request.headers['user-agent'] ?? ''}`)}`);
  return keys;
}

export function registerViewer(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (request) => {
    const userAgent = request.headers['user-agent'];
    const token = bearerToken(request);
    if (!token) {
      request.viewer = { kind: 'visitor', deviceKeys: visitorKeys(request), userAgent };
      return;
    }
    const session = await auth.authenticate(token);
    request.viewer = { kind: 'user', user: session.user, sessionId: session.sessionId, userAgent };
  });
}

/** The signed-in user of a request, or a 401. */
export function requireUser(request: FastifyRequest): Extract<Viewer, { kind: 'user' }> {
  if (request.viewer.kind !== 'user') throw unauthorized();
  return request.viewer;
}
