/**
 * How much one caller may write (issue 25): feedback and the activity log are the two places where a
 * member or a visitor adds rows at will, so each has a rate and a size.
 *
 * A rate is a count in a window that starts with the first write and lasts `windowMs` (as the search
 * quota's day does); `spendWrite` says whether one more write fits and what the counter becomes. The
 * servers keep the counters in the database, so every API process sees the same count, and ask this
 * module under a lock. Every function is pure and tolerant of damaged records.
 *
 * @packageDocumentation
 */

import { toFiniteNumber } from '../internal/values.js';

/** An hour, in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;

/** A day, in milliseconds. */
export const DAY_MS = 24 * HOUR_MS;

/** A rate: at most `limit` writes in a window of `windowMs`. */
export interface WriteRate {
  readonly limit: number;
  readonly windowMs: number;
}

/** A write counter: `count` writes in the window that started at `start` (epoch milliseconds). */
export interface WriteWindow {
  readonly count: number;
  readonly start: number;
}

/** Whether one more write fits a rate. */
export type WriteDecision =
  | {
      readonly allowed: true;
      /** The counter to store, with this write counted. */
      readonly next: WriteWindow;
    }
  | {
      readonly allowed: false;
      /** When the window ends and the next write fits, epoch milliseconds. */
      readonly retryAt: number;
    };

/**
 * The window still running at `now`, or null (none, damaged, or `windowMs` past its start). A start
 * later than `now` (a clock that moved back) is read as `now`: the window is kept, never handed out anew.
 */
function runningWindow(current: WriteWindow | null | undefined, windowMs: number, now: number) {
  if (current === null || typeof current !== 'object') return null;
  const start = toFiniteNumber(current.start);
  const count = toFiniteNumber(current.count);
  if (!Number.isFinite(start) || start < 0 || !Number.isFinite(count) || count < 0) return null;
  const from = Math.min(start, now);
  if (now - from >= windowMs) return null;
  return { count: Math.floor(count), start: from };
}

/**
 * Counts one write at `now` against `rate`: allowed with the counter to store (a new window when none
 * is running), or refused with the time the running window ends.
 */
export function spendWrite(
  current: WriteWindow | null | undefined,
  rate: WriteRate,
  now: number,
): WriteDecision {
  const at = Number.isFinite(now) ? now : 0;
  const window = runningWindow(current, rate.windowMs, at);
  if (window === null) return { allowed: true, next: { count: 1, start: at } };
  if (window.count >= rate.limit) return { allowed: false, retryAt: window.start + rate.windowMs };
  return { allowed: true, next: { count: window.count + 1, start: window.start } };
}

