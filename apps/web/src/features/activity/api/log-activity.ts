import { shouldMirrorActivityToAnalytics } from '@pageshelf/domain/analytics-identity';
import { captureEvent } from '#lib/analytics';
import { api } from '#lib/api-client';
import { whenIdleOrLeaving } from '#lib/idle';

const logActivityResponseContract = () =>
  import('@pageshelf/contracts/activity').then((m) => m.logActivityResponseSchema);

/**
 * `POST /me/activity` with action 'log_user_activity': sent in idle time (or as the page goes away, so a
 * click that leads off the page is not lost), and mirrored to analytics unless the name contains 'go to'. Failures are only logged.
 * `properties` go with it to both.
 */
export function logActivity(
  actionName: string,
  properties?: Record<string, string | number | boolean>,
): void {
  whenIdleOrLeaving(() => {
    void api
      .post(
        '/api/me/activity',
        { action: 'log_user_activity', action_name: actionName, ...(properties ? { properties } : {}) },
        {
          schema: logActivityResponseContract,
          keepalive: true,
          report: 'caller',
        },
      )
      .catch(() => undefined);
  });
  if (shouldMirrorActivityToAnalytics(actionName)) captureEvent(actionName, properties);
}
