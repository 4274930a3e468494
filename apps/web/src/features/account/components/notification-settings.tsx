import type { NotificationPreferences } from '@pageshelf/contracts/me';
import { Skeleton } from '#components/ui/skeleton';
import { toast } from '#lib/toast';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';

const NOTIFICATION_OPTIONS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'productUpdates', label: 'Product updates', hint: 'What is new in Pageshelf, a few times a year.' },
  {
    key: 'weeklyDigest',
    label: 'New content, weekly digest',
    hint: 'New apps, screens and flows, every Monday.',
  },
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
    <section className="card stack settings-card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <p className="muted">
        Choose the emails you want. Sign-in links and workspace invitations are always sent.
      </p>
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
