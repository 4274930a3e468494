/**
 * Activity logging (`POST /me/activity`, issue 25): each activity is counted against the account of a
 * member, or the device and the address of a visitor (`activityRates` of
 * `@pageshelf/domain/write-limits`), in the database under the counters' locks, so the rate holds across
 * API processes. Past a rate, 429 `rate_limited` says when to try again (and `Retry-After`); nothing is
 * written. The size of an activity is bounded by its contract (`logActivityRequestSchema`).
 */
import type { LogActivityRequest } from '@pageshelf/contracts/activity';
import {
  type ActivityCounter,
  activityRates,
  retryAfterSeconds,
  spendWrite,
  type WriteRate,
  type WriteWindow,
  waitInWords,
} from '@pageshelf/domain/write-limits';
import type { Clock } from '../lib/clock.js';
import { RetryLaterError } from '../lib/retry-after.js';
import type { Viewer } from '../plugins/viewer.js';
import type { ActivityRepository } from '../repositories/activity.repository.js';
import { accountCounter } from '../repositories/write-counters.repository.js';

/** The key of a counter of `viewer` in `write_counters`. */
function keyOf(counter: ActivityCounter, viewer: Viewer): string {
  if (viewer.kind === 'user') return accountCounter('activity', viewer.user.id);
  return counter === 'device' ? `activity:device:${viewer.device}` : `activity:address:${viewer.address}`;
}

/** The counters an activity of `viewer` is counted against (`activityRates`), each with its key and rate. */
function countersOf(viewer: Viewer): { key: string; rate: WriteRate }[] {
  const caller =
    viewer.kind === 'user'
      ? ({ kind: 'member' } as const)
      : ({ kind: 'visitor', device: viewer.device !== null } as const);
  return activityRates(caller).map(({ counter, rate }) => ({ key: keyOf(counter, viewer), rate }));
}

export class ActivityService {
  constructor(
    private readonly activity: ActivityRepository,
    private readonly clock: Clock,
  ) {}

  /** Logs one activity of `viewer`, or refuses it with 429 when one of its rates is used up. */
  async log(viewer: Viewer, input: LogActivityRequest): Promise<void> {
    const counters = countersOf(viewer);
    const now = this.clock.now();
    await this.activity.logCounted(
      counters.map(({ key }) => key),
      {
        user_id: viewer.kind === 'user' ? viewer.user.id : null,
        device_key: viewer.kind === 'visitor' ? (viewer.device ?? `address:${viewer.address}`) : null,
        action_name: input.action_name,
        properties: JSON.stringify(input.properties ?? {}),
        created_at: now,
      },
      (windows) => {
        const at = now.getTime();
        const next = new Map<string, WriteWindow>();
        let retryAt = at;
        for (const { key, rate } of counters) {
          const decision = spendWrite(windows.get(key), rate, at);
          if (decision.allowed) next.set(key, decision.next);
          else retryAt = Math.max(retryAt, decision.retryAt);
        }
        if (next.size < counters.length) {
          throw new RetryLaterError('rate_limited', retryAfterSeconds(retryAt, at), {
            params: { after: waitInWords(retryAt - at) },
          });
        }
        return next;
      },
    );
  }
}
