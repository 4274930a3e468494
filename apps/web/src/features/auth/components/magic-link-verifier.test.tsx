import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '#config/paths';
import { stubFetch } from '#testing/fetch';
import { renderAt, testUser } from '#testing/render';
import { MagicLinkVerifier } from './magic-link-verifier';

// Each test verifies a token of its own: the verifier calls the API once per token.
let tokens = 0;
const nextToken = () => {
  tokens += 1;
  return `link_token_${String(tokens).padStart(4, '0')}_abcdefghijklmnopqrstuvwxyz`;
};

/** Verifies a link the API answers with `answer`, and gives where the verifier sends the person. */
async function landingOf(answer: { redirectTo: string | null; newAccount: boolean }) {
  // The account is old by its creation time: only the API's flag says whether this sign-in made it.
  const user = testUser({ createdAt: new Date().toISOString() });
  const fetch = stubFetch({ 'POST /api/_auth/verify': { authenticated: true, user, ...answer } });
  const onSignedIn = vi.fn();
  const token = nextToken();
  renderAt(<MagicLinkVerifier token={token} onSignedIn={onSignedIn} />);
  await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ token });
  return onSignedIn.mock.calls[0]?.[0];
}

describe('the magic-link verifier', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lands an account this sign-in created on onboarding', async () => {
    expect(await landingOf({ redirectTo: null, newAccount: true })).toMatchObject({
      landing: paths.onboarding.href(),
      user: { email: 'ada@studio.test' },
    });
  });

  it('lands a returning account in the library, however recently it was created', async () => {
    expect((await landingOf({ redirectTo: null, newAccount: false })).landing).toBe(
      paths.screens.href('member'),
    );
  });

  it('takes a new account that was going somewhere there, not to onboarding', async () => {
    expect((await landingOf({ redirectTo: '/apps/linear', newAccount: true })).landing).toBe('/apps/linear');
  });

  it('says why a refused link did not work', async () => {
    stubFetch({
      'POST /api/_auth/verify': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'This sign-in link is invalid, used or expired',
          code: 'invalid_link',
        },
      },
    });
    const onSignedIn = vi.fn();
    renderAt(<MagicLinkVerifier token={nextToken()} onSignedIn={onSignedIn} />);
    expect(await screen.findByText('This sign-in link is invalid, used or expired')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
