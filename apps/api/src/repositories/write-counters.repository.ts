import type { WriteWindow } from '@pageshelf/domain/write-limits';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What a write counter counts. */
export const WRITE_KINDS = ['feedback', 'activity'] as const;

/** The key of an account's write counter of `kind` (`feedback:user:12`). */
export const accountCounter = (kind: (typeof WRITE_KINDS)[number], userId: number) =>
  `${kind}:user:${userId}`;

/** Every write counter that names an account (deleted with it). */
export const accountCounters = (userId: number) => WRITE_KINDS.map((kind) => accountCounter(kind, userId));

/** The start stored for a counter that has counted nothing yet. */
const NEVER = new Date(0);

/**
 * Write counters (issue 25): how many writes each subject made in its current window. Used inside a
 * transaction of the repository that writes the row being counted (`FeedbackRepository`,
 * `ActivityRepository`): the counters are locked, the domain decides, the counters and the row are
 * written, all or nothing. The lock holds across API processes, since it is the database's.
 */
export class WriteCountersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The current windows of `subjects` (null where nothing was counted yet), without locking. */
  async read(subjects: readonly string[]): Promise<Map<string, WriteWindow | null>> {
    const windows = new Map<string, WriteWindow | null>(subjects.map((subject) => [subject, null]));
    if (subjects.length === 0) return windows;
    const rows = await this.db
      .selectFrom('write_counters')
      .select(['subject', 'count', 'window_start'])
      .where('subject', 'in', [...subjects])
      .execute();
    for (const row of rows) windows.set(row.subject, windowOf(row));
    return windows;
  }

  /**
   * The windows of `subjects`, locked until the transaction this repository runs in ends (a counter
   * is made first where there is none, so there is a row to lock). Rows are locked in subject order, so
   * two transactions counting the same subjects never wait on each other in a circle.
   */
  async lock(subjects: readonly string[]): Promise<Map<string, WriteWindow | null>> {
    const sorted = [...new Set(subjects)].sort();
    if (sorted.length === 0) return new Map();
    await this.db
      .insertInto('write_counters')
      .values(sorted.map((subject) => ({ subject, count: 0, window_start: NEVER })))
      .onConflict((oc) => oc.column('subject').doNothing())
      .execute();
    const rows = await this.db
      .selectFrom('write_counters')
      .select(['subject', 'count', 'window_start'])
      .where('subject', 'in', sorted)
      .orderBy('subject')
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.subject, windowOf(row)]));
  }

  /** Stores the windows the domain gave (`spendWrite`'s `next`), one per subject. */
  async store(windows: ReadonlyMap<string, WriteWindow>): Promise<void> {
    for (const [subject, window] of windows) {
      await this.db
        .updateTable('write_counters')
        .set({ count: window.count, window_start: new Date(window.start) })
        .where('subject', '=', subject)
        .execute();
    }
  }
}

function windowOf(row: { count: number; window_start: Date }): WriteWindow | null {
  const start = row.window_start.getTime();
  return start === NEVER.getTime() ? null : { count: row.count, start };
}
