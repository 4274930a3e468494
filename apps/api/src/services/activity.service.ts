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
import type { Actor } from '../actor.js';
import type { Clock } from '../lib/clock.js';
import { RetryLaterError } from '../lib/retry-after.js';
import type { ActivityRepository } from '../repositories/activity.repository.js';
import { accountCounter } from '../repositories/write-counters.repository.js';

/** The key of a counter of `actor` in `write_counters`. */
function keyOf(counter: ActivityCounter, actor: Actor): string {
  if (actor.kind === 'user') return accountCounter('activity', actor.user.id);
  return counter === 'device' ? `activity:device:${actor.device}` : `activity:address:${actor.address}`;
}

/** The counters an activity of `actor` is counted against (`activityRates`), each with its key and rate. */
function countersOf(actor: Actor): { key: string; rate: WriteRate }[] {
  const caller =
    actor.kind === 'user'
      ? ({ kind: 'member' } as const)
      : ({ kind: 'visitor', device: actor.device !== null } as const);
  return activityRates(caller).map(({ counter, rate }) => ({ key: keyOf(counter, actor), rate }));
}

export class ActivityService {
  constructor(
    private readonly activity: ActivityRepository,
    private readonly clock: Clock,
  ) {}

  /** Logs one activity of `actor`, or refuses it with 429 when one of its rates is used up. */
  async log(actor: Actor, input: LogActivityRequest): Promise<void> {
    const counters = countersOf(actor);
    const now = this.clock.now();
    await this.activity.logCounted(
      counters.map(({ key }) => key),
      {
        user_id: actor.kind === 'user' ? actor.user.id : null,
        device_key: actor.kind === 'visitor' ? (actor.device ?? `address:${actor.address}`) : null,
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
