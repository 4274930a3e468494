/**
 * Which headers cross the proxy, in each direction. Towards the backend the BFF states who is calling
 * (`authorization`, `referrer` with any token redacted, `ip_origin`, `x-device-id`, `x-request-id`) and drops anything the
 * browser sent under those names, its cookies, and the hop-by-hop headers. Towards the browser it drops
 * hop-by-hop headers and any cookie the backend tries to set.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { redactSecretPaths } from '@pageshelf/domain/routes';

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
];

/** Request headers never passed on: the BFF sets its own or they describe the browser's connection. */
const NOT_FORWARDED_UPSTREAM = new Set([
  ...HOP_BY_HOP,
  'host',
  'cookie',
  'authorization',
  'ip_origin',
  'ip-origin',
  'x-device-id',
  'x-new-device-id',
  'x-page-call',
  'x-request-id',
  'referrer',
  'content-length',
  'accept-encoding',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
]);

/** Response headers never passed back. `content-length` is dropped only for answers the BFF re-sends. */
const NOT_FORWARDED_DOWNSTREAM = new Set([
  ...HOP_BY_HOP,
  'set-cookie',
  'date',
  'x-request-id',
  'x-powered-by',
]);

const NO_TOKENS: ReadonlySet<string> = new Set();
const KEEP_ALIVE: ReadonlySet<string> = new Set(['keep-alive']);

/** Header names listed in a `Connection` header (they are hop-by-hop too). */
function connectionTokens(value: string | string[] | undefined): ReadonlySet<string> {
  // The usual values, without parsing.
  if (value === undefined || value === 'close') return NO_TOKENS;
  if (value === 'keep-alive') return KEEP_ALIVE;
  const text = Array.isArray(value) ? value.join(',') : value;
  return new Set(
    text
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter((token) => token !== ''),
  );
}

/** Who is calling, as the BFF tells the backend. */
export interface CallerIdentity {
  /** The backend session token of the signed cookie. */
  readonly token: string | null;
  /** The anonymous device id of a `ps_device` cookie the browser presented; never a newly minted one. */
  readonly deviceId: string | null;
  /** The id minted with the page this call is for, when the browser presented none (see `newDeviceIdOf`). */
  readonly newDeviceId?: string | null;
  /** The browser's address (see `clientIp`). */
  readonly ip: string | undefined;
  /** The page the browser was on (its Referer header). */
  readonly referrer: string | undefined;
  readonly requestId: string;
}

/** The headers of a call to the backend for a browser request with `incoming` headers. */
export function upstreamRequestHeaders(
  incoming: IncomingHttpHeaders,
  caller: CallerIdentity,
): Record<string, string> {
  const dropped = connectionTokens(incoming.connection);
  const headers: Record<string, string> = {};
  for (const name of Object.keys(incoming)) {
    const value = incoming[name];
    const key = name.toLowerCase();
    if (value === undefined || NOT_FORWARDED_UPSTREAM.has(key) || dropped.has(key)) continue;
    headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['accept-encoding'] = 'identity';
  headers['x-request-id'] = caller.requestId;
  if (caller.token !== null) headers.authorization = `Bearer ${caller.token}`;
  // The page may be a sign-in or invitation link: its token stays out of the backend's logs.
  if (caller.referrer !== undefined && caller.referrer !== '')
    headers.referrer = redactSecretPaths(caller.referrer);
  if (caller.ip !== undefined) headers.ip_origin = caller.ip;
  if (caller.deviceId !== null) headers['x-device-id'] = caller.deviceId;
  else if (caller.newDeviceId) headers['x-new-device-id'] = caller.newDeviceId;
  return headers;
}

/** The headers of a backend answer as passed to the browser. */
export function downstreamResponseHeaders(
  upstream: IncomingHttpHeaders,
  options: { keepContentLength: boolean },
): OutgoingHttpHeaders {
  const dropped = connectionTokens(upstream.connection);
  const headers: OutgoingHttpHeaders = {};
  for (const name of Object.keys(upstream)) {
    const value = upstream[name];
    const key = name.toLowerCase();
    if (value === undefined || NOT_FORWARDED_DOWNSTREAM.has(key) || dropped.has(key)) continue;
    if (key === 'content-length' && !options.keepContentLength) continue;
    headers[key] = value;
  }
  return headers;
}