/** Whole seconds from `now` until `retryAt`, at least 1 (the value of a `Retry-After` header). */
export function retryAfterSeconds(retryAt: number, now: number): number {
  const seconds = Math.ceil((retryAt - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(1, seconds) : 1;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * A wait as people say it: `in 40 seconds`, `in 12 minutes`, `in 3 hours` or `in 2 hours 5 minutes`
 * (rounded up, so the wait said is never shorter than the real one).
 */
export function waitInWords(ms: number): string {
  const seconds = Number.isFinite(ms) ? Math.max(1, Math.ceil(ms / 1000)) : 1;
  if (seconds < 60) return `in ${plural(seconds, 'second')}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${plural(minutes, 'minute')}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `in ${plural(hours, 'hour')}` : `in ${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

// ---------------------------------------------------------------------------------------------------
// Feedback

/** Feedback an account may send: 10 a day (a window of 24 hours from the first one). */
export const FEEDBACK_RATE: WriteRate = Object.freeze({ limit: 10, windowMs: DAY_MS });

/**
 * Bytes of feedback screenshots kept for one account: 20 MB. The bound is on screenshots because they
 * are nearly all of feedback's bytes (up to 2 MB each, against at most 20 KB for a message of 5000
 * characters, and messages are already held to 10 a day by `FEEDBACK_RATE`). The SPA's screenshot is a
 * JPEG of the viewport, 0.1 to 0.5 MB, so 20 MB is 40 to 200 real screenshots, more than a member sends
 * in years; a flood stops at ten full-size ones. Past it, feedback is still taken without a screenshot.
 */
export const FEEDBACK_SCREENSHOT_BYTES_KEPT = 20 * 1024 * 1024;

/** Whether a screenshot of `bytes` fits beside the `keptBytes` of screenshots an account already has. */
export function screenshotFitsKept(keptBytes: number, bytes: number): boolean {
  return keptBytes + bytes <= FEEDBACK_SCREENSHOT_BYTES_KEPT;
}

/**
 * Most pixels a feedback screenshot may have: 25 million (a 5K screen at 5120×2880 is 14.7 million; the
 * SPA halves a capture that does not fit 2 MB). More is refused before it is decoded.
 */
export const MAX_SCREENSHOT_PIXELS = 25_000_000;

/**
 * Bytes an image file may carry besides its pixels (headers, colour profile, the compressor's own
 * bookkeeping).
 */
export const SCREENSHOT_OVERHEAD_BYTES = 64 * 1024;

/**
 * Whether a screenshot's file is no larger than its pixels could need: 8 bytes a pixel (16-bit RGBA,
 * stored uncompressed) and `SCREENSHOT_OVERHEAD_BYTES`. A small picture followed by megabytes of
 * something else is not a screenshot.
 */
export function screenshotSizeFitsPixels(bytes: number, width: number, height: number): boolean {
  return bytes <= width * height * 8 + SCREENSHOT_OVERHEAD_BYTES;
}

// ---------------------------------------------------------------------------------------------------
// The activity log

/**
 * Activity a caller may log. The SPA logs onboarding only (`ONBOARDING_STEPS` × `ONBOARDING_EVENTS`: at
 * most four events a step, three steps, about a dozen for a whole onboarding); visitors log nothing. An
 * hour's window of 60 is five whole onboardings an hour for one account or device; an address gets four
 * devices' worth (an office, a carrier's shared address), as the visit cap gives it four visitors' views.
 */
export const ACTIVITY_RATES = Object.freeze({
  /** A signed-in member, whatever device or address. */
  account: Object.freeze({ limit: 60, windowMs: HOUR_MS }),
  /** A visitor's device (the BFF's device cookie). */
  device: Object.freeze({ limit: 60, windowMs: HOUR_MS }),
  /** All visitors behind one address (IPv4, IPv6 /64) that present a device cookie. */
  address: Object.freeze({ limit: 240, windowMs: HOUR_MS }),
} satisfies Record<string, WriteRate>);

/** What an activity is counted against: a member's account, a visitor's device or address. */
export type ActivityCounter = keyof typeof ACTIVITY_RATES;

/** Who logs an activity: a member, or a visitor with or without the BFF's device cookie. */
export type ActivityCaller =
  | { readonly kind: 'member' }
  | { readonly kind: 'visitor'; readonly device: boolean };

/**
 * The counters one activity is counted against, each with its rate: a member's account; a visitor's
 * device and address. A visitor without a device cookie is held by its address to one device's rate, so
 * dropping cookies buys nothing (as the visit cap does).
 */
export function activityRates(caller: ActivityCaller): { counter: ActivityCounter; rate: WriteRate }[] {
  if (caller.kind === 'member') return [{ counter: 'account', rate: ACTIVITY_RATES.account }];
  if (!caller.device) return [{ counter: 'address', rate: ACTIVITY_RATES.device }];
  return [
    { counter: 'device', rate: ACTIVITY_RATES.device },
    { counter: 'address', rate: ACTIVITY_RATES.address },
  ];
}

/**
 * Largest properties of one activity, as JSON in UTF-8: 1 KB. The SPA sends `{"step":"share"}` (16
 * bytes); 1 KB leaves room for a few more facts and keeps a row under 2 KB with its name.
 */
export const ACTIVITY_PROPERTIES_MAX_BYTES = 1024;

/** The size of an activity's properties as stored: their JSON, in UTF-8 bytes. */
export function activityPropertiesBytes(properties: Readonly<Record<string, unknown>>): number {
  return new TextEncoder().encode(JSON.stringify(properties)).length;
}
