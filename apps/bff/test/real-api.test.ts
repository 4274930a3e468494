/**
 * The BFF in front of the real backend service (apps/api, built, on an embedded PGlite in a temp
 * directory), spoken to over HTTP as in production.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { closedPort, cookieNamed, isCleared, ORIGIN, testApp } from './helpers.js';

const API_ENTRY = fileURLToPath(new URL('../../api/dist/server.js', import.meta.url));
let api: ChildProcess;
let apiUrl: string;
let dataDir: string;
let app: FastifyInstance;

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the API did not answer at ${url}`);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'pageshelf-bff-real-'));
  const port = await closedPort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = spawn(process.execPath, [API_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_PORT: String(port),
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      MEDIA_DIR: join(dataDir, 'media'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(apiUrl, Date.now() + 30_000);
  app = await testApp(apiUrl, { TRUSTED_PROXIES: 'loopback' });
}, 40_000);

afterAll(async () => {
  await app?.close();
  api?.kill('SIGTERM');
  await new Promise((resolve) => api?.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(email: string, expected: { newAccount?: boolean } = {}) {
  const agent = supertest.agent(app.server);
  const requested = await agent.post('/api/_auth/magic-link').set('origin', ORIGIN).send({ email });
  expect(requested.status).toBe(200);
  const outbox = await agent.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const link: string = outbox.body.messages[0].link;
  const verified = await agent
    .post('/api/_auth/verify')
    .set('origin', ORIGIN)
    .send({ token: link.split('/magic/')[1] });
  expect(verified.status).toBe(200);
  expect(verified.body).toMatchObject({ authenticated: true, user: { email }, ...expected });
  expect(JSON.stringify(verified.body)).not.toMatch(/"token"/);
  return agent;
}

describe('BFF + real API', () => {
  it('keeps the session in a sealed cookie the API does not take as a bearer', async () => {
    const agent = supertest.agent(app.server);
    const email = 'sealed@example.com';
    await agent.post('/api/_auth/magic-link').set('origin', ORIGIN).send({ email });
    const outbox = await agent.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
    const link: string = outbox.body.messages[0].link;
    const verified = await agent
      .post('/api/_auth/verify')
      .set('origin', ORIGIN)
      .send({ token: link.split('/magic/')[1] });
    const sealed = cookieNamed(verified.headers['set-cookie'], SESSION_COOKIE)?.value ?? '';
    expect(sealed).not.toBe('');
    expect((await agent.get('/api/me')).status).toBe(200);
    // Whoever copies the cookie cannot go round the BFF with it: the API does not know it.
    // (A signed cookie was `<token>.<signature>`: its first part was the bearer itself.)
    for (const bearer of [sealed, encodeURIComponent(sealed), ...sealed.split(/[.;:]/)]) {
      if (bearer === '') continue;
      const direct = await fetch(`${apiUrl}/me`, { headers: { authorization: `Bearer ${bearer}` } });
      expect(direct.status, bearer).toBe(401);
    }
  });

  it('signs in by magic link, carries the session to /api/me, and signs out', async () => {
    const agent = await signIn('traveller@example.com');
    const me = await agent.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: 'traveller@example.com', planType: 'free', searchLimit: 8 });
    expect((await agent.get('/api/_auth/session')).body).toMatchObject({ authenticated: true });
    expect((await agent.delete('/api/_auth/session').set('origin', ORIGIN)).status).toBe(204);
    expect((await agent.get('/api/me')).status).toBe(401);
  });

  it('answers 490 to the older session after a sign-in elsewhere, and clears its cookie', async () => {
    // The first sign-in of the address created the account; the second says it did not.
    const first = await signIn('shared@example.com', { newAccount: true });
    await signIn('shared@example.com', { newAccount: false });
    const stale = await first.get('/api/me');
    expect(stale.status).toBe(490);
    expect(stale.body.code).toBe('session_replaced');
    expect(isCleared(cookieNamed(stale.headers['set-cookie'], SESSION_COOKIE))).toBe(true);
    expect((await first.get('/api/_auth/session')).body).toEqual({ authenticated: false, user: null });
  });

  it("counts a visitor's views where the content is served: the 25th is refused, whatever the cookies and User-Agent", async () => {
    // A fresh agent each time: no device cookie, no counter cookie survives; the activity ping is never sent.
    const view = (n: number) =>
      supertest(app.server)
        .get(n % 2 === 0 ? '/api/screens' : '/api/flows')
        .set('user-agent', `Mozilla/5.0 Test Browser/${n}`);
    for (let n = 1; n <= 24; n += 1) expect((await view(n)).status, `view ${n}`).toBe(200);
    const over = await view(25);
    expect(over.status).toBe(401);
    expect(over.body).toMatchObject({ code: 'sign_in_to_browse', message: 'Sign in to continue browsing' });
    const state = await supertest(app.server).get('/api/me/activity?action=record_count');
    expect(state.body).toMatchObject({ visit_limit: 24, exceeded: true });
    expect(Number(cookieNamed(state.headers['set-cookie'], 'visit_count')?.value)).toBeGreaterThan(24);
  });

  it('keeps the search quota on the server and mirrors it in search_data', async () => {
    const agent = await signIn('searcher@example.com');
    const searched = await agent.get('/api/search?q=anything');
    expect(searched.status).toBe(200);
    expect(searched.body).not.toHaveProperty('quota');
    const mirror = cookieNamed(searched.headers['set-cookie'], 'search_data');
    expect(JSON.parse(mirror?.value ?? '{}')).toMatchObject({ count: 1 });
    // A search in the grid spends one too, and says so the same way.
    const grid = await agent.get('/api/screens?text_in_screen=sign');
    expect(grid.status).toBe(200);
    expect(JSON.parse(cookieNamed(grid.headers['set-cookie'], 'search_data')?.value ?? '{}')).toMatchObject({
      count: 2,
    });
    const standing = await agent.get('/api/me/activity?action=sync_visit_count');
    expect(standing.body.search).toMatchObject({ count: 2, limit: 8, remaining: 6 });
    // A visitor of its own address (the BFF believes X-Forwarded-For from its trusted proxies).
    const visitor = await supertest(app.server)
      .get('/api/search?q=anything')
      .set('x-forwarded-for', '198.51.100.9');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Sign in to continue searching');
  });
});
