import type { WriteWindow } from '@pageshelf/domain/write-limits';
import type { Insertable, Kysely } from 'kysely';
import type { ActivityLogTable, DB } from '../db/schema.js';
import { WriteCountersRepository } from './write-counters.repository.js';

/** The activity log (`POST /me/activity`): one row per logged activity. */
export class ActivityRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Stores one activity counted against `counters`, in one transaction: the counters are locked, then
   * `decide` gets their windows and gives the windows to store, or throws its refusal, and then nothing
   * is written.
   */
  async logCounted(
    counters: readonly string[],
    activity: Insertable<ActivityLogTable>,
    decide: (windows: ReadonlyMap<string, WriteWindow | null>) => ReadonlyMap<string, WriteWindow>,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const windows = new WriteCountersRepository(tx);
      await windows.store(decide(await windows.lock(counters)));
      await tx.insertInto('activity_log').values(activity).execute();
    });
  }
}
