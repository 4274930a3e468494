import { useEffect, useState } from 'react';
import { ButtonLink } from '#components/ui/button';
import { CloseButton } from '#components/ui/close-button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { useSession } from '#lib/auth';
import { forgetSignedOutElsewhere, wasSignedOutElsewhere } from '#lib/signed-out-elsewhere';
import './teams.css';

/**
 * After signing in again following the 490 sign-out (the account was used on another device): the advice
 * of that message made actionable, once, with a link to invite members in the team settings.
 */
export function InviteMembersBanner() {
  const { user } = useSession();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (user && wasSignedOutElsewhere()) {
      forgetSignedOutElsewhere();
      setShown(true);
    }
    if (!user) setShown(false);
  }, [user]);
  if (!shown) return null;
  return (
    <section className="invite-banner" aria-label="Share your account safely">
      <Icon name="user" size={18} />
      <p>
        You were signed out earlier because this account was open on another device. Give each person their
        own sign-in: <strong>invite them to your workspace</strong>.
      </p>
      <ButtonLink
        variant="primary"
        size="sm"
        to={paths.settings.href('team')}
        onClick={() => setShown(false)}
      >
        Invite members
      </ButtonLink>
      <CloseButton
        label="Dismiss"
        className="invite-banner-close"
        size={14}
        onClick={() => setShown(false)}
      />
    </section>
  );
}
