import type { SessionUser } from '@pageshelf/contracts/session';
import {
  identityTraits,
  isValidDistinctId,
  userAnalyticsProperties,
} from '@pageshelf/domain/analytics-identity';
import type { PostHog } from 'posthog-js';
import { env } from '../config/env';
import { storedCampaign } from './campaign';

/**
 * Product analytics (PostHog). Off without a key and in development; posthog-js is then never loaded.
 * Every function is safe to call either way.
 */
export const analyticsEnabled = Boolean(env.posthogKey) && !env.isDevelopment && !env.isTest;

let client: PostHog | null = null;
let loading: Promise<PostHog | null> | null = null;

function load(): Promise<PostHog | null> {
  if (!analyticsEnabled || !env.posthogKey) return Promise.resolve(null);
  if (!loading) {
    const key = env.posthogKey;
    loading = import('posthog-js')
      .then(({ default: posthog }) => {
        posthog.init(key, {
          api_host: env.posthogHost,
          capture_pageview: false, // one pageview per route change, sent by the router listener
          capture_pageleave: true,
          capture_dead_clicks: true,
          respect_dnt: true,
          session_recording: { maskAllInputs: false },
          persistence: 'localStorage+cookie',
        });
        client = posthog;
        return posthog;
      })
      .catch(() => null); // analytics failures are only logged by the browser, never shown
  }
  return loading;
}

function withClient(action: (posthog: PostHog) => void): void {
  if (client) action(client);
  else if (analyticsEnabled) void load().then((posthog) => posthog && action(posthog));
}

export function capturePageview(url: string): void {
  withClient((posthog) => posthog.capture('$pageview', { $current_url: url }));
}

export function captureEvent(event: string, properties?: Record<string, unknown>): void {
  withClient((posthog) => posthog.capture(event, properties));
}

/** Anonymous becomes identified on sign-in (email, name, isPremium…); placeholder ids are refused. */
export function identifyUser(user: SessionUser): void {
  if (!isValidDistinctId(String(user.id))) return;
  withClient((posthog) =>
    posthog.identify(String(user.id), {
      // The person properties of spec section 3 and the traits of an identification (email, name, isPremium).
      ...userAnalyticsProperties(user, storedCampaign(), Date.now()),
      ...identityTraits(user),
    }),
  );
}

/** Person properties that change while browsing (the interaction counters). */
export function setPersonProperties(properties: Record<string, unknown>): void {
  withClient((posthog) => posthog.setPersonProperties(properties));
}

/** Properties sent with every event of this visit (language, country, referring site). */
export function registerVisitProperties(properties: Record<string, string | null>): void {
  withClient((posthog) => posthog.register(properties));
}

/** The browser asks not to be tracked (Do Not Track or Global Privacy Control): capture nothing. */
export function optOutOfAnalytics(): void {
  withClient((posthog) => posthog.opt_out_capturing());
}

/** Logout resets the identity to a new anonymous one. */
export function resetAnalytics(): void {
  withClient((posthog) => posthog.reset());
}
