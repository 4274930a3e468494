/**
 * Capture started from the product (issue 31): who may start one is the policy's `capture` access
 * (`mayCapture` in tiers: an administrator or a Pro workspace owner); this module holds how much one
 * account may ask of the server's browser. A run is a job the API's workers take in turn, so one account
 * has at most one run waiting or running, and starts at most `CAPTURE_DAILY_RUNS` in a day.
 *
 * @packageDocumentation
 */

import type { ErrorCode } from '../errors/errors.js';
import type { Viewer } from '../viewer/viewer.js';
import { DAY_MS } from '../write-limits/write-limits.js';

/** Runs one account may start in `CAPTURE_RUN_WINDOW_MS`. */
export const CAPTURE_DAILY_RUNS = 10;

/** The window of `CAPTURE_DAILY_RUNS`: a day from each run. */
export const CAPTURE_RUN_WINDOW_MS = DAY_MS;

/** Most pages one run started from the product captures (the operator's command line takes more). */
export const CAPTURE_MAX_PAGES = 20;

/** Deepest same-site crawl a run started from the product follows. */
export const CAPTURE_MAX_CRAWL = 2;

/** Most addresses one run lists. */
export const CAPTURE_MAX_ADDRESSES = 20;

/** Longest app name a run may create. */
export const CAPTURE_APP_NAME_MAX_LENGTH = 80;

/** The states of a run: waiting for a worker, being captured, then done or failed. */
export const CAPTURE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** A run's state. */
export type CaptureStatus = (typeof CAPTURE_STATUSES)[number];

/** Whether a run of this state still holds its account's one place. */
export function isCaptureActive(status: CaptureStatus): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * A running run whose worker has not been heard of for this long is taken to have stopped with its
 * process (a deploy, a crash) and is handed to another worker.
 */
export const CAPTURE_STALE_MS = 2 * 60 * 1000;

/** Most times a run is taken by a worker before it is failed (its worker stopped each time). */
export const CAPTURE_MAX_ATTEMPTS = 2;

/**
 * Whose runs a viewer who may capture follows: an administrator every account's (the server's browser is
 * theirs to watch), a workspace owner their own.
 */
export function followsEveryCapture(viewer: Viewer): boolean {
  return viewer.role === 'admin';
}

/** Whether a viewer may follow one run: one it started, or any for an administrator. */
export function mayFollowCapture(viewer: Viewer, run: { readonly mine: boolean }): boolean {
  return run.mine || followsEveryCapture(viewer);
}

/** What an account has started, read under its lock before it starts another run. */
export interface CaptureRuns {
  /** Its run waiting or running, with the app's name; null when none. */
  readonly active: { readonly app: string } | null;
  /** Runs it started in the window, with the oldest one's start (epoch ms); null when none. */
  readonly recent: { readonly count: number; readonly oldest: number } | null;
}

/** Whether another run may start: allowed, or the error to answer with its values. */
export type CaptureRunDecision =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly code: Extract<ErrorCode, 'capture_in_progress' | 'capture_limit_reached'>;
      readonly values: Readonly<Record<string, string>>;
      /** When the next run fits (epoch ms), for the limit. */
      readonly retryAt?: number;
    };

/**
 * Whether an account may start a run at `now`: not while one of its runs waits or runs (409), nor past
 * `CAPTURE_DAILY_RUNS` runs started in the last day (429, until the oldest of them is a day old).
 */
export function captureRunDecision(runs: CaptureRuns, now: number): CaptureRunDecision {
  if (runs.active !== null)
    return { allowed: false, code: 'capture_in_progress', values: { app: runs.active.app } };
  const recent = runs.recent;
  if (recent !== null && recent.count >= CAPTURE_DAILY_RUNS) {
    const retryAt = Math.max(now, recent.oldest + CAPTURE_RUN_WINDOW_MS);
    return {
      allowed: false,
      code: 'capture_limit_reached',
      values: { limit: String(CAPTURE_DAILY_RUNS) },
      retryAt,
    };
  }
  return { allowed: true };
}
