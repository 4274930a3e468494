/**
 * Rate limits of the `/api` surface, per client address (which follows TRUSTED_PROXIES):
 * - `api`: every `/api` route, RATE_LIMIT_PER_MINUTE (600) per minute;
 * - `magic-link`: `POST /api/_auth/magic-link`, RATE_LIMIT_MAGIC_LINK_MAX (10) per 15 minutes.
 * Counters live in memory, or in Redis when REDIS_URL is set so that several BFF instances share them.
 * A 429 carries Retry-After and the usual JSON error body. If Redis fails (down, or silent for
 * REDIS_COMMAND_TIMEOUT_MS, 250 ms), requests are let through rather than refused or held
 * (`rateLimitRedis` of `@pageshelf/server-kit/redis`), and they are counted again as soon as Redis answers.
 *
 * Register `rateLimitPlugin` inside the encapsulated context whose routes it limits: every route of that
 * context shares one counter per client.
 */
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import { HttpError } from '@pageshelf/http-errors';
import fastifyPlugin from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { BffConfig } from '../env.js';

export type RateLimitKind = 'api' | 'magic-link';

export type RateLimitPluginConfig = {
  readonly kind: RateLimitKind;
  readonly config: BffConfig;
  /** The shared store; null keeps the counters in this process. */
  readonly redis: Redis | null;
};

/** The @fastify/rate-limit options of one limit. */
export function rateLimitOptions({ kind, config, redis }: RateLimitPluginConfig): RateLimitPluginOptions {
  const { rateLimit: limits } = config;
  const window =
    kind === 'api'
      ? { max: limits.perMinute, timeWindow: 60_000 }
      : { max: limits.magicLinkMax, timeWindow: limits.magicLinkWindowMs };
  return {
    global: true,
    ...window,
    ...(redis === null ? {} : { redis, nameSpace: `${limits.redisPrefix}${kind}:` }),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new HttpError('rate_limited', { params: { after: `in ${context.after}` } }),
  };
}

export const rateLimitPlugin = fastifyPlugin<RateLimitPluginConfig>(
  async (app, options) => {
    await app.register(rateLimit, rateLimitOptions(options));
  },
  { name: 'pageshelf-rate-limit' },
);
