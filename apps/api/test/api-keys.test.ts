/**
 * API keys (issue 30): made by Pro and Team members and shown once, listed without the key, revoked at
 * once; a key acts as its owner on the routes that take keys (the library and collections) and nowhere
 * else; a lapsed owner's key is refused with a 403 that says why; calls are limited per key by plan.
 */
import { randomUUID } from 'node:crypto';
import { describeError } from '@pageshelf/domain/errors';
import { rateLimitRedis, readyWithin } from '@pageshelf/server-kit/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { hashToken } from '../src/lib/tokens.js';
import { loadFixtureLibrary } from './support/fixture-library.js';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
let pro: string;
let free: string;

beforeAll(async () => {
  api = await startTestApi();
  await loadFixtureLibrary(api.container);
  pro = (await signIn(api.app, 'pro@pageshelf.dev')).authorization;
  free = (await signIn(api.app, 'free@pageshelf.dev')).authorization;
});
afterAll(async () => api?.close());

type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';

async function call(method: Method, url: string, authorization?: string, payload?: unknown) {
  const response = await api.app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body ? response.json() : null,
  };
}

/** Makes a key as `authorization` and answers `Bearer <key>` with the answer's body. */
async function makeKey(authorization: string, name = 'Claude Desktop') {
  const made = await call('POST', '/me/api-keys', authorization, { name });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { ...made.body, bearer: `Bearer ${made.body.key}` } as {
    id: number;
    key: string;
    hint: string;
    bearer: string;
  };
}

