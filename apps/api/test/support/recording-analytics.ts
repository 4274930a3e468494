import type { ServerAnalytics, ServerAnalyticsEvent } from '../../src/lib/analytics.js';

export interface RecordedEvent {
  distinctId: string;
  event: ServerAnalyticsEvent;
  properties: Record<string, unknown>;
}

/** Analytics that keeps what it is sent, for tests to read. */
export function recordingAnalytics(): ServerAnalytics & { events: RecordedEvent[] } {
  const events: RecordedEvent[] = [];
  return {
    enabled: true,
    events,
    capture(distinctId, event, properties = {}) {
      events.push({ distinctId, event, properties });
    },
    async shutdown() {},
  };
}
