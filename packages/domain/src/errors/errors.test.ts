import { describe, expect, it } from 'vitest';
import {
  describeHttpError,
  ERROR_CODES,
  errorPageTitle,
  fetchFailureMessage,
  notFoundMessage,
  TOAST_TEXTS,
} from './errors.js';

describe('error catalogue (spec section 8)', () => {
  it('signs out on 490 with the spec text and goes to /auth', () => {
    expect(describeHttpError({ status: 490 })).toEqual({
      kind: 'sign-out',
      toast:
        "You've been signed out because this account is being used on another device. Invite members to join your workspace to share access with them.",
      redirectTo: '/auth',
    });
  });

  it('shows nothing for 426', () => {
    expect(describeHttpError({ status: 426, error: 'Upgrade' })).toEqual({ kind: 'silent' });
  });

  it("uses the response's error field, else the status text", () => {
    expect(
      describeHttpError({ status: 400, error: 'email: is not valid', statusText: 'Bad Request' }),
    ).toEqual({ kind: 'toast', message: 'email: is not valid' });
    expect(describeHttpError({ status: 502, error: ' ', statusText: 'Bad Gateway' })).toEqual({
      kind: 'toast',
      message: 'Bad Gateway',
    });
    expect(describeHttpError({ status: 500 })).toEqual({
      kind: 'toast',
      message: 'Request failed with status 500',
    });
  });

  it('formats the fixed texts', () => {
    expect(fetchFailureMessage(new Error('Failed to fetch'))).toBe('Something went wrong: Failed to fetch');
    expect(fetchFailureMessage('timeout')).toBe('Something went wrong: timeout');
    expect(notFoundMessage('/nope')).toBe('Page not found: /nope');
    expect(errorPageTitle(404)).toBe('Page Not Found');
    expect(errorPageTitle(500)).toBe('Internal Server Error');
    expect(TOAST_TEXTS).toEqual({
      signInToBrowse: 'Sign in to continue browsing',
      signInToSearch: 'Sign in to continue searching',
      signUpToContinue: 'Sign up to continue',
      markedAsFavorite: 'Marked as favorite',
      removedFromFavorites: 'Removed from favorites',
      imageCopied: 'Image copied to clipboard',
    });
    expect(ERROR_CODES.session_replaced.status).toBe(490);
  });
});
