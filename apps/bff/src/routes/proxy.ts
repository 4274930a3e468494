/**
 * The proxy, on `@fastify/reply-from` over the BFF's undici pool: every `/api/<path>` the BFF does not
 * answer itself goes to `<API_URL>/<path>` with method, query and body intact and the caller's identity
 * in the headers (see `forward-headers`); `/media/*` (images) goes to `<API_URL>/media/*` when its path
 * is safe (`media-path`), else 404.
 *
 * - Answers stream through as they arrive, with the backend's length when it gave one.
 * - Identical GETs under `/api` of one caller (the same session, else the same presented device, else
 *   the same address and user agent) share one backend call while it waits for its headers
 *   (`single-flight`). When anyone shares, the answer is read whole for them all.
 * - Error answers (up to 1 MiB) are read, to see whether they end the session: 490, and 401
 *   `session_expired`/`unauthorized` clear the session cookie; a 404 that is not JSON becomes the usual
 *   JSON 404. So are the `/me/activity` answers that carry the counters in their body.
 * - Answers carrying the visit counter or the search quota refresh the readable counter cookies, and so
 *   does every answer that counted a view (its `visit-count` header).
 * - Request bodies are read first (at most 1 MiB; `POST /api/feedback`, whose screenshot may be 2 MB, up
 *   to `FEEDBACK_BODY_LIMIT_BYTES`; `POST /api/search/image`, a picture of up to 10 MB, up to
 *   `IMAGE_SEARCH_BODY_LIMIT_BYTES`).
 * - A backend that does not answer within `API_TIMEOUT_MS` gives 504, one that cannot be reached 502.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import { FEEDBACK_BODY_LIMIT_BYTES } from '@pageshelf/contracts/feedback';
import { IMAGE_SEARCH_BODY_LIMIT_BYTES } from '@pageshelf/contracts/image-search';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { BffConfig } from '../env.js';
import { apiTarget } from '../lib/api-path.js';
import { clientIp } from '../lib/client-ip.js';
import { carriesCounters, counterCookies, headerCookies } from '../lib/counters.js';
import {
  type CallerIdentity,
  downstreamResponseHeaders,
  upstreamRequestHeaders,
} from '../lib/forward-headers.js';
import { isSafeMediaPath } from '../lib/media-path.js';
import { type Flight, LeaderGone, SingleFlight } from '../lib/single-flight.js';
import {
  type BufferedResponse,
  failureOf,
  readWhole,
  type UpstreamClient,
  type UpstreamHead,
} from '../lib/upstream.js';
import { callerOf, sendBuffered, upstreamFailure } from '../lib/upstream-reply.js';
import { newDeviceIdOf, readableCookieOptions } from '../plugins/session.js';

export type ProxyRoutesOptions = {
  readonly config: BffConfig;
  readonly upstream: UpstreamClient;
  /** The single flight of the `/api` GETs (a fresh one when not given). */
  readonly flights?: SingleFlight<BufferedResponse>;
};

/** Largest request body passed to the backend. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** Largest error body read to look for an error code; a larger one streams through unread. */
const MAX_ERROR_BODY_BYTES = 1024 * 1024;

const PROXIED_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * `@fastify/reply-from` on the BFF's pool (`reply.from`). Registered once, by the app: the pool's
 * timeouts apply, nothing is retried (a GET the backend answered 503 is its answer), and its two log
 * lines per request are off (the access log has one).
 */
export const backendReplies = fastifyPlugin<{ upstream: UpstreamClient }>(
  async (app, { upstream }) => {
    await app.register(replyFrom, {
      base: upstream.origin,
      undici: upstream.dispatcher,
      retryMethods: [],
      disableRequestLogging: true,
    });
  },
  { name: 'pageshelf-backend-replies' },
);

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The single-flight key of a GET: its URL and whose it is: the session token, else the presented device
 * id, else (a client without cookies) its address and user agent, which is how the backend tells such
 * visitors apart.
 */
function sharingKey(request: FastifyRequest, path: string): string {
  const owner =
    request.sessionKey !== null
      ? `session:${request.sessionKey}`
      : request.deviceId !== null
        ? `device:${request.deviceId}`
        : `address:${digest(`${clientIp(request) ?? ''}|${request.headers['user-agent'] ?? ''}|${newDeviceIdOf(request) ?? ''}`)}`;
  return `${path} ${owner}`;
}

function bodyOf(request: FastifyRequest): Buffer | null {
  return Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : null;
}

/** The headers of the backend call: the caller's identity, and the body's length as reply-from counted it. */
function backendHeaders(
  request: FastifyRequest,
  prepared: IncomingHttpHeaders,
  caller: CallerIdentity,
): Record<string, string> {
  const headers = upstreamRequestHeaders(request.headers, caller);
  const length = prepared['content-length'];
  if (length !== undefined) headers['content-length'] = String(length);
  return headers;
}

