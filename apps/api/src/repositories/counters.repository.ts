import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

export interface SearchCounterRecord {
  count: number;
  timestamp: number;
  /** A digest of the last search counted; null or absent when not known. */
  lastSearch?: string | null;
}

/** Visit and search counters. Writes are single atomic upserts, so concurrent requests never lose a count. */
export class CountersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The visit count of each subject (0 for one never counted). */
  async visitCounts(subjects: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(subjects.map((subject) => [subject, 0]));
    if (subjects.length === 0) return counts;
    const rows = await this.db
      .selectFrom('visit_counters')
      .select(['subject', 'count'])
      .where('subject', 'in', [...subjects])
      .execute();
    for (const row of rows) counts.set(row.subject, row.count);
    return counts;
  }

  /**
   * Counts one view of `view` for every subject, unless it is the view that subject counted last (the
   * calls of one page, a list's later pages); returns each subject's count after. One atomic upsert per
   * subject row, so two calls of one page at the same moment still count once.
   */
  async countView(subjects: readonly string[], view: string, at: Date): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (subjects.length === 0) return counts;
    const rows = await this.db
      .insertInto('visit_counters')
      .values(subjects.map((subject) => ({ subject, count: 1, updated_at: at, last_view: view })))
      .onConflict((oc) =>
        oc.column('subject').doUpdateSet({
          count: sql`visit_counters.count + (CASE WHEN visit_counters.last_view IS NOT DISTINCT FROM excluded.last_view THEN 0 ELSE 1 END)`,
          last_view: sql`excluded.last_view`,
          updated_at: at,
        }),
      )
      .returning(['subject', 'count'])
      .execute();
    for (const row of rows) counts.set(row.subject, row.count);
    return counts;
  }

  async searchRecord(subject: string): Promise<SearchCounterRecord | null> {
    const row = await this.db
      .selectFrom('search_counters')
      .select(['count', 'window_start', 'last_search'])
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row
      ? { count: row.count, timestamp: row.window_start.getTime(), lastSearch: row.last_search }
      : null;
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
        .select(['count', 'window_start', 'last_search'])
        .where('subject', '=', subject)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const current =
        row.window_start.getTime() === 0
          ? null
          : { count: row.count, timestamp: row.window_start.getTime(), lastSearch: row.last_search };
      const { store, result } = decide(current);
      if (store) {
        await tx
          .updateTable('search_counters')
          .set({
            count: store.count,
            window_start: new Date(store.timestamp),
            last_search: store.lastSearch ?? null,
          })
          .where('subject', '=', subject)
          .execute();
      }
      return result;
    });
  }
}
