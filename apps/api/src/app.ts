import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Container } from './container.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerViewer } from './plugins/viewer.js';
import { routes } from './routes/index.js';

export interface BuildAppOptions {
  container: Container;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the API without listening: the server file listens, tests call `inject`. */
export async function buildApp({ container, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
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
  });
  registerViewer(app, container.auth);
  await app.register(routes, { container });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
