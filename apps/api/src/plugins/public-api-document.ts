/**
 * The OpenAPI 3.1 document of the public REST API (issue 30): the routes that take an API key
 * (`needs.apiKeys`), which the BFF serves at `/v1/*` on the product's origin with
 * `Authorization: Bearer psk_…`. It is a second document of `@fastify/swagger` (its `decorator`
 * option), written from the same route schemas as the internal one, so it cannot drift from what the
 * routes validate and answer: every other route is hidden, each operation needs the key, and each lists
 * its error answers (400, 401, 403, 404, 429: the policy's, as the access hook declared them).
 *
 * Served at `/v1/openapi.json` (the BFF passes that path through); the BFF's `/v1/docs` reads it.
 */
import fastifySwagger from '@fastify/swagger';
import { errorBodySchema } from '@pageshelf/contracts/common';
import { API_KEY_RATE_LIMITS } from '@pageshelf/domain/api-keys';
import { describeError } from '@pageshelf/domain/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public API's OpenAPI document (see `public-api-document.ts`). */
    publicApiDocument: FastifyInstance['swagger'];
  }
}

/** Where the public API is served on the product's origin. */
export const PUBLIC_API_PREFIX = '/v1';

const DESCRIPTION = `The Pageshelf library for tools and agents: apps, screens, flows, components, categories, search (by words and by picture), similar screens and collections.

**Authentication.** Every call carries an API key: \`Authorization: Bearer psk_…\`. Keys are made in Settings → API keys (Pro and Team). A key acts as its owner: the same plan, quotas and restricted-content rules. No cookie is read and no CSRF token is asked; the API sends no CORS headers, so call it from a server or a tool, not from a web page.

**Rate limits.** ${API_KEY_RATE_LIMITS.pro} requests a minute per key on Pro, ${API_KEY_RATE_LIMITS.team} on Team. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; a 429 carries \`Retry-After\`.

**Errors.** Every error answer has one JSON shape (\`ErrorBody\`) with a stable \`code\`: \`api_key_missing\` (401: no key, or something else than a key), \`api_key_invalid\` (401: an unknown or a revoked key), \`api_key_lapsed\` (403: its owner's plan has ended), \`api_key_not_allowed\` (403: the route takes no key), \`validation_failed\` (400, with \`issues\`), \`not_found\` (404), \`rate_limited\` (429).

**Images.** The addresses in \`image\` are relative to the product's origin (\`/media/…\`) and made for the key's owner: fetch them at \`/v1/media/…\` with the same key.`;

/** Registers the public document. Call before the routes, beside the internal document. */
export async function registerPublicApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    decorator: 'publicApiDocument',
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Pageshelf API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: PUBLIC_API_PREFIX, description: "On the product's own origin." }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'psk_…',
            description: 'An API key from Settings → API keys.',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: (input) => {
      const { route } = input;
      const schema = input.schema ?? {};
      if (route.config?.needs?.apiKeys !== true || schema.hide === true)
        return { schema: { ...schema, hide: true }, url: input.url };
      const response = { ...(schema.response as Record<string, unknown> | undefined) };
      // A wildcard (`/media/*`) is named: OpenAPI has no unnamed path parameter.
      const wildcard = input.url.endsWith('/*');
      const url = wildcard ? `${input.url.slice(0, -1)}{path}` : input.url;
      const params = wildcard
        ? z.object({
            path: z
              .string()
              .describe('The rest of an address of `image` after `/media/`: `{key}/full.webp?e=…&s=…`.'),
          })
        : schema.params;
      // An item asked by its id or slug may not exist.
      if (params !== undefined && response[404] === undefined)
        response[404] = errorBodySchema.describe(
          `\`not_found\`: ${describeError('not_found', { subject: 'Item' }).message}`,
        );
      return jsonSchemaTransform({ ...input, url, schema: { ...schema, params, response } });
    },
    transformObject: jsonSchemaTransformObject,
  });
}
