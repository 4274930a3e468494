import type { WriteWindow } from '@pageshelf/domain/write-limits';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, FeedbackTable } from '../db/schema.js';
import { WriteCountersRepository } from './write-counters.repository.js';

/** What a feedback is counted with: the account's window and the screenshot bytes it keeps. */
export interface FeedbackCount {
  window: WriteWindow | null;
  keptScreenshotBytes: number;
}

export class FeedbackRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The feedback window of `counter` now, without locking (for a refusal before any work). */
  async window(counter: string): Promise<WriteWindow | null> {
    return (await new WriteCountersRepository(this.db).read([counter])).get(counter) ?? null;
  }

  /**
   * Stores a feedback counted against `counter`, in one transaction: the counter is locked, then
   * `decide` gets its window and the bytes of the screenshots the account keeps (read under that lock,
   * so two feedbacks at once are counted one after the other) and gives the window to store, or throws
   * its refusal, and then nothing is written.
   */
  async createCounted(
    counter: string,
    feedback: Insertable<FeedbackTable> & { user_id: number },
    decide: (count: FeedbackCount) => WriteWindow,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const counters = new WriteCountersRepository(tx);
      const window = (await counters.lock([counter])).get(counter) ?? null;
      const kept = await tx
        .selectFrom('feedback')
        .select(sql<string>`coalesce(sum(octet_length(screenshot)), 0)`.as('bytes'))
        .where('user_id', '=', feedback.user_id)
        .executeTakeFirstOrThrow();
      const next = decide({ window, keptScreenshotBytes: Number(kept.bytes) });
      await counters.store(new Map([[counter, next]]));
      await tx.insertInto('feedback').values(feedback).execute();
    });
  }
}
