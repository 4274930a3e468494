import type { SessionUser } from '@pageshelf/contracts/session';
import { useEffect } from 'react';
import { ButtonLink } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { ApiError } from '#lib/api-client';
import { useVerifyMagicLink } from '../api/verify-magic-link';
import { landingAfterSignIn } from '../lib/landing';
import './auth.css';

interface MagicLinkVerifierProps {
  token: string;
  /** Called once the session exists, with where to land (see `landingAfterSignIn`). */
  onSignedIn: (result: { landing: string; user: SessionUser }) => void;
}

/**
 * Verifies the token of a /magic/{link} address and hands over where to go next: the page the link was
 * asked from, else onboarding for the account this sign-in created, else the library.
 */
export function MagicLinkVerifier({ token, onSignedIn }: MagicLinkVerifierProps) {
  const verify = useVerifyMagicLink();
  const { mutate } = verify;

  useEffect(() => {
    mutate(token, {
      onSuccess: (result) => onSignedIn({ landing: landingAfterSignIn(result), user: result.user }),
    });
  }, [token, mutate, onSignedIn]);

  if (verify.isError) {
    const message =
      verify.error instanceof ApiError && verify.error.status > 0 && verify.error.status < 500
        ? verify.error.message
        : 'We could not check this link right now. Try again in a moment.';
    return (
      <div className="sign-in-sent" role="alert">
        <span className="icon-tile">
          <Icon name="alert" size={24} />
        </span>
        <h1 className="page-title">This link didn't work</h1>
        <p>{message}</p>
        <div className="sign-in-sent-actions">
          <ButtonLink to={paths.auth.href()} variant="primary">
            Get a new sign-in link
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="sign-in-sent" role="status" aria-busy="true">
      <span className="btn-spinner magic-spinner" aria-hidden="true" />
      <h1 className="page-title">Signing you in…</h1>
      <p>One moment while we check your link.</p>
    </div>
  );
}
