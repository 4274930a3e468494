import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface SearchCounterRecord {
  count: number;
  timestamp: number;
}

/** Visit and search counters. Writes are single atomic upserts, so concurrent requests never lose a count. */
export class CountersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async visitCount(subjects: string[]): Promise<number> {
    if (subjects.length === 0) return 0;
    const rows = await this.db
      .selectFrom('visit_counters')
      .select('count')
      .where('subject', 'in', subjects)
      .execute();
    return Math.max(0, ...rows.map((row) => row.count));
  }

  /** Adds one view to every subject and returns the highest resulting count. */
  async addVisit(subjects: string[], at: Date): Promise<number> {
    const rows = await this.db
      .insertInto('visit_counters')
      .values(subjects.map((subject) => ({ subject, count: 1, updated_at: at })))
      .onConflict((oc) =>
        oc.column('subject').doUpdateSet({ count: sql`visit_counters.count + 1`, updated_at: at }),
      )
      .returning('count')
      .execute();
    return Math.max(0, ...rows.map((row) => row.count));
  }

  async searchRecord(subject: string): Promise<SearchCounterRecord | null> {
    const row = await this.db
      .selectFrom('search_counters')
      .select(['count', 'window_start'])
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row ? { count: row.count, timestamp: row.window_start.getTime() } : null;
  }

  /**
   * Reads and rewrites one search counter under a row lock, so concurrent searches are counted one by one.
   * `decide` gets the stored record (null when none) and returns the record to store, or null to leave it.
   */
  async updateSearchRecord<T>(
    subject: string,
    decide: (current: SearchCounterRecord | null) => { store: SearchCounterRecord | null; result: T },
  ): Promise<T> {
    return this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('search_counters')
        .values({ subject, count: 0, window_start: new Date(0) })
        .onConflict((oc) => oc.column('subject').doNothing())
        .execute();
      const row = await tx
        .selectFrom('search_counters')
        .select(['count', 'window_start'])
        .where('subject', '=', subject)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const current =
        row.window_start.getTime() === 0 ? null : { count: row.count, timestamp: row.window_start.getTime() };
      const { store, result } = decide(current);
      if (store) {
        await tx
          .updateTable('search_counters')
          .set({ count: store.count, window_start: new Date(store.timestamp) })
          .where('subject', '=', subject)
          .execute();
      }
      return result;
    });
  }
}