/** Why a call got no answer (reply-from's errors keep undici's as their cause). */
const callFailure = (error: Error) => failureOf(error.cause ?? error);

/** What reply-from gives `onResponse`. */
interface BackendResponse {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  readonly stream: Readable;
}

/** A backend answer whose headers arrived: its head and its body, to stream or to read. */
type Answer = UpstreamHead & { readonly body: Readable };

/**
 * Sends the request to the backend at `path` (path and query, relative to `API_URL`); `onAnswer` gets
 * the answer once its headers arrive. The browser's answer gets no header of the backend's until
 * `onAnswer` chooses. A call that gets no answer is told to `onFailure`, and the browser gets 502 or 504.
 */
function callBackend(
  request: FastifyRequest,
  reply: FastifyReply,
  upstream: UpstreamClient,
  path: string,
  onAnswer: (answer: Answer) => void,
  onFailure: (failure: ReturnType<typeof failureOf>) => void = () => {},
  caller: CallerIdentity = callerOf(request),
): FastifyReply {
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : bodyOf(request);
  // The query goes on as the browser wrote it, beside the source rather than in it: reply-from decodes
  // the source to look for dot segments, and a query holding invalid UTF-8 (`%ED%A0%80`) would throw
  // there. The path was checked already (`apiTarget`, `isSafeMediaPath`).
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? '' : path.slice(queryStart + 1);
  return reply.from(`${upstream.basePath}${pathname}`, {
    queryString: () => query,
    ...(body === undefined
      ? {}
      : { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' }),
    rewriteRequestHeaders: (_request, prepared) =>
      backendHeaders(request, prepared as IncomingHttpHeaders, caller),
    rewriteHeaders: () => ({}),
    // reply-from's types call it a server response; it is `{ statusCode, headers, stream }`.
    onResponse: (_request, _reply, response) => {
      const { statusCode, headers, stream } = response as unknown as BackendResponse;
      onAnswer({ statusCode, headers, body: stream });
    },
    onError: (_reply, { error }) => {
      const failure = callFailure(error);
      onFailure(failure);
      reply.send(upstreamFailure(failure));
    },
  });
}

/** Streams an answer to the browser as it arrives. */
function streamThrough(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
  reply
    .code(answer.statusCode)
    .headers(downstreamResponseHeaders(answer.headers, { keepContentLength: true }));
  if (request.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304) {
    answer.body.resume();
    reply.send();
    return;
  }
  reply.send(answer.body);
}

/** Whether an answer is read whole before it is passed on: an error that may end the session. */
function readsError(answer: UpstreamHead): boolean {
  if (answer.statusCode < 400) return false;
  const length = Number(answer.headers['content-length'] ?? Number.NaN);
  return !(length > MAX_ERROR_BODY_BYTES);
}

/** Reads an answer whole, then `send`s it; a body that breaks off or stalls gives 502 or 504. */
function readThen(
  reply: FastifyReply,
  upstream: UpstreamClient,
  answer: Answer,
  send: (response: BufferedResponse) => void,
): void {
  readWhole(answer, answer.body, { limit: MAX_ERROR_BODY_BYTES, deadlineMs: upstream.timeoutMs }).then(
    send,
    (error: unknown) => {
      reply.send(upstreamFailure(error));
    },
  );
}

/**
 * A write, an image, a HEAD, a call of the public API: straight through, errors read. `caller` is who
 * the backend is told calls (the session's, unless given).
 */
export function forward(
  request: FastifyRequest,
  reply: FastifyReply,
  upstream: UpstreamClient,
  path: string,
  caller?: CallerIdentity,
) {
  return callBackend(
    request,
    reply,
    upstream,
    path,
    (answer) => {
      if (!readsError(answer)) return streamThrough(request, reply, answer);
      readThen(reply, upstream, answer, (response) => sendBuffered(request, reply, response));
    },
    undefined,
    caller,
  );
}

/** Sets the counter cookies an answer gives (from its headers, and from its body when read). */
function setCounterCookies(
  reply: FastifyReply,
  config: BffConfig,
  target: { pathname: string; query: string },
  answer: UpstreamHead,
  body: Buffer | null,
): void {
  const cookies = headerCookies(answer.statusCode, answer.headers);
  if (body !== null && answer.statusCode === 200) {
    cookies.push(...counterCookies(target.pathname, target.query, body, Date.now()));
  }
  for (const cookie of cookies) reply.setCookie(cookie.name, cookie.value, readableCookieOptions(config));
}

type ApiTarget = { pathname: string; query: string; path: string };

/** Passes an answer read whole to one browser, with its counter cookies. */
function sendWhole(
  request: FastifyRequest,
  reply: FastifyReply,
  config: BffConfig,
  target: ApiTarget,
  response: BufferedResponse,
): FastifyReply {
  const reads = response.statusCode === 200 && carriesCounters(target.pathname, target.query);
  setCounterCookies(reply, config, target, response, reads ? response.body : null);
  return sendBuffered(request, reply, response);
}

/** The leader of a GET: the backend call, shared with whoever joins before its headers arrive. */
function leadGet(
  request: FastifyRequest,
  reply: FastifyReply,
  config: BffConfig,
  upstream: UpstreamClient,
  target: ApiTarget,
  flight: Flight<BufferedResponse>,
): FastifyReply {
  let answered = false;
  // A browser that leaves before the answer begins takes its call with it: the waiters ask again. It may
  // have left already (while the request went through the hooks), when 'close' has been and gone.
  const leave = () => {
    if (!answered) flight.reject(new LeaderGone());
  };
  if (reply.raw.destroyed) {
    leave();
    return reply;
  }
  reply.raw.once('close', leave);
  callBackend(
    request,
    reply,
    upstream,
    target.path,
    (answer) => {
      answered = true;
      const waiting = flight.close();
      const counters = answer.statusCode === 200 && carriesCounters(target.pathname, target.query);
      if (waiting === 0 && !counters && !readsError(answer)) {
        setCounterCookies(reply, config, target, answer, null);
        return streamThrough(request, reply, answer);
      }
      readWhole(answer, answer.body, { deadlineMs: upstream.timeoutMs }).then(
        (response) => {
          flight.resolve(response);
          sendWhole(request, reply, config, target, response);
        },
        (error: unknown) => {
          flight.reject(error);
          reply.send(upstreamFailure(error));
        },
      );
    },
    // A call that got no answer (unreachable, timeout) fails its waiters the same way.
    (failure) => {
      answered = true;
      flight.reject(failure);
    },
  );
  return reply;
}

/** A GET under `/api`: led, or shared with an identical one in flight. */
async function sharedGet(
  request: FastifyRequest,
  reply: FastifyReply,
  config: BffConfig,
  upstream: UpstreamClient,
  flights: SingleFlight<BufferedResponse>,
  target: ApiTarget,
): Promise<FastifyReply> {
  const key = sharingKey(request, target.path);
  for (;;) {
    const joined = flights.join(key);
    if ('lead' in joined) return leadGet(request, reply, config, upstream, target, joined.lead);
    try {
      return sendWhole(request, reply, config, target, await joined.wait);
    } catch (error) {
      if (error instanceof LeaderGone) continue;
      throw upstreamFailure(error);
    }
  }
}

/** In `app`'s context, request bodies are read as bytes, whatever their type (at most 1 MiB unless a route says). */
export function passBodiesAsBytes(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BODY_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );
}

function registerApiProxy(
  app: FastifyInstance,
  config: BffConfig,
  upstream: UpstreamClient,
  flights: SingleFlight<BufferedResponse>,
): void {
  passBodiesAsBytes(app);

  // The one larger body: feedback with a screenshot of up to 2 MB (about 2.8 MB in base64).
  app.post('/feedback', { bodyLimit: FEEDBACK_BODY_LIMIT_BYTES }, async (request, reply) =>
    forward(request, reply, upstream, apiTarget(request.url, config).path),
  );

  // And the picture of a search by picture, up to 10 MB.
  app.post('/search/image', { bodyLimit: IMAGE_SEARCH_BODY_LIMIT_BYTES }, async (request, reply) =>
    forward(request, reply, upstream, apiTarget(request.url, config).path),
  );

  app.route({
    method: PROXIED_METHODS,
    url: '/*',
    handler: async (request, reply) => {
      const target = apiTarget(request.url, config);
      if (request.method === 'GET') return sharedGet(request, reply, config, upstream, flights, target);
      return forward(request, reply, upstream, target.path);
    },
  });
}

/** `/api/*` → the backend. Register with prefix `/api`, after the BFF's own `/api` routes' context. */
export const apiProxyRoutes: FastifyPluginAsync<ProxyRoutesOptions> = async (
  app,
  { config, upstream, flights = new SingleFlight() },
) => {
  registerApiProxy(app, config, upstream, flights);
};

/** `/media/*` → the backend's images, streamed with the session so restricted images reach Pro members. */
export const mediaProxyRoutes: FastifyPluginAsync<ProxyRoutesOptions> = async (app, { upstream }) => {
  app.get('/media/*', async (request, reply) => {
    if (!isSafeMediaPath(request.url)) return reply.callNotFound();
    return forward(request, reply, upstream, request.url);
  });
};
