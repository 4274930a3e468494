/**
 * Analytics never carries the token of a sign-in link or an invitation (issue 25): the events PostHog
 * builds on `/magic/{token}` and `/invitations/{token}` leave with the token redacted in every property
 * that holds the address.
 */
import { PostHog } from 'posthog-js';
import { afterEach, describe, expect, it } from 'vitest';
import { posthogOptions, redactEvent } from './analytics';

const LINK = 'link_secretsecretsecretsecret0123';
const INVITATION = 'inv_secretsecretsecretsecretsecret0123';
const ORIGIN = window.location.origin;

describe('redactEvent', () => {
  it('redacts the token in every address of an event, its person properties and its recording', () => {
    const event = {
      uuid: '0190a8c2-0000-7000-8000-000000000000',
      event: '$pageview',
      properties: {
        token: 'phc_project_key',
        distinct_id: 'user-7',
        $current_url: `${ORIGIN}/magic/${LINK}?next=%2Fpages`,
        $pathname: `/magic/${LINK}`,
        $host: 'pageshelf.dev',
        $referrer: `${ORIGIN}/invitations/${INVITATION}`,
        $referring_domain: 'pageshelf.dev',
        $prev_pageview_pathname: `/invitations/${INVITATION}`,
        $session_entry_url: `${ORIGIN}/auth?token=${LINK}`,
        $snapshot_data: [
          { type: 4, data: { href: `${ORIGIN}/invitations/${INVITATION}`, width: 1440, height: 900 } },
          {
            type: 6,
            data: {
              plugin: 'rrweb/network@1',
              payload: {
                requests: [{ name: `${ORIGIN}/api/invitations/${INVITATION}/accept`, method: 'POST' }],
              },
            },
          },
        ],
        term: 'login screens',
      },
      $set: { email: 'ann@example.com' },
      $set_once: {
        $initial_current_url: `${ORIGIN}/magic/${LINK}`,
        $initial_pathname: `/magic/${LINK}`,
        $initial_referrer: `${ORIGIN}/invitations/${INVITATION}`,
      },
    };
    const redacted = redactEvent(event);
    const text = JSON.stringify(redacted);
    expect(text).not.toContain(LINK);
    expect(text).not.toContain(INVITATION);
    expect(redacted.properties).toMatchObject({
      token: 'phc_project_key',
      $current_url: `${ORIGIN}/magic/[redacted]?next=%2Fpages`,
      $pathname: '/magic/[redacted]',
      $referrer: `${ORIGIN}/invitations/[redacted]`,
      $session_entry_url: `${ORIGIN}/auth?token=[redacted]`,
      term: 'login screens',
    });
    expect(redacted.$set_once).toEqual({
      $initial_current_url: `${ORIGIN}/magic/[redacted]`,
      $initial_pathname: '/magic/[redacted]',
      $initial_referrer: `${ORIGIN}/invitations/[redacted]`,
    });
    expect(redacted.$set).toBe(event.$set); // nothing to redact: not copied
    // The event as captured is left as it was.
    expect(event.properties.$pathname).toBe(`/magic/${LINK}`);
  });

  it('redacts the addresses of the requests a recording keeps', () => {
    const mask = posthogOptions('http://127.0.0.1:9').session_recording?.maskCapturedNetworkRequestFn;
    const request = { name: `${ORIGIN}/api/invitations/${INVITATION}/accept`, entryType: 'resource' };
    expect(mask?.(request as Parameters<NonNullable<typeof mask>>[0])).toMatchObject({
      name: `${ORIGIN}/api/invitations/[redacted]/accept`,
    });
  });

  it('leaves an event without a token as it is', () => {
    const event = {
      uuid: '0190a8c2-0000-7000-8000-000000000001',
      event: 'searched',
      properties: { $current_url: `${ORIGIN}/pages?term=login`, filters: ['a', 'b'] },
    };
    expect(redactEvent(event).properties).toBe(event.properties);
  });
});

describe('PostHog as the SPA starts it', () => {
  let posthog: PostHog | null = null;
  afterEach(() => {
    posthog?.reset();
    window.history.replaceState(null, '', '/');
    posthog = null;
  });

  it('sends nothing with the token of the address it runs on ($current_url, $pathname, $initial_*, $session_entry_*)', () => {
    window.history.replaceState(null, '', `/invitations/${INVITATION}?from=mail`);
    const options = posthogOptions('http://127.0.0.1:9');
    const sent: unknown[] = [];
    // A named instance of its own (`init` with a name returns it), apart from the SPA's.
    posthog = new PostHog().init(
      'phc_test_key',
      {
        ...options,
        // Our redaction first, then this test's look at what would leave (and nothing leaves).
        before_send: [
          options.before_send as (event: unknown) => never,
          (event) => {
            sent.push(event);
            return null;
          },
        ],
        advanced_disable_flags: true,
        disable_session_recording: true,
        disable_surveys: true,
        autocapture: false,
        capture_pageleave: false,
        capture_dead_clicks: false,
        // The test browser's user agent reads as a robot's, whose events PostHog drops.
        opt_out_useragent_filter: true,
      },
      'redaction-test',
    ) as PostHog;
    posthog.capture('$pageview', { $current_url: window.location.href });
    posthog.identify('7', { email: 'ann@example.com' });
    posthog.capture('invitation viewed');
    expect(sent.length).toBeGreaterThanOrEqual(3);
    const text = JSON.stringify(sent);
    expect(text).not.toContain(INVITATION);
    const pageview = sent[0] as { properties: Record<string, unknown>; $set_once?: Record<string, unknown> };
    expect(pageview.properties.$current_url).toBe(`${ORIGIN}/invitations/[redacted]?from=mail`);
    expect(pageview.properties.$pathname).toBe('/invitations/[redacted]');
    const identify = sent.find((event) => (event as { event: string }).event === '$identify') as
      | { $set_once?: Record<string, unknown> }
      | undefined;
    expect(identify?.$set_once).toMatchObject({
      $initial_current_url: `${ORIGIN}/invitations/[redacted]?from=mail`,
      $initial_pathname: '/invitations/[redacted]',
    });
    expect(pageview.properties.$session_entry_url).toBe(`${ORIGIN}/invitations/[redacted]?from=mail`);
  });
});
