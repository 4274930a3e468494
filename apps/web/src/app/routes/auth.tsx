import { ACCOUNT_IN_USE_MESSAGE } from '@pageshelf/domain/errors';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageFallback } from '#components/layouts/layouts';
import { paths } from '#config/paths';
import { MagicLinkVerifier } from '#features/auth/components/magic-link-verifier';
import { SignInForm } from '#features/auth/components/sign-in-form';
import { VisitLimitNotice } from '#features/auth/components/visit-limit-notice';
import { safeRedirect } from '#features/auth/lib/landing';
import { useSession } from '#lib/auth';
import { isAuthPopup } from '#lib/auth-popup';
import { announceSessionChange } from '#lib/session-sync';
import { wasSignedOutElsewhere } from '#lib/signed-out-elsewhere';
import { toast } from '#lib/toast';
import { useDocumentTitle } from '#lib/use-document-title';

/**
 * `/auth`: the sign-in page. Opened as the sign-in popup (`?popup=1`, lib/auth-popup), it closes itself
 * once the session exists: the page that opened it follows the session change on its own.
 */
export function AuthRoute() {
  const [search] = useSearchParams();
  const { status, signedIn, user } = useSession();
  const redirectTo = search.get('redirectTo');
  // An invitation's address, filled in (the person may still type another).
  const invitedEmail = search.get('email')?.trim().slice(0, 254) ?? '';
  const popup = search.get('popup') === '1' && isAuthPopup();
  // Sent here at the visit cap: the page says why, and what signing in gives.
  const atVisitCap = search.get('reason') === 'visits';
  // Signed out by the single-device rule (490): the page says why, as long as the person is here.
  const [signedOutElsewhere] = useState(wasSignedOutElsewhere);
  useDocumentTitle('Sign in');
  useEffect(() => {
    if (popup && signedIn) window.close();
  }, [popup, signedIn]);
  if (status === 'pending') return <PageFallback />;
  if (signedIn && user) return popup ? <PageFallback /> : <Navigate to={safeRedirect(redirectTo)} replace />;
  return (
    <section className="card auth-card" aria-labelledby="auth-title">
      <h1 id="auth-title" className="auth-title">
        {atVisitCap ? 'Sign in to continue browsing' : 'Sign in to Pageshelf'}
      </h1>
      {atVisitCap ? (
        <VisitLimitNotice />
      ) : (
        <p className="auth-lede">
          {popup
            ? 'Open the link we email you: this window closes by itself and your page stays where it was.'
            : 'New here? The same link creates your free account.'}
        </p>
      )}
      {signedOutElsewhere ? (
        <p className="form-notice auth-notice" role="status">
          {ACCOUNT_IN_USE_MESSAGE}
        </p>
      ) : null}
      <SignInForm
        redirectTo={redirectTo ? safeRedirect(redirectTo) : null}
        defaultEmail={invitedEmail}
        autoFocus
      />
    </section>
  );
}

/** `/magic/{magicLink}`: verifies the link, then lands where the person was going. */
export function MagicRoute() {
  const { magicLink = '' } = useParams();
  const { status, signedIn } = useSession();
  const navigate = useNavigate();
  // Decided once, on arrival: someone already signed in is redirected; otherwise the link is verified
  // (and the session it creates must not turn this into a redirect half-way).
  const [mode, setMode] = useState<'pending' | 'redirect' | 'verify'>('pending');
  useDocumentTitle('Signing in');
  useEffect(() => {
    if (mode === 'pending' && status === 'ready') setMode(signedIn ? 'redirect' : 'verify');
  }, [mode, status, signedIn]);
  const onSignedIn = useCallback(
    ({ landing }: { landing: string }) => {
      announceSessionChange('signed-in');
      // The link was followed inside the sign-in popup: its opener takes over from here.
      if (isAuthPopup()) {
        window.close();
        return;
      }
      toast.success('You are signed in.');
      // A new account with no page to go back to starts onboarding (spec section 4): the verifier says.
      void navigate(landing, { replace: true });
    },
    [navigate],
  );
  if (mode === 'pending') return <PageFallback />;
  if (mode === 'redirect') return <Navigate to={paths.screens.href('member')} replace />;
  return (
    <div className="page-narrow magic-page">
      <MagicLinkVerifier token={magicLink} onSignedIn={onSignedIn} />
    </div>
  );
}

/** `/index-old`: the old start page; members go to the apps list. */
export function IndexOldRoute() {
  const { status, signedIn } = useSession();
  if (status === 'pending') return <PageFallback />;
  return <Navigate to={signedIn ? paths.apps.href('member') : paths.home.href()} replace />;
}
