/**
 * Cross-site request forgery guard for the `/api` surface. A state-changing request (POST, PUT, PATCH,
 * DELETE) that carries the session cookie, or that signs in (`/api/_auth/*`, against login CSRF), must
 * come from the product's own pages: its Origin header — or, without one, its Referer — must be the
 * public origin (PUBLIC_APP_URL) or the origin of the request's own Host. Anything else, including a
 * request with neither header, is refused with 403 `csrf_rejected`.
 *
 * SameSite=Lax already keeps the cookie off cross-site POSTs in current browsers; this check covers
 * older browsers and same-site subdomains.
 *
 * One request is exempt: `POST /api/billing/stripe/webhook`, which Stripe's servers send (no Origin, no
 * Referer) and which the API accepts only with a valid Stripe signature over its exact bytes. The
 * exemption is the exact raw path: any other spelling of it is checked like every other request.
 */

import { redactSecretPaths } from '@pageshelf/domain/routes';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { BffConfig } from '../env.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The Stripe webhook, as the browser-facing path: signed by Stripe, so no origin check. */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Whether the request's claimed origin is the product's own. */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = headerValue(request.headers.origin);
  const referer = headerValue(request.headers.referer);
  const claimed = origin !== undefined ? origin : referer;
  if (claimed === undefined || claimed === '' || claimed === 'null') return false;
  const url = originOf(claimed);
  if (url === null) return false;
  if (url.origin === publicOrigin) return true;
  return url.host.toLowerCase() === request.host.toLowerCase();
}

/**
 * Whether the CSRF guard applies to a request. The sign-in routes are recognised by the route the
 * router matched, not by the raw URL: the router decodes `/api/%5Fauth/verify` to `/api/_auth/verify`.
 */
export function needsCsrfCheck(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.method === 'POST' && request.url.split('?')[0] === STRIPE_WEBHOOK_PATH) return false;
  return request.hasSessionCookie || (request.routeOptions.url ?? '').startsWith('/api/_auth/');
}

export const csrfPlugin = fastifyPlugin<{ config: BffConfig }>(
  async (app, { config }) => {
    app.addHook('onRequest', (request, _reply, done) => {
      if (needsCsrfCheck(request) && !isSameOrigin(request, config.publicOrigin)) {
        const referer = headerValue(request.headers.referer);
        request.log.info(
          {
            origin: request.headers.origin,
            referer: referer === undefined ? undefined : redactSecretPaths(referer),
          },
          'csrf rejected',
        );
        done(new HttpError('csrf_rejected'));
        return;
      }
      done();
    });
  },
  { name: 'pageshelf-csrf' },
);
