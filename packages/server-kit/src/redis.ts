/**
 * The Redis client both servers keep their rate-limit counters in (the BFF per address, the API per API
 * key), so that several instances share them. It never holds a request up: a command fails at once
 * while Redis is down (no offline queue) and after `REDIS_COMMAND_TIMEOUT_MS` when Redis is silent, and
 * the limits then run open. The client connects in the background (a server starts without Redis) and
 * reconnects within a second of Redis coming back; a silent Redis that answers again is simply used
 * again. Commands that failed are not sent again on reconnection: their requests were answered already.
 */
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Longest wait for one rate-limit command. A Redis that stops answering without closing its connections
 * (frozen, swapping, overloaded) then costs a request at most this before its limit runs open.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/** How long a server's start-up waits for Redis, so that limits count from the first request. */
export const REDIS_START_WAIT_MS = 1_000;

/** REDIS_URL: a redis:// or rediss:// URL, optional (counters stay in the process without one). */
export const redisUrl = () =>
  z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional();

/** The rate-limit store's client of `url`; `onError` hears every connection and command error. */
export function rateLimitRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  redis.on('error', onError);
  return redis;
}

/** Resolves once `redis` is ready, or after `ms` (true when ready). */
export async function readyWithin(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<boolean>((resolve) => {
    redis.once('ready', () => resolve(true));
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await ready;
  clearTimeout(timer);
  return result;
}
