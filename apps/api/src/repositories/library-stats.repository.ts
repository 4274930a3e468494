import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AppRefRow } from './content-parts.js';
/** How much the library holds, and what was added to it since a date (the weekly digest). */
export class LibraryStatsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** How much the library holds: screens (and how many of them are locked), apps, flows, components. */
  async libraryStats(): Promise<{
    screens: number;
    lockedScreens: number;
    apps: number;
    flows: number;
    components: number;
  }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb.selectFrom('screens').select(eb.fn.countAll<string>().as('n')).as('screens'),
        eb
          .selectFrom('screens')
          .select(eb.fn.countAll<string>().as('n'))
          .where('is_restricted', '=', true)
          .as('locked_screens'),
        eb.selectFrom('apps').select(eb.fn.countAll<string>().as('n')).as('apps'),
        eb.selectFrom('flows').select(eb.fn.countAll<string>().as('n')).as('flows'),
        eb.selectFrom('components').select(eb.fn.countAll<string>().as('n')).as('components'),
      ])
      .executeTakeFirstOrThrow();
    return {
      screens: Number(row.screens),
      lockedScreens: Number(row.locked_screens),
      apps: Number(row.apps),
      flows: Number(row.flows),
      components: Number(row.components),
    };
  }

  /**
   * What was added to the library since `since` (the weekly digest): how many apps, screens and flows,
   * and the newest apps (at most `appLimit`).
   */
  async addedSince(
    since: Date,
    appLimit: number,
  ): Promise<{ apps: number; screens: number; flows: number; newestApps: AppRefRow[] }> {
    const [counts, newestApps] = await Promise.all([
      this.db
        .selectNoFrom((eb) => [
          eb
            .selectFrom('apps')
            .select(eb.fn.countAll<string>().as('n'))
            .where('created_at', '>', since)
            .as('apps'),
          eb
            .selectFrom('screens')
            .select(eb.fn.countAll<string>().as('n'))
            .where('created_at', '>', since)
            .as('screens'),
          eb
            .selectFrom('flows')
            .select(eb.fn.countAll<string>().as('n'))
            .where('created_at', '>', since)
            .as('flows'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('apps')
        .select(['id', 'title', 'slug', 'logo'])
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(appLimit)
        .execute(),
    ]);
    return {
      apps: Number(counts.apps),
      screens: Number(counts.screens),
      flows: Number(counts.flows),
      newestApps,
    };
  }
}
