/**
 * The session (spec section 7) and the anonymous device id, both kept in cookies the page cannot read.
 *
 * - `ps_session`: the backend session token, sealed (encrypted and authenticated, `SessionSeal`) with the
 *   first of SESSION_KEYS, httpOnly, SameSite=Lax, path `/`, Secure in production, for
 *   SESSION_MAX_AGE_DAYS after sign-in. Only the BFF opens it; it becomes `authorization: Bearer <token>`.
 *   A cookie sealed with an older key of the list is sealed again with the newest on its next request.
 * - `ps_device`: a random id kept for a year, so the backend can count a visitor's views. The BFF mints
 *   one for every `/api` request and every SPA document (index.html) that comes without a valid one,
 *   so a real browser holds it before its first API call.
 *
 * The device rule: `x-device-id` goes to the backend ONLY when the browser presented a valid device
 * cookie on this very request. A freshly minted id is never forwarded: otherwise a client that drops
 * cookies (a scraper) would show the backend a new device on every request, indistinguishable from a
 * returning browser. The backend counts requests without a device id by address (and user agent) only.
 * One exception, which counts nothing: a page's document and its server render's data calls tell the
 * backend the id minted with that page (`x-new-device-id`, see `newDeviceIdOf`), for whom the page's
 * full pictures are signed, since the browser asks for them with that cookie.
 *
 * Every request gets `sessionToken` (null without a cookie that opens) and its digest `sessionKey`,
 * `hasSessionCookie` and `deviceId` (the presented device cookie, else null); replies get `setSession` and
 * `clearSession`. Opened session cookies are remembered (`SessionCookieVerifier`), so a browser's cookie
 * is opened once, not on every request; clearing the cookie forgets it. A cookie that does not open
 * (forged, altered, of a retired key, expired) is cleared.
 */
import { randomBytes } from 'node:crypto';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import { SESSION_COOKIE_PATH } from '@pageshelf/domain/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { BffConfig } from '../env.js';
import { SessionCookieVerifier } from '../lib/session-cookie.js';
import { SessionSeal } from '../lib/session-seal.js';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'ps_session';
/** Name of the anonymous device cookie. */
export const DEVICE_COOKIE = 'ps_device';
/** Lifetime of the device cookie: one year, in seconds. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The backend session token from the sealed session cookie; null when absent or it does not open. */
    sessionToken: string | null;
    /** A digest of `sessionToken` (naming the session without holding it); null without a session. */
    sessionKey: string | null;
    /** Whether the request carried a session cookie at all (valid or not). */
    hasSessionCookie: boolean;
    /** The anonymous device id the browser presented in a valid device cookie; null otherwise. */
    deviceId: string | null;
  }
  interface FastifyReply {
    /** Stores a backend session token in the session cookie (signed in at `issuedAt`, epoch seconds, by default now). */
    setSession(token: string, issuedAt?: number): FastifyReply;
    /** Removes the session cookie (an expiry in the past). */
    clearSession(): FastifyReply;
  }
}

/** Attributes shared by the BFF's cookies. */
function baseCookieOptions(config: BffConfig): CookieSerializeOptions {
  return { path: SESSION_COOKIE_PATH, sameSite: 'lax', secure: config.production };
}

/** Attributes of the session cookie (its Max-Age counts from sign-in). */
export function sessionCookieOptions(config: BffConfig): CookieSerializeOptions {
  return { ...baseCookieOptions(config), httpOnly: true, maxAge: config.sessionMaxAgeSeconds };
}

/** Attributes of the readable counter cookies (`visit_count`, `search_data`). */
export function readableCookieOptions(config: BffConfig): CookieSerializeOptions {
  return { ...baseCookieOptions(config), httpOnly: false, maxAge: DEVICE_COOKIE_MAX_AGE_S };
}

/** The device ids minted for requests (at most one each): their replies set the cookie. */
const minted = new WeakMap<FastifyRequest, string>();

/** Header by which a page's data call names its page (a token of that render, `withPageDevice`). */
const PAGE_CALL_HEADER = 'x-page-call';

/** The device ids minted with the pages whose server renders are making calls, by the renders' tokens. */
const pageDevices = new Map<string, string>();

