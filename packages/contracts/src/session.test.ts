import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  magicLinkRequestSchema,
  type Session,
  type SessionUser,
  type SignedIn,
  sessionSchema,
  sessionUserSchema,
  signedInSchema,
  signOutResponseSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from './session.js';
import { USER } from './test-support/fixtures.js';

const TOKEN = 'q4Zt7mYH1fJ0uWc8s9Xk2eRb5nLd3gPa6hVo-_iTyEw';

describe('session', () => {
  it('is the signed-in user or an anonymous session', () => {
    expect(sessionSchema.parse({ authenticated: true, user: USER })).toEqual({
      authenticated: true,
      user: USER,
    });
    expect(sessionSchema.parse({ authenticated: false, user: null })).toEqual({
      authenticated: false,
      user: null,
    });
    expect(sessionSchema.safeParse({ authenticated: true, user: null }).success).toBe(false);
    expect(sessionSchema.safeParse({ authenticated: false, user: USER }).success).toBe(false);
  });

  it('never carries a token, even when a handler returns one', () => {
    const leaked = {
      authenticated: true,
      token: TOKEN,
      authToken: TOKEN,
      user: { ...USER, authToken: TOKEN },
    };
    const parsed = sessionSchema.parse(leaked);
    expect(JSON.stringify(parsed)).not.toContain(TOKEN);
    expect(
      JSON.stringify(signedInSchema.parse({ ...leaked, redirectTo: null, newAccount: false })),
    ).not.toContain(TOKEN);
    expect(
      JSON.stringify(signOutResponseSchema.parse({ authenticated: false, user: null, token: TOKEN })),
    ).not.toContain(TOKEN);
  });

  it('has no token field in its types or its JSON Schema', () => {
    type HasToken<T> = T extends { token: unknown } | { authToken: unknown } ? true : false;
    expectTypeOf<HasToken<Session>>().toEqualTypeOf<false>();
    expectTypeOf<HasToken<SessionUser>>().toEqualTypeOf<false>();
    expectTypeOf<HasToken<SignedIn>>().toEqualTypeOf<false>();
    const propertyNames: string[] = [];
    JSON.stringify(z.toJSONSchema(sessionSchema), (key, value) => {
      if (key === 'properties') propertyNames.push(...Object.keys(value as object));
      return value;
    });
    expect(propertyNames).toContain('searchCount');
    expect(propertyNames.filter((name) => /token/i.test(name))).toEqual([]);
  });

  it('fills planType with free when missing', () => {
    const { planType: _planType, ...withoutPlan } = USER;
    expect(sessionUserSchema.parse(withoutPlan).planType).toBe('free');
    expect(sessionUserSchema.parse({ ...USER, planType: 'team' }).planType).toBe('team');
    expect(sessionUserSchema.safeParse({ ...USER, planType: 'enterprise' }).success).toBe(false);
  });

  it('keeps the nullable fields nullable', () => {
    const user = { ...USER, fullname: null, teamId: null, searchLimit: null };
    expect(sessionUserSchema.parse(user)).toEqual(user);
  });
});

describe('magic link', () => {
  it('normalises the email', () => {
    expect(magicLinkRequestSchema.parse({ email: '  Maya@Studio.CO ' })).toEqual({ email: 'maya@studio.co' });
  });

  it('refuses a bad email, a redirect to another origin and unknown keys, naming each field', () => {
    const result = magicLinkRequestSchema.safeParse({
      email: 'nope',
      redirectTo: '//evil.example',
      remember: true,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.') || issue.code)).toEqual([
      'email',
      'redirectTo',
      'unrecognized_keys',
    ]);
  });

  it('accepts only link tokens on verify', () => {
    expect(verifyRequestSchema.parse({ token: TOKEN })).toEqual({ token: TOKEN });
    for (const token of ['', 'short', `${TOKEN}!`, 'a'.repeat(201)]) {
      expect(verifyRequestSchema.safeParse({ token }).success, token).toBe(false);
    }
  });

  it('gives the token to the BFF only: verify carries it, the browser answer does not', () => {
    const verified = verifyResponseSchema.parse({
      token: TOKEN,
      user: USER,
      redirectTo: '/pages',
      newAccount: true,
    });
    expect(verified.token).toBe(TOKEN);
    const { token: _token, ...forBrowser } = verified;
    expect(signedInSchema.parse({ authenticated: true, ...forBrowser })).toEqual({
      authenticated: true,
      user: USER,
      redirectTo: '/pages',
      newAccount: true,
    });
  });

  it('says whether the sign-in created the account, always', () => {
    const answer = { authenticated: true, user: USER, redirectTo: null };
    expect(signedInSchema.parse({ ...answer, newAccount: false }).newAccount).toBe(false);
    expect(signedInSchema.safeParse(answer).success).toBe(false);
    expect(verifyResponseSchema.safeParse({ token: TOKEN, user: USER, redirectTo: null }).success).toBe(
      false,
    );
  });
});
