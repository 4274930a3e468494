import { logActivityResponseSchema } from '@pageshelf/contracts/activity';
import { shouldMirrorActivityToAnalytics } from '@pageshelf/domain/analytics-identity';
import { captureEvent } from '../../../lib/analytics';
import { api } from '../../../lib/api-client';
import { whenIdle } from '../../../lib/idle';

/**
 * `POST /me/activity` with action 'log_user_activity': sent in idle time, and mirrored to analytics
 * unless the name contains 'go to'. Failures are only logged.
 * `properties` go with it to both.
 */
export function logActivity(
  actionName: string,
  properties?: Record<string, string | number | boolean>,
): void {
  whenIdle(() => {
    void api
      .post(
        '/api/me/activity',
        { action: 'log_user_activity', action_name: actionName, ...(properties ? { properties } : {}) },
        {
          schema: logActivityResponseSchema,
          report: 'caller',
        },
      )
      .catch(() => undefined);
  });
  if (shouldMirrorActivityToAnalytics(actionName)) captureEvent(actionName, properties);
}
