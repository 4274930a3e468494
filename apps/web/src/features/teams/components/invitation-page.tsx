import { isInvitationToken } from '@pageshelf/domain/routes';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '#components/ui/button';
import { FormAlert } from '#components/ui/form-alert';
import { Icon } from '#components/ui/icon';
import { Skeleton } from '#components/ui/skeleton';
import { paths } from '#config/paths';
import { useSession, useSignOut } from '#lib/auth';
import { refusalMessage } from '#lib/refusal-message';
import { toast } from '#lib/toast';
import { useDocumentTitle } from '#lib/use-document-title';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import './teams.css';

/**
 * `/invitations/{token}`: who invites to which workspace. A visitor signs in first (and comes back
 * here); the invited address accepts and lands in the team settings; anyone else is told which address
 * the invitation is for.
 */
/** The sign-in page back to `redirectTo`, with the invited address filled in (still editable there). */
function signInAs(email: string, redirectTo: string): string {
  const [path, query = ''] = paths.auth.href(redirectTo).split('?');
  const params = new URLSearchParams(query);
  params.set('email', email);
  return `${path}?${params}`;
}

export function InvitationPage({ token }: { token: string }) {
  useDocumentTitle('Workspace invitation');
  return (
    <section className="card auth-card invitation-card" aria-labelledby="invitation-title">
      {isInvitationToken(token) ? (
        <InvitationBody token={token} />
      ) : (
        <Problem message="This invitation link is not complete. Open it again from the email." />
      )}
    </section>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <>
      <span className="icon-tile">
        <Icon name="alert" size={24} />
      </span>
      <h1 id="invitation-title" className="auth-title">
        This invitation can't be used
      </h1>
      <p className="page-lede">{message} Ask the person who invited you for a new one.</p>
      <ButtonLink variant="secondary" to={paths.home.href()}>
        Go to Pageshelf
      </ButtonLink>
    </>
  );
}

function InvitationBody({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const { status, user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (invitation.isPending || status === 'pending') {
    return (
      <div className="invitation-actions" aria-busy="true">
        <Skeleton height={56} width={56} radius={16} />
        <Skeleton height={28} />
        <Skeleton height={48} radius={12} />
      </div>
    );
  }
  if (invitation.isError) {
    return <Problem message={refusalMessage(invitation.error, 'The invitation did not load.')} />;
  }

  const { teamName, invitedBy, email } = invitation.data;
  const rightAccount = user !== null && user.email.toLowerCase() === email.toLowerCase();

  return (
    <>
      <span className="icon-tile">
        <Icon name="user" size={24} />
      </span>
      <h1 id="invitation-title" className="auth-title">
        {invitedBy} invited you to join {teamName}
      </h1>
      {user === null ? (
        <p className="page-lede">
          This invitation is for <strong>{email}</strong>. Sign in with that address to accept it: the link
          brings you back here.
        </p>
      ) : rightAccount ? (
        <p className="page-lede">
          You'll join as <strong>{email}</strong> and share the workspace's collections with your team.
        </p>
      ) : null}
      <FormAlert>
        {accept.isError && refusalMessage(accept.error, 'The invitation was not accepted. Try again.')}
      </FormAlert>
      <div className="invitation-actions">
        {user === null ? (
          <ButtonLink variant="primary" size="lg" block to={signInAs(email, here)}>
            Sign in to accept
          </ButtonLink>
        ) : rightAccount ? (
          <Button
            variant="primary"
            size="lg"
            block
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: (answer) => {
                  toast.success(`Welcome to ${answer.team?.name ?? teamName}`);
                  void navigate(paths.settings.href('team'), { replace: true });
                },
              })
            }
          >
            Accept and join {teamName}
          </Button>
        ) : (
          <>
            <p className="form-notice">
              You're signed in as <strong>{user.email}</strong>, but this invitation is for{' '}
              <strong>{email}</strong>.
            </p>
            <Button
              variant="primary"
              size="lg"
              block
              onClick={() =>
                void signOut().then(
                  () => void navigate(paths.auth.href(here)),
                  () => undefined,
                )
              }
            >
              Sign out and sign in as {email}
            </Button>
          </>
        )}
        <ButtonLink variant="ghost" block to={paths.home.href()}>
          Not now
        </ButtonLink>
      </div>
    </>
  );
}
