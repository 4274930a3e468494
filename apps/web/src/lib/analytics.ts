import type { SessionUser } from '@pageshelf/contracts/session';
import { isValidDistinctId } from '@pageshelf/domain/analytics-identity';
import type { PostHog } from 'posthog-js';
import { env } from '../config/env';

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

/** Anonymous becomes identified on sign-in (email, name, isPremium); placeholder ids are refused. */
export function identifyUser(user: SessionUser): void {
  if (!isValidDistinctId(String(user.id))) return;
  withClient((posthog) =>
    posthog.identify(String(user.id), {
      email: user.email,
      name: user.fullname ?? undefined,
      isPremium: user.isPremium,
      planType: user.planType,
      role: user.role,
    }),
  );
}

/** Logout resets the identity to a new anonymous one. */
export function resetAnalytics(): void {
  withClient((posthog) => posthog.reset());
}
