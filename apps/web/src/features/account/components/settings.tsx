import type { NotificationPreferences } from '@pageshelf/contracts/me';
import type { PlanType, UserRole } from '@pageshelf/contracts/session';
import { FREE_SEARCH_LIMIT, searchLimitFor } from '@pageshelf/domain/search-quota';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth';
import { openModal } from '../../../lib/modals';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMe } from '../api/get-me';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import './settings.css';

/** How plans and team roles are named on the page (labels only: what they allow is the domain's). */
const PLAN_LABELS: Readonly<Record<PlanType, string>> = { free: 'Free', pro: 'Pro' };
const ROLE_LABELS: Readonly<Record<UserRole, string>> = { user: 'Member', admin: 'Admin' };

const TABS = [
  { to: paths.settings.href(), label: 'Account', end: true },
  { to: paths.settings.href('team'), label: 'Team', end: false },
  { to: paths.settings.href('plans'), label: 'Plans', end: false },
  { to: paths.settings.href('subscription'), label: 'Subscription', end: false },
  { to: paths.settings.href('notifications'), label: 'Notifications', end: false },
];

/** `/settings` with its tabs. */
export function SettingsLayout() {
  useDocumentTitle('Settings');
  return (
    <div className="page settings">
      <header className="page-head">
        <h1 className="page-title">Settings</h1>
      </header>
      <div className="settings-body">
        <nav className="settings-nav" aria-label="Settings">
          {TABS.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end} className="settings-nav-link">
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <div className="settings-panel">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function AccountSettings() {
  const { user, viewer } = useSession();
  if (!user) return null;
  const limit = searchLimitFor(user);
  return (
    <>
      <section className="settings-card" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <dl>
          <Row label="Email">{user.email}</Row>
          <Row label="Name">{user.fullname ?? <span className="muted">Not set</span>}</Row>
          <Row label="Member since">
            {new Date(user.createdAt).toLocaleDateString('en', { dateStyle: 'long' })}
          </Row>
          <Row label="Plan">{viewer.tier === 'premium' ? 'Pro' : 'Free'}</Row>
          <Row label="Searches today">{limit === null ? 'Unlimited' : `${user.searchCount} of ${limit}`}</Row>
        </dl>
      </section>
      <section className="settings-card settings-danger" aria-labelledby="danger-title">
        <h2 id="danger-title">Delete account</h2>
        <p className="muted">Your favorites and collections are deleted with it.</p>
        <Button variant="secondary" onClick={() => openModal({ type: 'delete-account' })}>
          Delete my account…
        </Button>
      </section>
    </>
  );
}

export function TeamSettings() {
  const me = useMe();
  const { user } = useSession();
  return (
    <section className="settings-card" aria-labelledby="team-title">
      <h2 id="team-title">Team</h2>
      <p className="muted">
        Teammates share Pro collections. A Pro seat is for one person: invite members rather than sharing a
        login — an account used on two devices at once is signed out.
      </p>
      {me.isPending ? (
        <Skeleton height={80} radius={12} />
      ) : me.data && me.data.teammates.length > 0 ? (
        <ul className="team-list">
          {me.data.teammates.map((mate) => (
            <li key={mate.id}>
              <span className="avatar">{(mate.fullname ?? mate.email)[0]?.toUpperCase()}</span>
              <span>
                <strong>{mate.fullname ?? mate.email}</strong>
                <span className="muted">{mate.email}</span>
              </span>
              <span className="muted">{ROLE_LABELS[mate.role]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon="user"
          title={user?.teamId ? 'Only you so far' : 'No team yet'}
          body="Teams come with Pro. Write to us from Send feedback to add your colleagues."
        />
      )}
    </section>
  );
}

export function PlanSettings() {
  const { viewer } = useSession();
  return (
    <section className="settings-card" aria-labelledby="plans-title">
      <h2 id="plans-title">Plans</h2>
      <p className="muted">
        {viewer.tier === 'premium'
          ? 'You are on Pro: everything is unlocked.'
          : `You are on the free plan: ${FREE_SEARCH_LIMIT} searches a day and part of the library.`}
      </p>
      <div className="settings-actions">
        <ButtonLink variant="secondary" to={paths.pricing.href()}>
          Compare plans
        </ButtonLink>
        {viewer.tier === 'premium' ? null : (
          <ButtonLink variant="primary" to={paths.checkout.href('pro')}>
            Upgrade to Pro
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

export function SubscriptionSettings() {
  const me = useMe();
  if (me.isPending) return <Skeleton height={140} radius={16} />;
  const subscription = me.data?.subscription;
  return (
    <section className="settings-card" aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription</h2>
      {subscription ? (
        <dl>
          <Row label="Plan">{PLAN_LABELS[subscription.plan]}</Row>
          <Row label="Status">
            {subscription.status === 'none' ? 'No subscription' : subscription.status.replace('_', ' ')}
          </Row>
          <Row label="Renews">
            {subscription.currentPeriodEnd
              ? `${subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on ${new Date(subscription.currentPeriodEnd).toLocaleDateString('en', { dateStyle: 'long' })}`
              : '—'}
          </Row>
        </dl>
      ) : (
        <p className="muted">Your subscription could not be loaded. Try again in a moment.</p>
      )}
    </section>
  );
}

const NOTIFICATION_OPTIONS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'weeklyDigest', label: 'Weekly digest', hint: 'New apps, screens and flows, every Monday.' },
  { key: 'productUpdates', label: 'Product updates', hint: 'What is new in Pageshelf, a few times a year.' },
  {
    key: 'sharedCollections',
    label: 'Shared collections',
    hint: 'When a teammate shares a collection with your team.',
  },
];

/** The emails a member receives, saved on the server as each switch changes. */
export function NotificationSettings() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  return (
    <section className="settings-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p className="muted">Choose the emails you want. Sign-in links are always sent.</p>
      {preferences.data ? (
        <fieldset className="settings-checks">
          <legend className="visually-hidden">Emails</legend>
          {NOTIFICATION_OPTIONS.map((option) => (
            <label key={option.key} className="switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={preferences.data[option.key]}
                checked={preferences.data[option.key]}
                onChange={(event) =>
                  update.mutate(
                    { [option.key]: event.target.checked },
                    { onSuccess: () => toast.success('Notification preferences saved') },
                  )
                }
              />
              <span>
                <strong>{option.label}</strong>
                <span className="muted">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : preferences.isError ? (
        <p className="muted">Your preferences could not be loaded. Try again in a moment.</p>
      ) : (
        <Skeleton height={120} radius={12} />
      )}
    </section>
  );
}
