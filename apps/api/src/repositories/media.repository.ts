import type { Kysely } from 'kysely';
import type { DB, OriginalFormat } from '../db/schema.js';

/** What the media route asks of the library about a stored picture. */
export class MediaRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The screen whose picture is `key`, with its original's format; undefined when no screen has it. */
  async screenOf(
    key: string,
  ): Promise<{ isRestricted: boolean; originalFormat: OriginalFormat | null } | undefined> {
    const row = await this.db
      .selectFrom('screens')
      .select(['screens.is_restricted', 'screens.original_format'])
      .where('screens.image_key', '=', key)
      .executeTakeFirst();
    return row && { isRestricted: row.is_restricted, originalFormat: row.original_format };
  }

  /**
   * Whether `key` is the picture of a restricted screen (any of its versions) or of a component cut
   * from one.
   */
  async isRestricted(key: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('screens')
      .select('screens.id')
      .where('screens.is_restricted', '=', true)
      .where((eb) =>
        eb.or([
          eb('screens.image_key', '=', key),
          eb.exists(
            eb
              .selectFrom('components')
              .whereRef('components.screen_id', '=', 'screens.id')
              .where('components.image_key', '=', key)
              .select('components.id'),
          ),
          eb.exists(
            eb
              .selectFrom('screen_versions')
              .whereRef('screen_versions.screen_id', '=', 'screens.id')
              .where('screen_versions.image_key', '=', key)
              .select('screen_versions.id'),
          ),
        ]),
      )
      .executeTakeFirst();
    return row !== undefined;
  }
}
