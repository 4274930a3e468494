import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_IN_USE_MESSAGE,
  ACCOUNT_IN_USE_STATUS,
  describeError,
  describeHttpError,
  ERROR_CATALOGUE,
  ERROR_CODES,
  errorCodeForStatus,
  errorPageTitle,
  fetchFailureMessage,
  GENERIC_ERROR_MESSAGE,
  notFoundMessage,
  shouldReloadOnChunkError,
  TOAST_TEXTS,
  UPGRADE_REQUIRED_STATUS,
} from './errors.js';

const SIGNED_OUT =
  "You've been signed out because this account is being used on another device. Invite members to join your workspace to share access with them.";

describe('describeHttpError (spec section 8)', () => {
  it('signs out on 490 with the exact toast and goes to /auth', () => {
    expect(ACCOUNT_IN_USE_STATUS).toBe(490);
    expect(describeHttpError({ status: 490, error: 'ignored' })).toEqual({
      kind: 'sign-out',
      toast: SIGNED_OUT,
      redirectTo: '/auth',
    });
    expect(ACCOUNT_IN_USE_MESSAGE).toBe(SIGNED_OUT);
  });

  it('stays silent on 426', () => {
    expect(UPGRADE_REQUIRED_STATUS).toBe(426);
    expect(describeHttpError({ status: 426, error: 'Upgrade', statusText: 'Upgrade Required' })).toEqual({
      kind: 'silent',
    });
  });

  it("toasts the response's error field first", () => {
    expect(describeHttpError({ status: 400, error: 'Bad filter', statusText: 'Bad Request' })).toEqual({
      kind: 'toast',
      message: 'Bad filter',
    });
  });

  it('reads the message of an error body', () => {
    const body = { statusCode: 403, error: 'Forbidden', message: 'This screen is part of Pageshelf Pro' };
    expect(describeHttpError({ status: 403, error: body })).toEqual({
      kind: 'toast',
      message: 'This screen is part of Pageshelf Pro',
    });
  });

  it('falls back to the status text, then to a generic text', () => {
    expect(describeHttpError({ status: 502, error: '  ', statusText: 'Bad Gateway' })).toEqual({
      kind: 'toast',
      message: 'Bad Gateway',
    });
    expect(describeHttpError({ status: 500, error: { message: 42 }, statusText: null })).toEqual({
      kind: 'toast',
      message: GENERIC_ERROR_MESSAGE,
    });
    expect(describeHttpError({ status: 500 })).toEqual({ kind: 'toast', message: 'Something went wrong' });
  });

  it("opens a way forward for the policy's refusals, by code (sections 6 and 8)", () => {
    const of = (code: string, status: number, error?: string) => describeHttpError({ status, code, error });
    expect(of('sign_in_to_browse', 401)).toEqual({ kind: 'sign-in', toast: 'Sign in to continue browsing' });
    expect(of('search_requires_sign_in', 401)).toEqual({
      kind: 'auth-prompt',
      toast: 'Sign in to continue searching',
    });
    expect(of('sign_up_required', 401)).toEqual({ kind: 'auth-prompt', toast: 'Sign up to continue' });
    expect(of('search_limit_reached', 429, 'You have used your 8 searches')).toEqual({
      kind: 'search-limit',
      message: 'You have used your 8 searches',
    });
    expect(of('visit_limit_reached', 403, 'Upgrade to Pro to keep browsing')).toEqual({
      kind: 'paywall',
      message: 'Upgrade to Pro to keep browsing',
    });
    expect(of('premium_required', 403, 'Upgrade to Pro to continue')).toEqual({
      kind: 'paywall',
      message: 'Upgrade to Pro to continue',
    });
  });

  it('toasts codes it does not know, and never reads inherited keys as codes', () => {
    expect(describeHttpError({ status: 404, code: 'not_found', error: 'Screen not found' })).toEqual({
      kind: 'toast',
      message: 'Screen not found',
    });
    expect(describeHttpError({ status: 400, code: 'toString', error: 'Bad' })).toEqual({
      kind: 'toast',
      message: 'Bad',
    });
    expect(describeHttpError({ status: 400, code: null, error: 'Bad' })).toEqual({
      kind: 'toast',
      message: 'Bad',
    });
  });
});

