/**
 * The servers of the proxy benchmark (`proxy.ts`), each in a child process of its own so that each has
 * its own event loop, as deployed. `proxy-servers.ts <role> [upstream] [secret] [profile-dir]`, role:
 * - `stub`: the backend, a plain node:http server: `GET /small` (a small JSON object, like `/me`),
 *   `GET /large` (200 KB of JSON, like a page of the library) and `GET /slow` (small JSON after 100 ms, for
 *   the single-flight check); it counts the calls to each path and the distinct `authorization` headers;
 * - `stock`: `@fastify/http-proxy` in front of the stub, `/api/*` → `/*`, its defaults;
 * - `bff`: the BFF built by its own factory with the deployed server options (logger included) and the
 *   production configuration, the rate limit raised so the load is not refused (it is still counted).
 * Each sends `{ type: 'ready', url }` once it listens and answers `{ type: 'cpu' }` with the CPU time it
 * has used; the stub also answers `{ type: 'counts' }` and `{ type: 'reset' }` (the counts, zeroed first
 * for `reset`). Each closes and exits on `{ type: 'stop' }` or when the parent goes away. With a profile
 * directory, it records its CPU profile from ready to stop there.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/env.js';
import { deployedServerOptions } from '../src/server-options.js';

export type Role = 'stub' | 'stock' | 'bff';

/** Messages from the benchmark to a server. */
export type ToServer = { type: 'stop' } | { type: 'counts' } | { type: 'reset' } | { type: 'cpu' };
/** Messages from a server to the benchmark. */
export type FromServer =
  | { type: 'ready'; url: string }
  | { type: 'counts'; calls: Record<string, number>; callers: Record<string, number> }
  | { type: 'cpu'; micros: number };

/** A small answer, about the size of `/me`. */
const SMALL = Buffer.from(
  JSON.stringify({
    id: 7,
    email: 'ann@example.com',
    fullname: 'Ann Example',
    isPremium: false,
    planType: 'free',
    createdAt: '2025-01-31T12:00:00.000Z',
    role: 'user',
    teamId: null,
    teamSize: 1,
    searchLimit: 8,
    searchCount: 2,
  }),
);

/** About 200 KB of JSON: a page of screens. */
const LARGE = Buffer.from(
  JSON.stringify({
    items: Array.from({ length: 640 }, (_, index) => ({
      id: `0b6c4a52-3f1e-4f7a-9d2b-${String(index).padStart(12, '0')}`,
      app: { id: index % 40, name: `App ${index % 40}`, slug: `app-${index % 40}` },
      title: `Screen ${index}: onboarding, sign-in and settings of a design reference`,
      platform: index % 2 === 0 ? 'ios' : 'web',
      thumb: `/media/screens/${index}/thumb.webp`,
      tags: ['onboarding', 'form', 'list', 'card'],
      createdAt: '2025-01-31T12:00:00.000Z',
    })),
    nextCursor: 'eyJpZCI6NjQwfQ',
  }),
);

function startStub(): Promise<Server> {
  const calls: Record<string, number> = {};
  const callers: Record<string, Set<string>> = {};
  const answer = (response: ServerResponse, body: Buffer) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    calls[path] = (calls[path] ?? 0) + 1;
    const seen = callers[path] ?? new Set<string>();
    seen.add(request.headers.authorization ?? '');
    callers[path] = seen;
    request.resume();
    if (path === '/large') answer(response, LARGE);
    else if (path === '/slow') setTimeout(() => answer(response, SMALL), 100);
    else answer(response, SMALL);
  });
  process.on('message', (message: ToServer) => {
    if (message.type === 'reset') {
      for (const path of Object.keys(calls)) delete calls[path];
      for (const path of Object.keys(callers)) delete callers[path];
    }
    if (message.type === 'counts' || message.type === 'reset') {
      const distinct = Object.fromEntries(Object.entries(callers).map(([path, set]) => [path, set.size]));
      send({ type: 'counts', calls: { ...calls }, callers: distinct });
    }
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function startStock(upstream: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(proxy, { upstream, prefix: '/api', rewritePrefix: '' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

async function startBff(upstream: string, secret: string): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    API_URL: upstream,
    SESSION_KEYS: secret,
    // Far above the load, so no request is refused; the counting itself still runs on every request.
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: join(tmpdir(), 'pageshelf-bench-no-build'),
  });
  const app = buildApp(config, { serverOptions: deployedServerOptions(config) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

function send(message: FromServer): void {
  process.send?.(message);
}

/**
 * Profiles this process from now until it stops, then writes the profile into `dir` (a profile taken
 * with `--cpu-prof` would be mostly start-up: loading modules through tsx).
 */
async function profileInto(dir: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 250 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, `bff-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  };
}

const [role, upstream = '', secret = '', profileDir] = process.argv.slice(2) as [
  Role,
  string?,
  string?,
  string?,
];
let close: () => Promise<void>;
let url: string;
if (role === 'stub') {
  const server = await startStub();
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
} else {
  const app = role === 'stock' ? await startStock(upstream) : await startBff(upstream, secret);
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  close = () => app.close();
}
if (profileDir !== undefined) {
  const closeServer = close;
  const stopProfile = await profileInto(profileDir);
  close = async () => {
    await stopProfile();
    await closeServer();
  };
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await close();
  process.exit(0);
};
process.on('message', (message: ToServer) => {
  if (message.type === 'stop') void stop();
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  }
});
process.on('disconnect', () => void stop());
send({ type: 'ready', url });
