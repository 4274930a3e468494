/**
 * The library for tools (issue 30), on the product's origin:
 * - `/v1/*`: the public REST API. `/v1/<path>` goes to the backend's `/<path>` with the caller's API key
 *   as its `Authorization` (`Bearer psk_…`), and nothing of a browser's: no session, no device, no
 *   cookie read, so no CSRF check either. A call without a key (or with anything but a key) is refused
 *   here with 401 `api_key_missing`; the backend decides the rest (an unknown, revoked or lapsed key, a
 *   route that takes no key, the key's rate limit). No CORS headers are sent: browsers on other sites
 *   cannot read the answers.
 * - `/v1/openapi.json`: the backend's document of that API; `/v1/docs`: Swagger UI reading it (the
 *   `swagger-ui-dist` package's files, served from here).
 * - `/mcp`: the backend's MCP server (streamable HTTP), with the key likewise.
 *
 * Every call is counted by the address it comes from like `/api` (the `api` rate limit), before the
 * backend counts it by key.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import { IMAGE_SEARCH_BODY_LIMIT_BYTES, MCP_BODY_LIMIT_BYTES } from '@pageshelf/contracts/image-search';
import { isApiKeyToken } from '@pageshelf/domain/api-keys';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Redis } from 'ioredis';
import type { BffConfig } from '../env.js';
import { apiTarget, MCP_PATH, PUBLIC_API_PREFIX } from '../lib/api-path.js';
import type { CallerIdentity } from '../lib/forward-headers.js';
import type { UpstreamClient } from '../lib/upstream.js';
import { callerOf } from '../lib/upstream-reply.js';
import { rateLimitPlugin } from '../plugins/rate-limit.js';
import { forward, passBodiesAsBytes } from './proxy.js';

export type PublicApiRoutesOptions = {
  readonly config: BffConfig;
  readonly upstream: UpstreamClient;
  readonly redis: Redis | null;
};

const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Where `swagger-ui-dist` keeps its files. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The docs page: Swagger UI, its script and style from here, started by `docs.js` (no inline script). */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pageshelf API</title>
<link rel="stylesheet" href="/v1/docs/assets/swagger-ui.css">
<style>body{margin:0}.swagger-ui .topbar{display:none}</style>
</head>
<body>
<div id="docs"></div>
<script src="/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/v1/docs/docs.js"></script>
</body>
</html>
`;

const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/v1/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  tryItOutEnabled: true,
  persistAuthorization: false,
  displayRequestDuration: true,
});
`;

/** The key a call presents, or a 401 that says how to present one. */
function presentedKey(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const key = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!isApiKeyToken(key)) throw new HttpError('api_key_missing');
  return key;
}

/** Who the backend is told calls: a tool with `key` (none to read the docs), from its address; no session, no device. */
function toolCaller(request: FastifyRequest, key: string | null): CallerIdentity {
  return { ...callerOf(request, key), deviceId: null };
}

export const publicApiRoutes: FastifyPluginAsync<PublicApiRoutesOptions> = async (
  app,
  { config, upstream, redis },
) => {
  await app.register(rateLimitPlugin, { kind: 'api', config, redis });

  // Bodies pass on as bytes, whatever their type: at most 1 MiB, a picture to search by up to 10 MB.
  passBodiesAsBytes(app);

  // The document and its page: open to anyone (no key to read the docs).
  app.get(`${PUBLIC_API_PREFIX}/openapi.json`, async (request, reply) =>
    forward(request, reply, upstream, `${PUBLIC_API_PREFIX}/openapi.json`, toolCaller(request, null)),
  );
  app.get(`${PUBLIC_API_PREFIX}/docs`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(DOCS_PAGE),
  );
  app.get(`${PUBLIC_API_PREFIX}/docs/docs.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(DOCS_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: `${PUBLIC_API_PREFIX}/docs/assets/`,
    decorateReply: false,
    wildcard: false,
    index: false,
    allowedPath: (path) => path === '/swagger-ui-bundle.js' || path === '/swagger-ui.css',
    maxAge: '1d',
  });

  /** A call of the API with the caller's key, to the backend at `path`. */
  const asTool = (request: FastifyRequest, reply: FastifyReply, path: string) =>
    forward(request, reply, upstream, path, toolCaller(request, presentedKey(request)));
  /** `/v1/<path>` → the backend's `/<path>`, checked as `/api`'s are. */
  const backendPath = (request: FastifyRequest) =>
    apiTarget(request.url, { production: config.production, prefix: PUBLIC_API_PREFIX }).path;

  app.post(
    `${PUBLIC_API_PREFIX}/search/image`,
    { bodyLimit: IMAGE_SEARCH_BODY_LIMIT_BYTES },
    async (request, reply) => asTool(request, reply, backendPath(request)),
  );
  app.route({
    method: METHODS,
    url: `${PUBLIC_API_PREFIX}/*`,
    handler: async (request, reply) => asTool(request, reply, backendPath(request)),
  });
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: MCP_PATH,
    // A picture to search by comes in the message, in base64.
    bodyLimit: MCP_BODY_LIMIT_BYTES,
    handler: async (request, reply) => asTool(request, reply, MCP_PATH),
  });
};
