/**
 * The per-key rate limit of calls made with API keys (`apiKeyRateLimit` of the domain: 60 a minute on
 * Pro, 300 on Team), counted per key whatever address it comes from, with the IETF draft's
 * `RateLimit-Limit` / `RateLimit-Remaining` / `RateLimit-Reset` headers on every answer and `Retry-After`
 * on a 429. Calls with a session, and visitors, are not counted here: the BFF limits them per address.
 *
 * Counters live in Redis when REDIS_URL is set, so that several API instances share them (else in this
 * process); if Redis fails, calls are let through rather than refused or held (`skipOnError`).
 *
 * Registered after the viewer hook (it reads `request.actor`) and before the routes it limits.
 */
import rateLimit from '@fastify/rate-limit';
import { API_KEY_RATE_WINDOW_MS, apiKeyRateLimit } from '@pageshelf/domain/api-keys';
import { HttpError } from '@pageshelf/http-errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { isInnerCall } from '../mcp/api-client.js';

/** The key a call presented, if it presented one. */
function keyIdOf(request: FastifyRequest): number | null {
  const { actor } = request;
  return actor?.kind === 'user' && actor.credential.kind === 'api-key' ? actor.credential.id : null;
}

/** A Redis shared by the API instances, and the prefix of the counters' keys in it. */
export interface RateLimitStore {
  readonly redis: Redis;
  readonly prefix: string;
}

/** The prefix of the API's counters in a Redis the BFF may share. */
export const API_KEY_RATE_PREFIX = 'pageshelf:api:api-key-rate:';

export async function registerApiKeyRateLimit(
  app: FastifyInstance,
  store: RateLimitStore | null,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // After the viewer hook (a global onRequest hook, which runs before the routes' own).
    hook: 'onRequest',
    // A tool's own calls in this process are parts of one `/mcp` call, counted once.
    allowList: (request) => keyIdOf(request) === null || isInnerCall(request),
    keyGenerator: (request) => `key:${keyIdOf(request)}`,
    max: (request) => {
      const { actor } = request;
      // A key's owner is Pro or Team (the viewer hook refused a lapsed one before this runs).
      return actor.kind === 'user' ? (apiKeyRateLimit(actor.user.entitlement.planType) ?? 0) : 0;
    },
    timeWindow: API_KEY_RATE_WINDOW_MS,
    enableDraftSpec: true,
    ...(store === null ? {} : { redis: store.redis, nameSpace: store.prefix }),
    // A Redis down or silent (`rateLimitRedis` gives up after 250 ms) lets the call through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError('rate_limited', { params: { after: `in ${context.after}` } }),
  });
}
