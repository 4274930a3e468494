import fastifySwagger from '@fastify/swagger';
import {
  AccessLog,
  clientErrorHandler,
  HttpError,
  registerErrorHandler,
  sendError,
  withRedactedRequests,
} from '@pageshelf/http-errors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Container } from './container.js';
import { isDatabaseUnavailable } from './db/database.js';
import { createSerializerCompiler } from './lib/serializer.js';
import { registerAccess } from './plugins/access.js';
import { type RateLimitStore, registerApiKeyRateLimit } from './plugins/api-key-rate-limit.js';
import { PUBLIC_API_PREFIX, registerPublicApiDocument } from './plugins/public-api-document.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { registerViewer } from './plugins/viewer.js';
import { routes } from './routes/index.js';

export interface BuildAppOptions {
  container: Container;
  logger?: FastifyServerOptions['logger'];
  /** Every answer written by zod too, and a difference thrown (the tests' setting; `lib/serializer.ts`). */
  verifyAnswers?: boolean;
  /**
   * Where the API-key rate limits count: Redis (REDIS_URL) under a key prefix, shared by the instances
   * that use the same; this process's memory when not given.
   */
  rateLimitStore?: RateLimitStore | null;
}

/** Builds the API without listening: the server file listens, tests call `inject`. */
export async function buildApp({
  container,
  logger = false,
  verifyAnswers = false,
  rateLimitStore = null,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedactedRequests(logger),
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // One log line per request, once answered (Fastify's own writes two).
    logController: new AccessLog(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (bad percent-encoding, a parameter over maxParamLength) in the one error
    // shape, like every other error, rather than Fastify's bodies with its internal codes.
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, error);
    },
    // What Node's parser refuses before Fastify sees a request (431 too long, 400 an unknown method or not
    // HTTP, 408 too slow): the one error shape too.
    clientErrorHandler: clientErrorHandler(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ verify: verifyAnswers }));
  // A database that cannot be reached for a moment (a restart, a fail-over) is a 503 to try again, not a 500.
  registerErrorHandler(app, { unavailable: isDatabaseUnavailable, retryAfterSeconds: 2 });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new HttpError('not_found', {
        params: { subject: `Route ${request.method} ${request.url.split('?')[0]}` },
      }),
    ),
  );
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pageshelf API',
        version: '0.1.0',
        description: 'The backend service the BFF proxies to.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'header', name: 'authorization' } } },
    },
    transform: jsonSchemaTransform,
    // The named contracts (`.meta({ id })`) are written once under components.schemas, where the
    // operations' $refs point; without this every $ref of the document named nothing.
    transformObject: jsonSchemaTransformObject,
  });
  await registerPublicApiDocument(app);
  registerViewer(app, container, container.trustedProxies);
  await registerApiKeyRateLimit(app, rateLimitStore);
  registerAccess(app, container.quota);
  registerTextGuard(app);
  await app.register(routes, { container });
  app.get('/openapi.json', { config: { needs: { access: 'public' } }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
  app.get(
    `${PUBLIC_API_PREFIX}/openapi.json`,
    { config: { needs: { access: 'public' } }, schema: { hide: true } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(app.publicApiDocument()),
  );
  return app;
}