let accounts = 0;
/** A new account that pays for `plan` in test mode, signed in. */
async function paidAccount(plan: 'pro-monthly' | 'team-monthly') {
  accounts += 1;
  const email = `keys${accounts}@example.com`;
  const { authorization } = await signIn(api.app, email);
  const started = await call('POST', '/billing/checkout', authorization, {
    plan,
    ...(plan === 'team-monthly' ? { seats: 2 } : {}),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const session = new URL(started.body.url, 'http://x').searchParams.get('session') ?? '';
  const completed = await call('POST', `/billing/checkout/${session}/complete`, authorization);
  expect(completed.status, JSON.stringify(completed.body)).toBe(200);
  return { email, authorization };
}

describe('making, listing and revoking keys', () => {
  it('shows a Pro member the key once, keeps only its hash, and lists it without the key', async () => {
    const made = await makeKey(pro, '  Cursor  ');
    expect(made.key).toMatch(/^psk_[0-9A-Za-z]{40}$/);
    expect(made).toMatchObject({ name: 'Cursor', hint: `psk_…${made.key.slice(-4)}`, lastUsedAt: null });

    const row = await api.container.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hashToken(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key.slice(4));

    const listed = await call('GET', '/me/api-keys', pro);
    expect(listed.status).toBe(200);
    const item = listed.body.items.find((key: { id: number }) => key.id === made.id);
    expect(item).toEqual({
      id: made.id,
      name: 'Cursor',
      hint: made.hint,
      createdAt: api.clock.now().toISOString(),
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(made.key);
  });

  it('refuses a free member (the paywall) and a visitor, but lists a free member their (no) keys', async () => {
    const byFree = await call('POST', '/me/api-keys', free, { name: 'Agent' });
    expect(byFree.status).toBe(403);
    expect(byFree.body.code).toBe('premium_required');
    const byVisitor = await call('POST', '/me/api-keys', undefined, { name: 'Agent' });
    expect(byVisitor.status).toBe(401);
    expect((await call('GET', '/me/api-keys', free)).body).toEqual({ items: [] });
    expect((await call('GET', '/me/api-keys')).status).toBe(401);
  });

  it('names what is wrong with a name: empty, too long, a NUL, not text, or another field', async () => {
    const cases: [unknown, string][] = [
      [{ name: '   ' }, 'name must not be empty'],
      [{ name: 'x'.repeat(61) }, 'name must be at most 60 characters'],
      [{ name: 'a\u0000b' }, 'body.name: must not contain a NUL character (U+0000)'],
      [{ name: 42 }, 'name must be text'],
      [{ name: 'Agent', scopes: ['all'] }, 'scopes'],
    ];
    for (const [payload, text] of cases) {
      const refused = await call('POST', '/me/api-keys', pro, payload);
      expect(refused.status, JSON.stringify(payload)).toBe(400);
      expect(refused.body.code).toBe('validation_failed');
      expect(refused.body.message).toContain(text);
    }
  });

  it('revokes a key at once; the next call with it is refused, and it cannot be revoked twice', async () => {
    const made = await makeKey(pro, 'Revoked soon');
    expect((await call('GET', '/screens?limit=1', made.bearer)).status).toBe(200);
    expect((await call('DELETE', `/me/api-keys/${made.id}`, pro)).status).toBe(204);

    const refused = await call('GET', '/screens?limit=1', made.bearer);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      code: 'api_key_invalid',
      message: describeError('api_key_invalid').message,
    });
    const again = await call('DELETE', `/me/api-keys/${made.id}`, pro);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('API key not found');
    expect(
      (await call('GET', '/me/api-keys', pro)).body.items.map((key: { id: number }) => key.id),
    ).not.toContain(made.id);
  });

  it("does not let one member see or revoke another's key", async () => {
    const other = await paidAccount('pro-monthly');
    const theirs = await makeKey(other.authorization, 'Theirs');
    const refused = await call('DELETE', `/me/api-keys/${theirs.id}`, pro);
    expect(refused.status).toBe(404);
    expect((await call('GET', '/screens?limit=1', theirs.bearer)).status).toBe(200);
    expect(JSON.stringify((await call('GET', '/me/api-keys', pro)).body)).not.toContain('Theirs');
    expect((await call('DELETE', '/me/api-keys/01', pro)).status).toBe(400);
  });

  it('holds 10 live keys per account: the 11th is refused with why, and one revoked makes room', async () => {
    const member = await paidAccount('pro-monthly');
    const made = [];
    for (let index = 0; index < 9; index += 1) made.push(await makeKey(member.authorization, `Key ${index}`));
    // Two at once for the last place: one is made, the other refused.
    const both = await Promise.all([
      call('POST', '/me/api-keys', member.authorization, { name: 'A' }),
      call('POST', '/me/api-keys', member.authorization, { name: 'B' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const full = both.find((answer) => answer.status === 409);
    expect(full?.body).toMatchObject({
      code: 'api_keys_limit',
      message: 'An account holds at most 10 API keys: revoke one first',
    });
    expect((await call('GET', '/me/api-keys', member.authorization)).body.items).toHaveLength(10);
    const [first] = made;
    if (!first) throw new Error('no key made');
    expect((await call('DELETE', `/me/api-keys/${first.id}`, member.authorization)).status).toBe(204);
    expect((await call('POST', '/me/api-keys', member.authorization, { name: 'C' })).status).toBe(201);
  });
});

describe('calling with a key', () => {
  it('acts as its owner on the library and collections, and records when it was last used', async () => {
    const made = await makeKey(pro, 'Library');
    const screens = await call('GET', '/screens?limit=30', made.bearer);
    expect(screens.status).toBe(200);
    // As Pro: restricted screens whole, and no visit counted.
    expect(screens.headers['visit-count']).toBeUndefined();
    expect(screens.body.items.length).toBeGreaterThan(0);
    expect((await call('GET', '/search?q=paywall', made.bearer)).status).toBe(200);

    const created = await call('POST', '/collections', made.bearer, { name: 'From an agent' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const listed = await call('GET', '/collections', pro);
    expect(listed.body.items.map((item: { name: string }) => item.name)).toContain('From an agent');

    const key = (await call('GET', '/me/api-keys', pro)).body.items.find(
      (item: { id: number }) => item.id === made.id,
    );
    expect(key.lastUsedAt).toBe(api.clock.now().toISOString());
  });

  it('reaches nothing of the account: not its keys, sessions, billing, workspace nor the account', async () => {
    const made = await makeKey(pro, 'Not the account');
    const routes: [Method, string, unknown?][] = [
      ['GET', '/me'],
      ['GET', '/me/api-keys'],
      ['POST', '/me/api-keys', { name: 'More' }],
      ['DELETE', `/me/api-keys/${made.id}`],
      ['POST', '/auth/sign-out'],
      ['GET', '/auth/session'],
      ['GET', '/billing/subscription'],
      ['POST', '/billing/checkout', { plan: 'pro-yearly' }],
      ['GET', '/team'],
      ['GET', '/me/screens/favorites'],
    ];
    for (const [method, url, payload] of routes) {
      const refused = await call(method, url, made.bearer, payload);
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.code, `${method} ${url}`).toBe('api_key_not_allowed');
    }
    // The key still works where keys go, and was not revoked by the refused call.
    expect((await call('GET', '/screens?limit=1', made.bearer)).status).toBe(200);
  });

  it('refuses a key that never existed like a revoked one, and a malformed one as an ended session', async () => {
    const unknown = await call('GET', '/screens?limit=1', `Bearer psk_${'A'.repeat(40)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('api_key_invalid');
    const short = await call('GET', '/screens?limit=1', 'Bearer psk_short');
    expect(short.status).toBe(401);
    expect(short.body.code).toBe('session_expired');
  });

  it('limits calls per key: 60 a minute on Pro, with RateLimit headers, then a 429 that says when', async () => {
    const member = await paidAccount('pro-monthly');
    const made = await makeKey(member.authorization, 'Busy');
    const other = await makeKey(member.authorization, 'Quiet');
    for (let index = 1; index <= 60; index += 1) {
      const answer = await call('GET', '/categories/pattern', made.bearer);
      expect(answer.status, `call ${index}`).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe('60');
      expect(answer.headers['ratelimit-remaining']).toBe(String(60 - index));
    }
    const limited = await call('GET', '/categories/pattern', made.bearer);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Each key counts on its own, and the member's session is not counted per key at all.
    expect((await call('GET', '/categories/pattern', other.bearer)).headers['ratelimit-remaining']).toBe(
      '59',
    );
    const bySession = await call('GET', '/categories/pattern', member.authorization);
    expect(bySession.status).toBe(200);
    expect(bySession.headers['ratelimit-limit']).toBeUndefined();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'shares a key’s count between two API instances through Redis (REDIS_URL)',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? '';
      const clients = [rateLimitRedis(url, () => undefined), rateLimitRedis(url, () => undefined)];
      for (const redis of clients) expect(await readyWithin(redis, 5_000)).toBe(true);
      // A prefix of this run's own: key ids start at 1 in every test database, and other runs share Redis.
      const prefix = `pageshelf:test:api-key-rate:${randomUUID()}:`;
      const instances = await Promise.all(
        clients.map((redis) => buildApp({ container: api.container, rateLimitStore: { redis, prefix } })),
      );
      try {
        const member = await paidAccount('pro-monthly');
        const made = await makeKey(member.authorization, 'Two instances');
        const statuses: number[] = [];
        for (let index = 0; index < 61; index += 1) {
          const instance = instances[index % 2];
          if (!instance) throw new Error('no instance');
          const answer = await instance.inject({
            method: 'GET',
            url: '/categories/pattern',
            headers: { authorization: made.bearer },
          });
          statuses.push(answer.statusCode);
        }
        // 60 a minute in all, whichever instance answers: the 61st call is refused.
        expect(statuses.filter((status) => status === 200)).toHaveLength(60);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        for (const redis of clients) redis.disconnect();
      }
    },
  );

  it('allows 300 calls a minute to a Team member’s key', async () => {
    const owner = await paidAccount('team-monthly');
    const made = await makeKey(owner.authorization, 'Team agent');
    const answer = await call('GET', '/categories/pattern', made.bearer);
    expect(answer.status).toBe(200);
    expect(answer.headers['ratelimit-limit']).toBe('300');
  });

  it("refuses a lapsed owner's key with a 403 that says why; the owner can still see and revoke it", async () => {
    const member = await paidAccount('pro-monthly');
    const made = await makeKey(member.authorization, 'Lapses');
    expect((await call('POST', '/billing/subscription/cancel', member.authorization)).status).toBe(200);
    api.clock.advance(40 * 24 * 60 * 60 * 1000);
    const lapsed = await call('GET', '/screens?limit=1', made.bearer);
    expect(lapsed.status).toBe(403);
    expect(lapsed.body).toMatchObject({
      code: 'api_key_lapsed',
      message:
        "API keys work with Pro or Team, and this key's account has neither now. Upgrade to use it again",
    });
    const { authorization } = await signIn(api.app, member.email);
    expect((await call('GET', '/me/api-keys', authorization)).body.items).toHaveLength(1);
    expect((await call('DELETE', `/me/api-keys/${made.id}`, authorization)).status).toBe(204);
    expect((await call('GET', '/screens?limit=1', made.bearer)).body.code).toBe('api_key_invalid');
  });
});
