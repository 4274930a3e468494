/**
 * Server-side product analytics (PostHog) for what only the BFF sees: signing in and out. Without
 * POSTHOG_KEY every call is a no-op. Events are queued and sent in batches; `shutdown` flushes them.
 */
import { isValidDistinctId } from '@pageshelf/domain/analytics-identity';
import { PostHog } from 'posthog-node';
import type { BffConfig } from '../env.js';

/** Server-side analytics events. */
export type AnalyticsEvent = 'signed in' | 'signed out';

export interface Analytics {
  /** False when events go nowhere (so callers can skip work done only for analytics). */
  readonly enabled: boolean;
  /** Queues an event; ids that cannot identify a person (blank, reserved words) are ignored. */
  capture(distinctId: string, event: AnalyticsEvent, properties?: Record<string, unknown>): void;
  /** Sends what is queued and stops. */
  shutdown(): Promise<void>;
}

/** Analytics that records nothing (POSTHOG_KEY unset). */
export const noAnalytics: Analytics = {
  enabled: false,
  capture: () => undefined,
  shutdown: async () => undefined,
};

/** PostHog-backed analytics when POSTHOG_KEY is set, else `noAnalytics`. */
export function createAnalytics(config: BffConfig, onError?: (error: unknown) => void): Analytics {
  if (config.posthog === null) return noAnalytics;
  const client = new PostHog(config.posthog.key, {
    host: config.posthog.host,
    flushAt: 20,
    flushInterval: 10_000,
  });
  if (onError) client.on('error', onError);
  return {
    enabled: true,
    capture(distinctId, event, properties) {
      if (!isValidDistinctId(distinctId)) return;
      client.capture({ distinctId, event, properties: { ...properties, source: 'bff' } });
    },
    async shutdown() {
      await client.shutdown(5_000);
    },
  };
}
