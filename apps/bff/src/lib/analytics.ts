/**
 * Server-side product analytics for what only the BFF sees: signing in and out. The client is the
 * servers' one (`@pageshelf/server-kit/analytics`); this module names the BFF's events.
 */
import { createServerAnalytics, type ServerAnalytics } from '@pageshelf/server-kit/analytics';
import type { BffConfig } from '../env.js';

/** Server-side analytics events. */
export type AnalyticsEvent = 'signed in' | 'signed out';

export type Analytics = ServerAnalytics<AnalyticsEvent>;

/** PostHog-backed analytics when POSTHOG_KEY is set, else `noAnalytics`. */
export const createAnalytics = (config: BffConfig, onError?: (error: unknown) => void): Analytics =>
  createServerAnalytics<AnalyticsEvent>(config.posthog, 'bff', onError);
