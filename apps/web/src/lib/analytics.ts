import type { SessionUser } from '@pageshelf/contracts/session';
import {
  identityTraits,
  isValidDistinctId,
  userAnalyticsProperties,
} from '@pageshelf/domain/analytics-identity';
import { redactSecretPaths } from '@pageshelf/domain/routes';
import type { CaptureResult, PostHog, PostHogConfig } from 'posthog-js';
import { env } from '#config/env';
import { storedCampaign } from './campaign';

/**
 * Product analytics (PostHog). Off without a key and in development; posthog-js is then never loaded.
 * Every function is safe to call either way.
 */
export const analyticsEnabled = Boolean(env.posthogKey) && !env.isDevelopment && !env.isTest;

let client: PostHog | null = null;
let loading: Promise<PostHog | null> | null = null;

/** Deepest a value is walked for addresses (a recording's events nest a few levels). */
const MAX_DEPTH = 16;

/**
 * A value with the tokens of sign-in and invitation links redacted in every string it holds (objects and
 * arrays walked); the same value when nothing changed, so large recordings are not copied for nothing.
 */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactSecretPaths(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const redacted = redactStrings(item, depth + 1);
      if (redacted === item) return;
      copy ??= [...value];
      copy[index] = redacted;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const redacted = redactStrings(item, depth + 1);
    if (redacted === item) continue;
    copy ??= { ...(value as Record<string, unknown>) };
    copy[key] = redacted;
  }
  return copy ?? value;
}

/**
 * PostHog's `before_send`: an event as it leaves the browser, with the token of a sign-in link
 * (`/magic/{token}`, `?token=`) or an invitation (`/invitations/{token}`) redacted wherever an address
 * appears: `$current_url`, `$pathname`, `$referrer`, `$initial_referrer`, `$initial_current_url`,
 * `$session_entry_url`, `$prev_pageview_pathname`, a recording's page addresses and requests, and any
 * other property or person property (the domain's `redactSecretPaths`, the rule of the servers' logs).
 */
export function redactEvent(event: CaptureResult): CaptureResult {
  const redacted: CaptureResult = {
    ...event,
    properties: redactStrings(event.properties) as CaptureResult['properties'],
  };
  if (event.$set !== undefined) redacted.$set = redactStrings(event.$set) as CaptureResult['$set'];
  if (event.$set_once !== undefined)
    redacted.$set_once = redactStrings(event.$set_once) as CaptureResult['$set_once'];
  return redacted;
}

/** The options PostHog starts with. */
export function posthogOptions(host: string): Partial<PostHogConfig> {
  return {
    api_host: host,
    capture_pageview: false, // one pageview per route change, sent by the router listener
    capture_pageleave: true,
    capture_dead_clicks: true,
    respect_dnt: true,
    session_recording: {
      maskAllInputs: false,
      // The addresses of the requests a recording keeps (`/api/invitations/{token}`).
      maskCapturedNetworkRequestFn: (request) => ({ ...request, name: redactSecretPaths(request.name) }),
    },
    persistence: 'localStorage+cookie',
    // No event leaves with the token of the address it was captured on.
    before_send: redactEvent,
  };
}

function load(): Promise<PostHog | null> {
  if (!analyticsEnabled || !env.posthogKey) return Promise.resolve(null);
  if (!loading) {
    const key = env.posthogKey;
    loading = import('posthog-js')
      .then(({ default: posthog }) => {
        posthog.init(key, posthogOptions(env.posthogHost));
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
