import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/sign-in.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api?.close());

describe('sign-in by magic link', () => {
  it('emails a single-use link to the development outbox and signs the address in', async () => {
    const email = 'new.person@example.com';
    const requested = await api.app.inject({
      method: 'POST',
      url: '/auth/magic-link',
      payload: { email: ' New.Person@Example.com ' },
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ sent: true });

    const outbox = (await api.app.inject({ method: 'GET', url: `/dev/outbox?email=${email}` })).json();
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0].link).toMatch(/^http:\/\/localhost:3000\/magic\/[A-Za-z0-9_-]{43}$/);
    const token = outbox.messages[0].link.split('/magic/')[1];

    const verified = await api.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({
      email,
      isPremium: false,
      planType: 'free',
      role: 'user',
      searchLimit: 8,
      searchCount: 0,
    });
    expect(typeof body.token).toBe('string');
    // This sign-in made the account.
    expect(body.newAccount).toBe(true);

    const session = await api.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(session.json()).toMatchObject({ authenticated: true, user: { email } });
    expect(session.body).not.toContain(body.token);

    const reused = await api.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This sign-in link is invalid, used or expired');
  });

  it('says newAccount only on the sign-in that created the account', async () => {
    const email = 'twice@example.com';
    const verifyNewLink = async () => {
      await api.app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } });
      const outbox = (await api.app.inject({ method: 'GET', url: `/dev/outbox?email=${email}` })).json();
      const token = outbox.messages[0].link.split('/magic/')[1];
      const verified = await api.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
      expect(verified.statusCode).toBe(200);
      return verified.json();
    };
    const first = await verifyNewLink();
    expect(first.newAccount).toBe(true);
    const second = await verifyNewLink();
    expect(second.newAccount).toBe(false);
    expect(second.user.id).toBe(first.user.id);
  });

  it('calls only one of two links of a new address, verified at once, the new account', async () => {
    const email = 'racing@example.com';
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await api.app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } });
      const outbox = (await api.app.inject({ method: 'GET', url: `/dev/outbox?email=${email}` })).json();
      tokens.push(outbox.messages[0].link.split('/magic/')[1]);
    }
    expect(new Set(tokens).size).toBe(2);
    const answers = await Promise.all(
      tokens.map((token) => api.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const bodies = answers.map((answer) => answer.json());
    expect(bodies.map((body) => body.newAccount).sort()).toEqual([false, true]);
    expect(bodies[0].user.id).toBe(bodies[1].user.id);
  });

  it('refuses a link older than 15 minutes', async () => {
    const email = 'slow@example.com';
    await api.app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } });
    const link = (await api.app.inject({ method: 'GET', url: `/dev/outbox?email=${email}` })).json()
      .messages[0].link;
    api.clock.advance(15 * 60 * 1000 + 1);
    const verified = await api.app.inject({
      method: 'POST',
      url: '/auth/verify',
      payload: { token: link.split('/magic/')[1] },
    });
    expect(verified.statusCode).toBe(400);
  });

  it('limits sign-in links per address to 5 per 15 minutes', async () => {
    const email = 'flood@example.com';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await api.app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } })).statusCode,
      ).toBe(200);
    }
    const sixth = await api.app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } });
    expect(sixth.statusCode).toBe(429);
    api.clock.advance(15 * 60 * 1000 + 1);
    expect(
      (await api.app.inject({ method: 'POST', url: '/auth/magic-link', payload: { email } })).statusCode,
    ).toBe(200);
  });

  it('rejects a malformed email with a 400 naming the field', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/auth/magic-link',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(response.json().message).toContain('email');
  });

  it('answers 490 to the older session once the account signs in on another device', async () => {
    const first = await signIn(api.app, 'pro@pageshelf.dev');
    expect(
      (await api.app.inject({ method: 'GET', url: '/me', headers: { authorization: first.authorization } }))
        .statusCode,
    ).toBe(200);
    const second = await signIn(api.app, 'pro@pageshelf.dev');
    const stale = await api.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: first.authorization },
    });
    expect(stale.statusCode).toBe(490);
    expect(stale.json().code).toBe('session_replaced');
    expect(
      (await api.app.inject({ method: 'GET', url: '/me', headers: { authorization: second.authorization } }))
        .statusCode,
    ).toBe(200);
  });

  it('signs out: the token stops working with a 401', async () => {
    const session = await signIn(api.app, 'free@pageshelf.dev');
    const out = await api.app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { authorization: session.authorization },
    });
    expect(out.statusCode).toBe(204);
    const after = await api.app.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: session.authorization },
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 to an unknown token and to sign-out without a session', async () => {
    expect(
      (await api.app.inject({ method: 'GET', url: '/me', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);
    expect((await api.app.inject({ method: 'POST', url: '/auth/sign-out' })).statusCode).toBe(401);
  });
});
