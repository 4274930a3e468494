/**
 * Capture started from the product (issue 31): who may start a run (the policy's `capture` access), how
 * many (one at a time, ten a day), the worker that takes a run (once, however many instances ask) and
 * captures it into the library with its progress and summary, and the guard that keeps the server's
 * browser out of the network it runs in (the run's addresses, and every request of the pages).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptureRun } from '@pageshelf/contracts/captures';
import { CAPTURE_DAILY_RUNS } from '@pageshelf/domain/capture';
import { publicAddressGuard } from '@pageshelf/library/capture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptureWorker } from '../src/services/capture-worker.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The product captured, on 127.0.0.1; its pages ask for a picture on 127.0.0.2, "inside the network". */
const inside: string[] = [];
let outsideBase: string;
let insideBase: string;
let site: Server;
let insideServer: Server;

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title><style>body{font-family:sans-serif;margin:0;padding:32px}</style></head><body>${body}</body></html>`;

function answer(request: IncomingMessage): { status: number; headers: Record<string, string>; body: string } {
  const html = (body: string, status = 200) => ({
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
  });
  switch ((request.url ?? '/').split('?')[0]) {
    case '/':
      return html(
        page(
          'Orbit — Plans & pricing',
          `<h1>Orbit pricing</h1><p>Team costs 12 dollars a month</p><a href="/about">About</a>
           <img src="${insideBase}/secret.png" alt=""><a href="/inward">Admin</a>`,
        ),
      );
    case '/about':
      return html(page('About Orbit', '<h1>Our story</h1><p>Made in Lisbon since 2020.</p>'));
    case '/inward':
      return { status: 302, headers: { location: `${insideBase}/admin` }, body: '' };
    default:
      return html(page('Not found', '<h1>Not found</h1>'), 404);
  }
}

let root: string;
let api: TestApi;
let owner: string;
let free: string;
let admin: string;

beforeAll(async () => {
  site = createServer((request, response) => {
    const { status, headers, body } = answer(request);
    response.writeHead(status, headers).end(body);
  });
  insideServer = createServer((request, response) => {
    inside.push(request.url ?? '/');
    response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>internal</h1>');
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  await new Promise<void>((done) => insideServer.listen(0, '127.0.0.2', done));
  outsideBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  insideBase = `http://127.0.0.2:${(insideServer.address() as AddressInfo).port}`;
  root = await mkdtemp(join(tmpdir(), 'pageshelf-capture-runs-'));
  // The site is served on loopback, so the service lets private addresses through (the operator's
  // CAPTURE_PRIVATE_ADDRESSES=allow); the worker's browser below still refuses 127.0.0.2.
  api = await startTestApi({ mediaDir: join(root, 'media'), capture: { available: true, guard: null } });
  owner = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
  admin = (await signIn(api.app, 'admin@pageshelf.dev')).authorization;
}, 60_000);

afterAll(async () => {
  await api?.close();
  for (const server of [site, insideServer]) {
    server?.closeAllConnections();
    await new Promise((done) => server?.close(done));
  }
  await rm(root, { recursive: true, force: true });
});

const start = (authorization: string | undefined, payload: Record<string, unknown>) =>
  api.app.inject({
    method: 'POST',
    url: '/captures',
    payload,
    headers: authorization ? { authorization } : {},
  });

/** A worker of this API whose browser refuses 127.0.0.2 as a public guard refuses a private network. */
const worker = (name = 'a') => {
  const guard = async (url: URL) =>
    url.hostname === '127.0.0.2' ? 'is on a private network, not the internet' : null;
  const made = new CaptureWorker({
    runs: api.container.captureRuns,
    writer: api.container.libraryWriter,
    store: api.container.mediaStore,
    clock: api.clock,
    chromePath: CHROME,
    guard,
  });
  Object.defineProperty(made, 'id', { value: `test-${name}` });
  return made;
};

