/**
 * The proxy: every `/api/<path>` the BFF does not answer itself goes to `<API_URL>/<path>` with method,
 * query and body intact and the caller's identity in the headers (see `forward-headers`); `/media/*`
 * (images) goes to `<API_URL>/media/*` when its path is safe (`media-path`), else 404.
 *
 * - GETs under `/api` are single-flight: identical ones in flight for the same session (or, without
 *   one, the same presented device, else the same address and user agent) share one backend call, whose
 *   answer is read whole for the sharers.
 * - Everything else streams, both ways but for the request body, which is read first (at most 1 MiB;
 *   `POST /api/feedback`, whose screenshot may be 2 MB, up to `FEEDBACK_BODY_LIMIT_BYTES`; `POST
 *   /api/search/image`, a picture of up to 10 MB, up to `IMAGE_SEARCH_BODY_LIMIT_BYTES`).
 * - Answers ending the session (490; 401 `session_expired`/`unauthorized`) clear the session cookie.
 * - Answers carrying the visit counter or the search quota refresh the readable counter cookies, and so
 *   does every answer that counted a view (its `visit-count` header).
 */
import { createHash } from 'node:crypto';
import { FEEDBACK_BODY_LIMIT_BYTES } from '@pageshelf/contracts/feedback';
import { IMAGE_SEARCH_BODY_LIMIT_BYTES } from '@pageshelf/contracts/image-search';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import type { BffConfig } from '../env.js';
import { apiTarget } from '../lib/api-path.js';
import { clientIp } from '../lib/client-ip.js';
import { carriesCounters, counterCookies, headerCookies } from '../lib/counters.js';
import { downstreamResponseHeaders, upstreamRequestHeaders } from '../lib/forward-headers.js';
import { isSafeMediaPath } from '../lib/media-path.js';
import { BufferedResponse, readBody, type UpstreamClient } from '../lib/upstream.js';
import { callerOf, sendBuffered, upstreamFailure } from '../lib/upstream-reply.js';
import { readableCookieOptions } from '../plugins/session.js';

export type ProxyRoutesOptions = {
  readonly config: BffConfig;
  readonly upstream: UpstreamClient;
};

/** Largest request body passed to the backend. */
export const MAX_REQUEST_BODY_BYTES = 1024 * 1024;

/** Largest error body read to look for an error code; a larger one streams through unread. */
const MAX_ERROR_BODY_BYTES = 1024 * 1024;

const PROXIED_METHODS: Dispatcher.HttpMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** An AbortSignal that fires when the browser goes away before its answer is complete. */
function browserGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The single-flight key of a GET: method, URL, and whose it is: the session token, else the presented
 * device id, else (a client without cookies) its address and user agent, which is how the backend tells
 * such visitors apart.
 */
function sharingKey(request: FastifyRequest, path: string): string {
  const owner =
    request.sessionKey !== null
      ? `session:${request.sessionKey}`
      : request.deviceId !== null
        ? `device:${request.deviceId}`
        : `address:${digest(`${clientIp(request) ?? ''}|${request.headers['user-agent'] ?? ''}`)}`;
  return `GET ${path} ${owner}`;
}

function bodyOf(request: FastifyRequest): Buffer | null {
  return Buffer.isBuffer(request.body) && request.body.length > 0 ? request.body : null;
}

/** Streams a backend answer to the browser; error answers are read first (to check their code). */
async function streamTo(
  request: FastifyRequest,
  reply: FastifyReply,
  upstream: UpstreamClient,
  path: string,
): Promise<FastifyReply> {
  const response = await upstream
    .stream({
      method: request.method as Dispatcher.HttpMethod,
      path,
      headers: upstreamRequestHeaders(request.headers, callerOf(request)),
      body: bodyOf(request),
      signal: browserGone(reply),
    })
    .catch((error: unknown) => {
      throw upstreamFailure(error);
    });
  const length = Number(response.headers['content-length'] ?? Number.NaN);
  if (response.statusCode >= 400 && !(length > MAX_ERROR_BODY_BYTES)) {
    const body = await readBody(response.body, MAX_ERROR_BODY_BYTES).catch((error: unknown) => {
      throw upstreamFailure(error);
    });
    return sendBuffered(request, reply, new BufferedResponse(response.statusCode, response.headers, [body]));
  }
  reply
    .code(response.statusCode)
    .headers(downstreamResponseHeaders(response.headers, { keepContentLength: true }));
  if (request.method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304) {
    response.body.resume();
    return reply.send();
  }
  return reply.send(response.body);
}

/** A GET under `/api`: shared with identical GETs in flight, then the counter cookies. */
async function sharedGet(
  request: FastifyRequest,
  reply: FastifyReply,
  config: BffConfig,
  upstream: UpstreamClient,
  target: { pathname: string; query: string; path: string },
): Promise<FastifyReply> {
  const { response } = upstream.shared(sharingKey(request, target.path), {
    method: 'GET',
    path: target.path,
    headers: upstreamRequestHeaders(request.headers, callerOf(request)),
  });
  let answer: BufferedResponse;
  try {
    answer = await response;
  } catch (error) {
    throw upstreamFailure(error);
  }
  // Only the answers that may carry counters are read (and so joined into one buffer).
  if (answer.statusCode === 200 && carriesCounters(target.pathname, target.query)) {
    for (const cookie of counterCookies(target.pathname, target.query, answer.body, Date.now())) {
      reply.setCookie(cookie.name, cookie.value, readableCookieOptions(config));
    }
  }
  // Library content that counted a view or a search says the counter after it.
  for (const cookie of headerCookies(answer.statusCode, answer.headers)) {
    reply.setCookie(cookie.name, cookie.value, readableCookieOptions(config));
  }
  return sendBuffered(request, reply, answer);
}

function registerApiProxy(app: FastifyInstance, config: BffConfig, upstream: UpstreamClient): void {
  // The body is passed on as bytes, whatever its type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BODY_BYTES },
    (_request, body, done) => {
      done(null, body);
    },
  );

  // The one larger body: feedback with a screenshot of up to 2 MB (about 2.8 MB in base64).
  app.post('/feedback', { bodyLimit: FEEDBACK_BODY_LIMIT_BYTES }, async (request, reply) =>
    streamTo(request, reply, upstream, apiTarget(request.url, config).path),
  );

  // And the picture of a search by picture, up to 10 MB.
  app.post('/search/image', { bodyLimit: IMAGE_SEARCH_BODY_LIMIT_BYTES }, async (request, reply) =>
    streamTo(request, reply, upstream, apiTarget(request.url, config).path),
  );

  app.route({
    method: PROXIED_METHODS,
    url: '/*',
    handler: async (request, reply) => {
      const target = apiTarget(request.url, config);
      if (request.method === 'GET') return sharedGet(request, reply, config, upstream, target);
      return streamTo(request, reply, upstream, target.path);
    },
  });
}

/** `/api/*` → the backend. Register with prefix `/api`, after the BFF's own `/api` routes' context. */
export const apiProxyRoutes: FastifyPluginAsync<ProxyRoutesOptions> = async (app, { config, upstream }) => {
  registerApiProxy(app, config, upstream);
};

/** `/media/*` → the backend's images, streamed with the session so restricted images reach Pro members. */
export const mediaProxyRoutes: FastifyPluginAsync<ProxyRoutesOptions> = async (app, { upstream }) => {
  app.get('/media/*', async (request, reply) => {
    if (!isSafeMediaPath(request.url)) return reply.callNotFound();
    return streamTo(request, reply, upstream, request.url);
  });
};
