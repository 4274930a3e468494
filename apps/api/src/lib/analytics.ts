/**
 * Server-side product analytics (PostHog) for what only the API sees: subscription events (spec section 4:
 * created, cancelled, reactivated), whichever way they happen (test-mode checkout, Stripe webhook, the
 * settings page). Without POSTHOG_KEY every call is a no-op. Events are queued and sent in batches;
 * `shutdown` flushes them.
 */
import { isValidDistinctId } from '@pageshelf/domain/analytics-identity';
import { PostHog } from 'posthog-node';

/** Server-side analytics events of the API. */
export type ServerAnalyticsEvent =
  | 'subscription created'
  | 'subscription cancelled'
  | 'subscription reactivated';

/** The analytics port the services send to. */
export interface ServerAnalytics {
  /** False when events go nowhere. */
  readonly enabled: boolean;
  /** Queues an event; ids that cannot identify a person (blank, reserved words) are ignored. */
  capture(distinctId: string, event: ServerAnalyticsEvent, properties?: Record<string, unknown>): void;
  /** Sends what is queued and stops. */
  shutdown(): Promise<void>;
}

/** Analytics that records nothing (POSTHOG_KEY unset). */
export const noAnalytics: ServerAnalytics = {
  enabled: false,
  capture: () => undefined,
  shutdown: async () => undefined,
};

/** PostHog-backed analytics when `key` is given, else `noAnalytics`. */
export function createAnalytics(
  settings: { key: string | undefined; host: string },
  onError?: (error: unknown) => void,
): ServerAnalytics {
  if (settings.key === undefined) return noAnalytics;
  const client = new PostHog(settings.key, { host: settings.host, flushAt: 20, flushInterval: 10_000 });
  if (onError) client.on('error', onError);
  return {
    enabled: true,
    capture(distinctId, event, properties) {
      if (!isValidDistinctId(distinctId)) return;
      client.capture({ distinctId, event, properties: { ...properties, source: 'api' } });
    },
    async shutdown() {
      await client.shutdown(5_000);
    },
  };
}