describe('messages', () => {
  it('formats a fetch failure', () => {
    expect(fetchFailureMessage('timeout')).toBe('Something went wrong: timeout');
    expect(fetchFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Something went wrong: Failed to fetch',
    );
    expect(fetchFailureMessage(404)).toBe('Something went wrong: 404');
    expect(fetchFailureMessage(null)).toBe('Something went wrong: null');
  });

  it('survives errors that cannot be turned into text', () => {
    const hostile = {
      toString() {
        throw new Error('no');
      },
    };
    expect(fetchFailureMessage(hostile)).toBe('Something went wrong: unknown error');
  });

  it('formats the not-found text and the error page title', () => {
    expect(notFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(errorPageTitle(404)).toBe('Page Not Found');
    expect(errorPageTitle(500)).toBe('Internal Server Error');
    expect(errorPageTitle(403)).toBe('Internal Server Error');
  });

  it('has the info and success toasts', () => {
    expect(TOAST_TEXTS).toEqual({
      info: {
        signInToBrowse: 'Sign in to continue browsing',
        signInToSearch: 'Sign in to continue searching',
        signUpToContinue: 'Sign up to continue',
      },
      success: {
        markedAsFavorite: 'Marked as favorite',
        removedFromFavorites: 'Removed from favorites',
        imageCopied: 'Image copied to clipboard',
      },
    });
  });
});

describe('shouldReloadOnChunkError', () => {
  const now = 1_000_000;

  it('reloads the first time', () => {
    expect(shouldReloadOnChunkError(null, now)).toBe(true);
    expect(shouldReloadOnChunkError(Number.NaN, now)).toBe(true);
  });

  it('reloads at most once per 10 seconds', () => {
    expect(shouldReloadOnChunkError(now - 9_999, now)).toBe(false);
    expect(shouldReloadOnChunkError(now - 10_000, now)).toBe(true);
  });

  it('reloads when the last reload lies in the future (the clock moved back)', () => {
    expect(shouldReloadOnChunkError(now + 5_000, now)).toBe(true);
  });
});

describe('error codes', () => {
  it('gives every code a status and a message', () => {
    for (const code of ERROR_CODES) {
      const definition = ERROR_CATALOGUE[code];
      expect(definition.status).toBeGreaterThanOrEqual(400);
      expect(definition.message.trim()).not.toBe('');
    }
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('maps the codes of the product to their statuses', () => {
    expect(ERROR_CATALOGUE.validation_failed.status).toBe(400);
    expect(ERROR_CATALOGUE.unauthorized.status).toBe(401);
    expect(ERROR_CATALOGUE.search_requires_sign_in).toEqual({
      status: 401,
      message: 'Sign in to continue searching',
    });
    expect(ERROR_CATALOGUE.forbidden.status).toBe(403);
    expect(ERROR_CATALOGUE.premium_required.status).toBe(403);
    expect(ERROR_CATALOGUE.admin_required.status).toBe(403);
    expect(ERROR_CATALOGUE.visit_limit_reached).toEqual({
      status: 403,
      message: 'Upgrade to Pro to keep browsing',
    });
    expect(ERROR_CATALOGUE.sign_in_to_browse).toEqual({
      status: 401,
      message: 'Sign in to continue browsing',
    });
    expect(ERROR_CATALOGUE.sign_up_required).toEqual({ status: 401, message: 'Sign up to continue' });
    expect(ERROR_CATALOGUE.not_found.status).toBe(404);
    expect(ERROR_CATALOGUE.upgrade_required.status).toBe(426);
    expect(ERROR_CATALOGUE.search_limit_reached.status).toBe(429);
    expect(ERROR_CATALOGUE.rate_limited.status).toBe(429);
    expect(ERROR_CATALOGUE.session_replaced).toEqual({ status: 490, message: SIGNED_OUT });
    expect(ERROR_CATALOGUE.internal.status).toBe(500);
    expect(ERROR_CATALOGUE.upstream_unavailable.status).toBe(502);
    expect(ERROR_CATALOGUE.upstream_timeout.status).toBe(504);
  });

  it('fills placeholders from the parameters, else from the defaults', () => {
    expect(describeError('not_found', { subject: 'Screen' })).toMatchObject({
      code: 'not_found',
      status: 404,
      message: 'Screen not found',
    });
    expect(describeError('not_found').message).toBe('Page not found');
    expect(describeError('search_limit_reached', { limit: 8 }).message).toBe(
      "You've used all 8 daily searches. Upgrade to Pro for unlimited searches",
    );
    expect(describeError('search_limit_reached').message).toBe(
      "You've used all your daily searches. Upgrade to Pro for unlimited searches",
    );
    expect(describeError('validation_failed', { issues: 'querystring.term: is too long' }).message).toBe(
      'Invalid request: querystring.term: is too long',
    );
    expect(describeError('unauthorized', { unused: 1 }).message).toBe('Sign in to continue');
  });

  it('describes the workspace and subscription refusals', () => {
    expect(describeError('team_owner_only', { action: 'invite people' })).toMatchObject({
      status: 403,
      message: 'Only the owner of the workspace can invite people',
    });
    expect(describeError('team_owner_only').message).toBe('Only the owner of the workspace can do this');
    expect(describeError('team_full')).toMatchObject({
      status: 409,
      message: 'Your workspace is full. Add seats to invite more people.',
    });
    expect(describeError('collection_full', { limit: '500' })).toMatchObject({
      status: 409,
      message: 'A collection holds at most 500 items. Start another one for the rest',
    });
    expect(describeError('collection_changed').status).toBe(409);
    expect(describeError('seats_in_use')).toMatchObject({
      status: 409,
      message: 'Keep a seat for everyone in the workspace and every pending invitation',
    });
    expect(describeError('already_subscribed', { plan: 'Pro' }).message).toBe(
      'You already have Pro. Manage it in Settings, Subscription',
    );
    expect(describeError('no_subscription', { action: 'cancel' }).message).toBe(
      'There is no subscription to cancel',
    );
    expect(ERROR_CATALOGUE.team_owner_cannot_leave.status).toBe(409);
    expect(ERROR_CATALOGUE.already_in_team.status).toBe(409);
    expect(ERROR_CATALOGUE.invitation_invalid.status).toBe(400);
    expect(ERROR_CATALOGUE.webhook_signature_invalid.status).toBe(400);
  });

  it('describes the refusals of an invitation', () => {
    expect(describeError('invitation_wrong_account', { email: 'ann@example.com' })).toMatchObject({
      status: 403,
      message: 'This invitation was sent to ann@example.com. Sign in with that address to accept it',
    });
    expect(describeError('already_member', { email: 'ann@example.com' })).toMatchObject({
      status: 409,
      message: 'ann@example.com is already in this workspace',
    });
  });

  it('keeps a placeholder that has neither a parameter nor a default', () => {
    expect(describeError('owner_only', {}).message).toBe('Only the owner of this item can change it');
  });

  it("answers 490 with the spec's text, word for word", () => {
    expect(describeError('session_replaced')).toMatchObject({
      code: 'session_replaced',
      status: 490,
      message:
        "You've been signed out because this account is being used on another device. Invite members to join your workspace to share access with them.",
    });
  });

  it('gives a code to a status that has none', () => {
    expect(errorCodeForStatus(404)).toBe('not_found');
    expect(errorCodeForStatus(413)).toBe('payload_too_large');
    expect(errorCodeForStatus(415)).toBe('unsupported_media_type');
    expect(errorCodeForStatus(408)).toBe('request_timeout');
    expect(errorCodeForStatus(431)).toBe('headers_too_large');
    expect(errorCodeForStatus(429)).toBe('rate_limited');
    expect(errorCodeForStatus(499)).toBe('client_closed');
    expect(errorCodeForStatus(405)).toBe('bad_request');
    expect(errorCodeForStatus(502)).toBe('upstream_unavailable');
    expect(errorCodeForStatus(504)).toBe('upstream_timeout');
    expect(errorCodeForStatus(503)).toBe('service_unavailable');
    expect(errorCodeForStatus(500)).toBe('internal');
    expect(errorCodeForStatus(200)).toBe('internal');
  });
});