describe('who may capture', () => {
  it('is an administrator or a Pro workspace owner; visitors sign in, others are told who may', async () => {
    const body = { app: 'Orbit', site: outsideBase };
    expect((await start(undefined, body)).statusCode).toBe(401);
    const refused = await start(free, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'capture_not_allowed',
      message: 'Capturing is for administrators and the owners of a Pro or Team workspace',
    });
    const list = await api.app.inject({ method: 'GET', url: '/captures', headers: { authorization: owner } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ items: [] });
  });

  it('refuses an owner who is no longer one', async () => {
    const db = api.container.database.db;
    await db
      .updateTable('users')
      .set({ team_role: 'member' })
      .where('email', '=', 'pro@pageshelf.dev')
      .execute();
    try {
      const refused = await start(owner, { app: 'Orbit', site: outsideBase });
      expect(refused.json().code).toBe('capture_not_allowed');
    } finally {
      await db
        .updateTable('users')
        .set({ team_role: 'owner' })
        .where('email', '=', 'pro@pageshelf.dev')
        .execute();
    }
  });

  it('names what is wrong in a bad request, and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ app: 'Orbit' }, 'body.site'],
      [{ app: '!!!', site: outsideBase }, 'body.app'],
      [{ app: 'Orbit', site: 'ftp://example.com' }, 'body.site'],
      [{ app: 'Orbit', site: outsideBase, crawl: 3 }, 'body.crawl'],
      [{ app: 'Orbit', site: outsideBase, maxPages: 21 }, 'body.maxPages'],
      [{ app: 'Orb\u0000it', site: outsideBase }, 'body.app'],
    ];
    for (const [payload, path] of cases) {
      const response = await start(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().issues)).toContain(path);
    }
    expect(await api.container.database.db.selectFrom('capture_runs').select('id').execute()).toEqual([]);
  });
});

describe('a run started in the product', () => {
  let run: CaptureRun;

  it('waits for a worker, one at a time per account', async () => {
    const started = await start(owner, { app: 'Orbit', site: outsideBase, crawl: 1, maxPages: 5 });
    expect(started.statusCode, started.body).toBe(202);
    run = started.json();
    expect(run).toMatchObject({
      app: { title: 'Orbit', slug: 'orbit' },
      site: `${outsideBase}/`,
      status: 'queued',
      crawl: 1,
      maxPages: 5,
      summary: null,
      requestedBy: 'pro@pageshelf.dev',
    });
    const second = await start(owner, { app: 'Other', site: outsideBase });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'capture_in_progress',
      message: 'Your capture of Orbit is still running: start the next one when it has finished',
    });
  });

  it('is taken by one worker of two, captured, and summed up; the pages never reach inside the network', async () => {
    const [a, b] = [worker('a'), worker('b')];
    a.wake();
    b.wake();
    await Promise.all([a.idle(), b.idle()]);
    const followed = await api.app.inject({
      method: 'GET',
      url: `/captures/${run.id}`,
      headers: { authorization: owner },
    });
    expect(followed.statusCode).toBe(200);
    const done: CaptureRun = followed.json();
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    // The home page and About (the crawl's one step); the redirect inward failed with its reason.
    expect(done.summary).toMatchObject({ pages: 2, added: 6, updated: 0, unchanged: 0, appVersion: 1 });
    expect(done.summary?.failed).toEqual([
      {
        address: `${outsideBase}/inward`,
        message: `was sent on to ${insideBase}/admin, which is on a private network, not the internet`,
      },
    ]);
    expect(done.progress.done).toBeGreaterThanOrEqual(2);
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();
    const row = await api.container.database.db
      .selectFrom('capture_runs')
      .select(['worker', 'attempts'])
      .where('uuid', '=', run.id)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(['test-a', 'test-b']).toContain(row.worker);
    // Neither the picture nor the redirect's target was asked of the inside server.
    expect(inside).toEqual([]);

    const screens = await api.app.inject({
      method: 'GET',
      url: '/apps/orbit/screens?limit=10',
      headers: { authorization: owner },
    });
    expect(screens.json().items).toHaveLength(6);
  }, 90_000);

  it('lists an owner their own runs and an administrator everyone’s', async () => {
    const mine = await api.app.inject({ method: 'GET', url: '/captures', headers: { authorization: owner } });
    expect(mine.json().items.map((item: CaptureRun) => item.id)).toEqual([run.id]);
    const all = await api.app.inject({ method: 'GET', url: '/captures', headers: { authorization: admin } });
    expect(all.json().items.map((item: CaptureRun) => item.requestedBy)).toEqual(['pro@pageshelf.dev']);
    const theirs = await api.app.inject({
      method: 'GET',
      url: `/captures/${run.id}`,
      headers: { authorization: admin },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it(`allows ${CAPTURE_DAILY_RUNS} runs a day, then says when the next one fits`, async () => {
    const db = api.container.database.db;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'pro@pageshelf.dev')
      .executeTakeFirstOrThrow();
    const now = api.clock.now().getTime();
    await db
      .insertInto('capture_runs')
      .values(
        Array.from({ length: CAPTURE_DAILY_RUNS - 1 }, (_, index) => ({
          uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
          requested_by: user.id,
          app_title: 'Orbit',
          app_slug: 'orbit',
          site: outsideBase,
          addresses: '[]',
          crawl: 0,
          max_pages: 1,
          status: 'done' as const,
          created_at: new Date(now - (index + 1) * 60_000),
        })),
      )
      .execute();
    const refused = await start(owner, { app: 'Orbit', site: outsideBase });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'capture_limit_reached',
      message: 'You can start 10 captures a day. Start the next one tomorrow',
    });
    // The oldest of the ten was started nine minutes ago: the next run fits a day after it.
    expect(Number(refused.headers['retry-after'])).toBe(24 * 60 * 60 - 9 * 60);
    await db.deleteFrom('capture_runs').where('app_title', '=', 'Orbit').where('max_pages', '=', 1).execute();
  });
});

