/**
 * Test helpers: a stub backend (a plain node:http server on port 0 that records every request and can be
 * told how to answer), a configuration builder, sealed session cookies and Set-Cookie parsing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { type BffConfig, loadConfig } from '../src/env.js';
import { SessionSeal } from '../src/lib/session-seal.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';

/** The session key of test apps (SESSION_KEYS). */
export const TEST_SESSION_KEY = 'test-session-key-with-at-least-32-characters';
export const ORIGIN = 'http://localhost:3000';

/** A request as the stub backend received it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** How the stub answers one request. */
export type StubHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export interface StubUpstream {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers requests whose `METHOD /path` (no query) matches `route`; `*` matches any. */
  on(route: string, handler: StubHandler): void;
  /** Forgets the recorded requests and the answers set with `on`. */
  reset(): void;
  close(): Promise<void>;
}

/** Sends a JSON answer. */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(text);
}

/** Waits `ms` milliseconds. */
/** A promise and the function that settles it. */
export function deferred(): { readonly promise: Promise<void>; readonly resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function readAll(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * The usual life of a test file's stub backend: started once (handed over by `started`), its routes and
 * records reset before each test, closed at the end; the app under test (`app()`) closed after each test.
 */
export function withStubUpstream(file: {
  started: (upstream: StubUpstream) => void;
  app: () => FastifyInstance | undefined;
}): void {
  let upstream: StubUpstream | undefined;
  beforeAll(async () => {
    upstream = await startStubUpstream();
    file.started(upstream);
  });
  afterAll(async () => {
    await upstream?.close();
  });
  beforeEach(() => {
    upstream?.reset();
  });
  afterEach(async () => {
    await file.app()?.close();
  });
}

/** Starts a stub backend. Unmatched requests get a JSON echo of what was received. */
export async function startStubUpstream(): Promise<StubUpstream> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, StubHandler>();
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readAll(request);
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      const path = recorded.url.split('?')[0];
      const handler = routes.get(`${recorded.method} ${path}`) ?? routes.get('*');
      if (handler) await handler(recorded, response);
      else json(response, 200, { method: recorded.method, url: recorded.url, body });
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on: (route, handler) => {
      routes.set(route, handler);
    },
    reset: () => {
      requests.length = 0;
      routes.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends a raw GET over a real socket (inject and URL-parsing clients would resolve `..` and `%2e%2e`
 * before the app sees them). The app must be listening.
 */
export function rawRequest(
  app: FastifyInstance,
  path: string,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method }, (response) => {
      void readAll(response).then((body) =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * Sends raw bytes over a socket and reads the answer the server sends before it closes the connection
 * (for requests Node's parser refuses, which no HTTP client would send). The app must be listening.
 */
export function rawExchange(
  app: FastifyInstance,
  bytes: string,
): Promise<{ status: number; head: string; body: string }> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server closes the connection as soon as it has answered, maybe before reading all it was sent.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const at = text.indexOf('\r\n\r\n');
      if (at === -1) {
        reject(new Error(`no answer: ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const head = text.slice(0, at);
      resolve({ status: Number(head.split(' ')[1]), head, body: text.slice(at + 4) });
    });
  });
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A configuration for tests: the stub backend, a test secret, no build unless given. */
export function testConfig(env: Record<string, string | undefined> = {}): BffConfig {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_KEYS: TEST_SESSION_KEY,
    WEB_DIST_DIR: join(tmpdir(), 'pageshelf-bff-no-build'),
    WEB_SERVER_ENTRY: join(tmpdir(), 'pageshelf-bff-no-build', 'entry-server.js'),
    ...env,
  });
}

/** Builds the app for a stub backend and readies it. */
export async function testApp(
  upstream: StubUpstream | string,
  env: Record<string, string | undefined> = {},
  deps: AppDeps = {},
): Promise<FastifyInstance> {
  const app = buildApp(
    testConfig({ API_URL: typeof upstream === 'string' ? upstream : upstream.url, ...env }),
    deps,
  );
  await app.ready();
  return app;
}

/** Seconds since the epoch, as session cookies count them. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** A session cookie's value holding `token`, sealed like the BFF seals it, with `keys` (newest first). */
export function sealedSession(
  token: string,
  {
    keys = [TEST_SESSION_KEY],
    issuedAt = nowSeconds(),
  }: { keys?: readonly string[]; issuedAt?: number } = {},
): string {
  return new SessionSeal(keys, 90 * 24 * 60 * 60).seal(token, issuedAt);
}

/** The `Cookie` header value of a session holding `token`, sealed like the BFF seals it, with `key`. */
export function sessionCookie(token: string, key = TEST_SESSION_KEY): string {
  return `${SESSION_COOKIE}=${sealedSession(token, { keys: [key] })}`;
}

/** One parsed Set-Cookie header. */
export interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly attributes: Record<string, string | true>;
}

/** Parses the Set-Cookie headers of a response. */
export function setCookies(header: string | string[] | undefined): SetCookie[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attribute of rest) {
      const at = attribute.indexOf('=');
      if (at === -1) attributes[attribute.toLowerCase()] = true;
      else attributes[attribute.slice(0, at).toLowerCase()] = attribute.slice(at + 1);
    }
    return { name: pair.slice(0, eq), value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  });
}

/** The Set-Cookie of `name`, if any. */
export function cookieNamed(header: string | string[] | undefined, name: string): SetCookie | undefined {
  return setCookies(header).find((cookie) => cookie.name === name);
}

/** Whether a Set-Cookie removes its cookie (an expiry in the past). */
export function isCleared(cookie: SetCookie | undefined): boolean {
  if (cookie === undefined) return false;
  const expires = cookie.attributes.expires;
  return (
    cookie.attributes['max-age'] === '0' || (typeof expires === 'string' && Date.parse(expires) < Date.now())
  );
}

/** A temporary directory, removed by the returned function. */
export async function tempDir(prefix: string): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** A user as the backend describes it. */
export function backendUser(overrides: Record<string, unknown> = {}) {
  return {
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
    ...overrides,
  };
}

/** A session token of the shape the backend hands out. */
export const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
