/**
 * The rate-limit store stalls or goes away: the BFF keeps answering. A Redis server of the test's own
 * (on a free port, never the shared one) is frozen with SIGSTOP and thawed with SIGCONT, then stopped with
 * SIGTERM and started again. Throughout, every /api request is answered within a second, the limits run
 * open while Redis cannot count, and they count again once it is back.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { REDIS_COMMAND_TIMEOUT_MS, rateLimitRedis } from '@pageshelf/server-kit/redis';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type StubUpstream, startStubUpstream, tempDir, testApp } from './helpers.js';

/** A redis-server binary (Debian's package); without one the file is skipped, saying so. */
const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) =>
  existsSync(path),
);
const LIMIT = 3;

let upstream: StubUpstream;
let port: number;
let dir: { path: string; remove: () => Promise<void> };
let server: ChildProcess | undefined;
let redis: Redis;
let app: FastifyInstance;

/** Starts redis-server on `port`, without persistence, and waits until it accepts connections. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir.path],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (text: string) => {
      output += text;
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  return child;
}

async function stopRedis(): Promise<void> {
  if (server === undefined || server.exitCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGCONT');
  server.kill('SIGTERM');
  await exited;
}

/** `count` GETs of /api/init from `address`, one after the other: their statuses and the slowest's time. */
async function calls(address: string, count: number): Promise<{ statuses: number[]; slowestMs: number }> {
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/init', remoteAddress: address });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    statuses.push(response.statusCode);
  }
  return { statuses, slowestMs };
}

const counted = [...Array<number>(LIMIT).fill(200), 429];
const open = Array<number>(LIMIT + 2).fill(200);

describe.skipIf(REDIS_SERVER === undefined)("rate limits in Redis (a redis-server of the test's own)", () => {
  beforeAll(async () => {
    upstream = await startStubUpstream();
    dir = await tempDir('pageshelf-bff-redis-');
    port = await closedPort();
    server = await startRedis();
    redis = rateLimitRedis(`redis://127.0.0.1:${port}`, () => undefined);
    await once(redis, 'ready');
    app = await testApp(
      upstream,
      {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        RATE_LIMIT_REDIS_PREFIX: `pageshelf:bff:outage:${randomUUID()}:`,
      },
      { redis },
    );
  }, 20_000);

  afterAll(async () => {
    await app?.close();
    redis?.disconnect();
    await stopRedis();
    await upstream?.close();
    await dir?.remove();
  });

  it('wait at most 250 ms for one Redis command', () => {
    expect(REDIS_COMMAND_TIMEOUT_MS).toBeLessThanOrEqual(250);
    expect(redis.options.commandTimeout).toBe(REDIS_COMMAND_TIMEOUT_MS);
  });

  it('count while Redis answers', async () => {
    expect((await calls('198.51.100.10', LIMIT + 1)).statuses).toEqual(counted);
  });

  it('run open, answering every request within a second, while Redis is frozen, and count again once it thaws', async () => {
    server?.kill('SIGSTOP');
    try {
      const frozen = await calls('198.51.100.11', LIMIT + 2);
      expect(frozen.statuses).toEqual(open);
      expect(frozen.slowestMs).toBeLessThan(1_000);
    } finally {
      server?.kill('SIGCONT');
    }
    const thawed = await calls('198.51.100.12', LIMIT + 1);
    expect(thawed.statuses).toEqual(counted);
    expect(thawed.slowestMs).toBeLessThan(1_000);
  });

  it('do not hold up the start of a BFF while Redis is frozen, nor its requests', async () => {
    server?.kill('SIGSTOP');
    let starting: FastifyInstance | undefined;
    try {
      // The BFF's own client this time: the app connects it in the background.
      starting = await testApp(upstream, {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
      });
      const started = performance.now();
      const response = await starting.inject({ method: 'GET', url: '/api/init' });
      expect(response.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      server?.kill('SIGCONT');
      await starting?.close();
    }
  });

  it('run open, answering every request within a second, while Redis is stopped, and count again once it is started', async () => {
    await stopRedis();
    const stopped = await calls('198.51.100.13', LIMIT + 2);
    expect(stopped.statuses).toEqual(open);
    expect(stopped.slowestMs).toBeLessThan(1_000);

    server = await startRedis();
    if (redis.status !== 'ready') await once(redis, 'ready');
    const restarted = await calls('198.51.100.14', LIMIT + 1);
    expect(restarted.statuses).toEqual(counted);
    expect(restarted.slowestMs).toBeLessThan(1_000);
  });
});
