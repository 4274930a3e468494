/**
 * Server-side product analytics for what only the API sees: subscription events (spec section 4:
 * created, cancelled, reactivated), whichever way they happen (test-mode checkout, Stripe webhook, the
 * settings page). The client is the servers' one (`@pageshelf/server-kit/analytics`); this module names
 * the API's events.
 */
import {
  type ServerAnalytics as Analytics,
  createServerAnalytics,
  noAnalytics,
} from '@pageshelf/server-kit/analytics';

/** Server-side analytics events of the API. */
export type ServerAnalyticsEvent =
  | 'subscription created'
  | 'subscription cancelled'
  | 'subscription reactivated';

/** The analytics port the services send to. */
export type ServerAnalytics = Analytics<ServerAnalyticsEvent>;

export { noAnalytics };

/** PostHog-backed analytics with a key, else `noAnalytics`. */
export const createAnalytics = (
  settings: { key: string; host: string } | null,
  onError?: (error: unknown) => void,
): ServerAnalytics => createServerAnalytics<ServerAnalyticsEvent>(settings, 'api', onError);
