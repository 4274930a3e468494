import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button';
import { Icon } from '#components/ui/icon';
import { paths } from '#config/paths';
import { resetAnalytics } from '#lib/analytics';
import { useSession, useSignOut } from '#lib/auth';
import { openModal } from '#lib/modals';
import { useSearchAllowance } from '#lib/search-allowance';
import { toast } from '#lib/toast';
import { SettingsRow } from './settings-layout';

/** `/settings`: who is signed in, signing out, and deleting the account. */
export function AccountSettings() {
  const { user } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const allowance = useSearchAllowance();
  if (!user) return null;
  return (
    <>
      <section className="card stack settings-card" aria-labelledby="profile-title">
        <h2 id="profile-title">Account</h2>
        <dl>
          <SettingsRow label="Name">{user.fullname ?? <span className="muted">Not set</span>}</SettingsRow>
          <SettingsRow label="Email">{user.email}</SettingsRow>
          <SettingsRow label="Member since">
            {new Date(user.createdAt).toLocaleDateString('en', { dateStyle: 'long' })}
          </SettingsRow>
          <SettingsRow label="Searches today">
            {allowance === null ? 'Unlimited' : `${allowance.count} of ${allowance.limit}`}
          </SettingsRow>
        </dl>
        <div className="settings-actions">
          <Button
            variant="secondary"
            icon={<Icon name="logout" size={16} />}
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              // A failed sign-out has shown its error toast: the person stays signed in.
              void signOut().then(
                () => {
                  resetAnalytics();
                  toast.info('You are signed out.');
                  void navigate(paths.home.href());
                },
                () => setSigningOut(false),
              );
            }}
          >
            Sign out
          </Button>
        </div>
      </section>
      <section className="card stack settings-card settings-danger" aria-labelledby="danger-title">
        <h2 id="danger-title">Delete account</h2>
        <p className="muted">
          Your favorites, collections and sessions are deleted with it, and a subscription you pay for is
          cancelled at once. This cannot be undone.
        </p>
        <Button variant="secondary" onClick={() => openModal({ type: 'delete-account' })}>
          Delete my account…
        </Button>
      </section>
    </>
  );
}