describe('a worker that stops', () => {
  it('leaves its run to another once its beat is two minutes old, twice at most', async () => {
    const started = await start(admin, { app: 'Relay', addresses: [`${outsideBase}/about`] });
    expect(started.statusCode).toBe(202);
    const runs = api.container.captureRuns;
    const at = () => api.clock.now();
    const stale = () => new Date(at().getTime() - 2 * 60_000);
    const first = await runs.claim('gone-1', at(), stale());
    expect(first?.uuid).toBe(started.json().id);
    expect(await runs.claim('other', at(), stale())).toBeUndefined();
    api.clock.advance(2 * 60_000 + 1);
    const again = await runs.claim('gone-2', at(), stale());
    expect(again).toMatchObject({ uuid: started.json().id, worker: 'gone-2', attempts: 2 });
    // The first worker's late report is not taken.
    expect(await runs.beat(again?.id as number, 'gone-1', { done: 1, total: 1 }, at())).toBe(false);
    api.clock.advance(2 * 60_000 + 1);
    expect(await runs.claim('third', at(), stale())).toBeUndefined();
    const failed = await api.app.inject({
      method: 'GET',
      url: `/captures/${started.json().id}`,
      headers: { authorization: admin },
    });
    expect(failed.json()).toMatchObject({
      status: 'failed',
      error: 'The server capturing it stopped before it finished, twice: start it again',
    });
  });
});

describe('addresses inside the network', () => {
  it('are refused when a run is asked for, with the reason', async () => {
    const guarded = await startTestApi({
      mediaDir: join(root, 'guarded'),
      capture: {
        available: true,
        guard: publicAddressGuard(async (host) =>
          host === 'intranet.example.com' ? ['10.0.0.8'] : ['93.184.215.14'],
        ),
      },
    });
    try {
      const authorization = (await signIn(guarded.app, 'admin@pageshelf.dev')).authorization;
      const ask = (payload: Record<string, unknown>) =>
        guarded.app.inject({ method: 'POST', url: '/captures', payload, headers: { authorization } });
      for (const [address, reason] of [
        ['http://169.254.169.254/latest/meta-data/', 'is on a private network, not the internet'],
        ['http://localhost:4000/health', 'is on this server, not the internet'],
        ['https://intranet.example.com/', 'is on a private network, not the internet'],
      ] as const) {
        const refused = await ask({ app: 'Probe', addresses: [address] });
        expect(refused.statusCode, address).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'capture_address_refused',
          message: `${address} ${reason}`,
        });
      }
      expect((await ask({ app: 'Example', site: 'https://example.com/' })).statusCode).toBe(202);
    } finally {
      await guarded.close();
    }
  });
});

describe('a server without Chromium', () => {
  it('refuses to start a run', async () => {
    const without = await startTestApi({ capture: { available: false, guard: null } });
    try {
      const authorization = (await signIn(without.app, 'admin@pageshelf.dev')).authorization;
      const refused = await without.app.inject({
        method: 'POST',
        url: '/captures',
        payload: { app: 'Orbit', site: outsideBase },
        headers: { authorization },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('capture_unavailable');
    } finally {
      await without.close();
    }
  });
});
