/**
 * The BFF as a Fastify plugin (`bffApp`) and a factory that wraps it in a server instance (`buildApp`).
 * Nothing here listens: `server.ts` does, and tests call `inject` or listen on port 0.
 *
 * Layout of the routes:
 * - `/api/_auth/*`, `/api/headers`: answered by the BFF (session, sign-in, request facts);
 * - `/api/*`: everything else goes to the backend (`routes/proxy.ts`);
 * - `/media/*`: the backend's images, streamed;
 * - `/v1/*`, `/mcp`: the public REST API and the MCP server, for tools with an API key
 *   (`routes/public-api.ts`);
 * - `/robots.txt`, `/sitemap.xml`, `/sitemaps/*`: answered by the BFF for crawlers;
 * - `/`, `/build-manifest.json`, the build's files and every other GET: the SPA (`plugins/spa.ts`), with
 *   status 404 for an address that is not a page of the domain's page-route table.
 */
import { randomUUID } from 'node:crypto';
import {
  AccessLog,
  clientErrorHandler,
  errorBody,
  HttpError,
  validationError,
  withRedactedRequests,
} from '@pageshelf/http-errors';
import { REDIS_START_WAIT_MS, rateLimitRedis, readyWithin } from '@pageshelf/server-kit/redis';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { BffConfig } from './env.js';
import { type Analytics, createAnalytics } from './lib/analytics.js';
import { isApiPath } from './lib/api-path.js';
import type { SingleFlight } from './lib/single-flight.js';
import { type BufferedResponse, UpstreamClient } from './lib/upstream.js';
import { csrfPlugin } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { ensureDeviceCookie, sessionPlugin } from './plugins/session.js';
import { isSpaRoute, pathnameOf, spaPlugin } from './plugins/spa.js';
import { authSessionRoutes, magicLinkRoutes } from './routes/auth-session.js';
import { headersRoutes } from './routes/headers.js';
import { apiProxyRoutes, backendReplies, mediaProxyRoutes } from './routes/proxy.js';
import { publicApiRoutes } from './routes/public-api.js';
import { robotsRoutes } from './routes/robots.js';
import { sitemapRoutes } from './routes/sitemap.js';

/** Collaborators of the app; each one not given is created from the configuration and closed with the app. */
export interface AppDeps {
  readonly upstream?: UpstreamClient;
  /** The single flight of the proxy's GETs (tests look at who waits). */
  readonly flights?: SingleFlight<BufferedResponse>;
  readonly analytics?: Analytics;
  /** Rate-limit store; only used when REDIS_URL is set (created from it when not given). */
  readonly redis?: Redis;
  /** Server options (logger, timeouts) merged over the defaults of `buildApp`. */
  readonly serverOptions?: FastifyServerOptions;
}

export type BffAppOptions = {
  readonly config: BffConfig;
  readonly deps: AppDeps;
};

/**
 * The BFF. Not encapsulated, so its hooks, error handler and not-found handler belong to the instance
 * that registers it (and so apply to every route and every 404).
 */
export const bffApp = fastifyPlugin<BffAppOptions>(
  async (app, { config, deps }) => {
    const upstream =
      deps.upstream ??
      new UpstreamClient({
        baseUrl: config.apiUrl,
        timeoutMs: config.apiTimeoutMs,
        connectTimeoutMs: config.apiConnectTimeoutMs,
        connections: config.apiConnections,
      });
    const analytics =
      deps.analytics ?? createAnalytics(config, (error) => app.log.warn({ err: error }, 'analytics error'));
    let redis: Redis | null = null;
    if (config.redisUrl !== null) {
      redis =
        deps.redis ??
        rateLimitRedis(config.redisUrl, (error) =>
          app.log.warn({ err: error }, 'redis error (rate limits run open)'),
        );
      // A moment for Redis to answer, never more: a BFF starts and serves without it.
      if (deps.redis === undefined && !(await readyWithin(redis, REDIS_START_WAIT_MS))) {
        app.log.warn('redis not ready at start-up (rate limits run open until it answers)');
      }
    }

    // Own collaborators close with the app, after the requests in flight have finished.
    app.addHook('onClose', async () => {
      if (deps.upstream === undefined) await upstream.close();
      if (deps.analytics === undefined) await analytics.shutdown();
      if (redis !== null && deps.redis === undefined) {
        await redis.quit().catch(() => redis.disconnect());
      }
    });

    // Route schemas are the contracts' zod schemas: requests parsed by them, declared answers serialised
    // through them, so a field a schema does not name (a session token) never reaches the browser.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);

    await app.register(sessionPlugin, { config });
    await app.register(securityHeadersPlugin, { config });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathnameOf(request.url);
      if ((request.method === 'GET' || request.method === 'HEAD') && isSpaRoute(pathname))
        return reply.sendSpa();
      throw isApiPath(pathname)
        ? new HttpError('not_found', { params: { subject: `Route ${request.method} ${pathname}` } })
        : new HttpError('page_not_found', { params: { path: pathname } });
    });

    await app.register(backendReplies, { upstream });
    await app.register(spaPlugin, { config, upstream });
    await app.register(mediaProxyRoutes, { config, upstream });
    await app.register(sitemapRoutes, { config, upstream });
    await app.register(robotsRoutes, { config });
    // The library for tools: `/v1/*` and `/mcp` with an API key, no session (no CSRF check to pass).
    await app.register(publicApiRoutes, { config, upstream, redis });

    await app.register(
      async (api) => {
        api.addHook('onRequest', (request, reply, done) => {
          ensureDeviceCookie(request, reply, config);
          done();
        });
        await api.register(csrfPlugin, { config });

        await api.register(async (strict) => {
          await strict.register(rateLimitPlugin, { kind: 'magic-link', config, redis });
          await strict.register(magicLinkRoutes, { config, upstream, analytics });
        });

        await api.register(async (general) => {
          await general.register(rateLimitPlugin, { kind: 'api', config, redis });
          await general.register(authSessionRoutes, { config, upstream, analytics });
          await general.register(headersRoutes, { config });
          await general.register(apiProxyRoutes, {
            config,
            upstream,
            ...(deps.flights === undefined ? {} : { flights: deps.flights }),
          });
        });
      },
      { prefix: '/api' },
    );
  },
  { name: 'pageshelf-bff' },
);

/** A Fastify instance with the BFF registered (not yet listening). */
export function buildApp(config: BffConfig, deps: AppDeps = {}): FastifyInstance {
  const { logger, ...serverOptions } = deps.serverOptions ?? {};
  const app = Fastify({
    // Every line that logs a request shows its address with the tokens of sign-in and invitation links redacted.
    logger: withRedactedRequests(logger),
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new AccessLog(),
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // A URL Fastify cannot decode gets the usual JSON error.
    frameworkErrors: (_error, request, reply) => {
      const refused = validationError([{ path: 'path', message: 'is not a valid address' }]);
      // Fastify answers these outside any route context, so the onSend hooks do not run: set the headers here.
      void (reply as FastifyReply)
        .code(refused.statusCode)
        .headers(securityHeaders(config))
        .send(errorBody(refused.statusCode, refused.code, refused.message, request.id, refused.issues));
    },
    // What Node's parser refuses before Fastify sees a request (431 too long, 400 an unknown method or not
    // HTTP, 408 too slow): the one error shape too, with the security headers.
    clientErrorHandler: clientErrorHandler(securityHeaders(config)),
    ...serverOptions,
  });
  void app.register(bffApp, { config, deps });
  return app;
}