/**
 * Makes a page's data calls (see lib/server-render.ts) as calls of the device id minted with that page:
 * `call` gets the header naming the render, by a token of its own that nothing outside this process
 * knows and that names nothing once the call is done.
 */
export async function withPageDevice<T>(
  page: FastifyRequest,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const id = minted.get(page);
  if (id === undefined) return call({});
  const token = randomBytes(18).toString('base64url');
  pageDevices.set(token, id);
  try {
    return await call({ [PAGE_CALL_HEADER]: token });
  } finally {
    pageDevices.delete(token);
  }
}

/** The device id minted with the page whose data call `request` is, if it is one. */
function pageDeviceOf(request: FastifyRequest): string | null {
  const token = request.headers[PAGE_CALL_HEADER];
  return typeof token === 'string' ? (pageDevices.get(token) ?? null) : null;
}

/**
 * The device id minted with the page this request is, or makes a data call for, when the browser
 * presented none: the backend signs that page's full pictures for it (and counts nothing by it). Null
 * for any other request, whose minted id is never told.
 */
export function newDeviceIdOf(request: FastifyRequest, page = false): string | null {
  if (request.deviceId !== null) return null;
  return pageDeviceOf(request) ?? (page ? (minted.get(request) ?? null) : null);
}

/**
 * Sets a new device cookie on the reply when the browser presented none (once per request). The new id
 * is not the request's `deviceId`: it is not sent to the backend as one until the browser presents it
 * back. A page's data calls mint none of their own: the page's is the browser's.
 */
export function ensureDeviceCookie(request: FastifyRequest, reply: FastifyReply, config: BffConfig): void {
  if (request.deviceId !== null || minted.has(request)) return;
  const id = pageDeviceOf(request) ?? randomBytes(24).toString('base64url');
  minted.set(request, id);
  reply.setCookie(DEVICE_COOKIE, id, {
    ...baseCookieOptions(config),
    httpOnly: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export const sessionPlugin = fastifyPlugin<{ config: BffConfig }>(
  async (app, { config }) => {
    await app.register(cookie, { hook: 'onRequest' });
    const seal = new SessionSeal(config.sessionKeys, config.sessionMaxAgeSeconds);
    const sessions = new SessionCookieVerifier((sealed, now) => seal.open(sealed, now));

    app.decorateRequest('sessionToken', null);
    app.decorateRequest('sessionKey', null);
    app.decorateRequest('hasSessionCookie', false);
    app.decorateRequest('deviceId', null);

    app.decorateReply(
      'setSession',
      function (this: FastifyReply, token: string, issuedAt = Math.floor(Date.now() / 1000)) {
        const options = sessionCookieOptions(config);
        // A cookie sealed again keeps the end it had: SESSION_MAX_AGE_DAYS after sign-in.
        const maxAge = issuedAt + config.sessionMaxAgeSeconds - Math.floor(Date.now() / 1000);
        return this.setCookie(SESSION_COOKIE, seal.seal(token, issuedAt), { ...options, maxAge });
      },
    );
    app.decorateReply('clearSession', function (this: FastifyReply) {
      const presented = this.request.cookies[SESSION_COOKIE];
      if (presented !== undefined) sessions.forget(presented);
      const { maxAge: _maxAge, ...options } = sessionCookieOptions(config);
      return this.clearCookie(SESSION_COOKIE, options);
    });

    app.addHook('onRequest', (request, reply, done) => {
      const rawSession = request.cookies[SESSION_COOKIE];
      if (rawSession !== undefined) {
        request.hasSessionCookie = true;
        const session = sessions.verify(rawSession);
        if (session !== null) {
          request.sessionToken = session.token;
          request.sessionKey = session.key;
          // Sealed with a key that is being retired: sealed again with the newest.
          if (session.stale) reply.setSession(session.token, session.issuedAt);
        } else {
          reply.clearSession();
        }
      }
      const rawDevice = request.cookies[DEVICE_COOKIE];
      if (rawDevice !== undefined && DEVICE_ID.test(rawDevice)) request.deviceId = rawDevice;
      done();
    });
  },
  { name: 'pageshelf-session' },
);
