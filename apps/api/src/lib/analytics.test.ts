import { describe, expect, it } from 'vitest';
import { createAnalytics, noAnalytics } from './analytics.js';

describe('createAnalytics', () => {
  it('records nothing without POSTHOG_KEY', async () => {
    const analytics = createAnalytics({ key: undefined, host: 'https://eu.i.posthog.com' });
    expect(analytics).toBe(noAnalytics);
    expect(analytics.enabled).toBe(false);
    analytics.capture('42', 'subscription created');
    await analytics.shutdown();
  });

  it('sends through PostHog with a key, ignoring ids that name nobody', async () => {
    const analytics = createAnalytics({ key: 'phc_test', host: 'http://127.0.0.1:9' });
    expect(analytics.enabled).toBe(true);
    analytics.capture('', 'subscription created');
    analytics.capture('undefined', 'subscription cancelled');
    await analytics.shutdown();
  });
});
