/**
 * Server-side product analytics (PostHog) for what only a server sees (the API: subscription events;
 * the BFF: signing in and out). Without a key every call is a no-op. Events are queued and sent in
 * batches; `shutdown` flushes them. Each app names its events (`ServerAnalytics<'signed in' | …>`).
 */
import { isValidDistinctId } from '@pageshelf/domain/analytics-identity';
import { PostHog } from 'posthog-node';

/** The analytics port a server's code sends to. */
export interface ServerAnalytics<Event extends string = string> {
  /** False when events go nowhere (so callers can skip work done only for analytics). */
  readonly enabled: boolean;
  /** Queues an event; ids that cannot identify a person (blank, reserved words) are ignored. */
  capture(distinctId: string, event: Event, properties?: Record<string, unknown>): void;
  /** Sends what is queued and stops. */
  shutdown(): Promise<void>;
}

/** Analytics that records nothing (no POSTHOG_KEY). */
export const noAnalytics: ServerAnalytics<never> = {
  enabled: false,
  capture: () => undefined,
  shutdown: async () => undefined,
};

/**
 * PostHog-backed analytics when `settings` are given, else `noAnalytics`. Every event carries
 * `source` (which server sent it).
 */
export function createServerAnalytics<Event extends string>(
  settings: { key: string; host: string } | null,
  source: 'api' | 'bff',
  onError?: (error: unknown) => void,
): ServerAnalytics<Event> {
  if (settings === null) return noAnalytics;
  const client = new PostHog(settings.key, { host: settings.host, flushAt: 20, flushInterval: 10_000 });
  if (onError) client.on('error', onError);
  return {
    enabled: true,
    capture(distinctId, event, properties) {
      if (!isValidDistinctId(distinctId)) return;
      client.capture({ distinctId, event, properties: { ...properties, source } });
    },
    async shutdown() {
      await client.shutdown(5_000);
    },
  };
}
