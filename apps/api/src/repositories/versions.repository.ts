import type { VersionChanges, VersionSource } from '@pageshelf/contracts/versions';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { fromJson } from './content-parts.js';

export interface ScreenVersionRecord {
  number: number;
  capturedAt: Date;
  imageKey: string;
  width: number;
  height: number;
  dominantColor: string;
  textInScreen: string;
  changes: VersionChanges | null;
}

export interface AppHistoryRecord {
  number: number;
  capturedAt: Date;
  source: VersionSource;
  added: number;
  changed: number;
  unchanged: number;
  gone: number;
  changedScreens: { uuid: string; imageKey: string; width: number; height: number; dominantColor: string }[];
}

/** Most changed screens named per app version. */
export const CHANGED_SCREENS_LISTED = 60;

/** The versions of screens and apps (migration 0020). */
export class VersionsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * A screen's versions, newest first; a screen with none recorded (drawn or imported before versions)
   * has one, itself as it is. Null when there is no such screen.
   */
  async screenVersions(
    uuid: string,
  ): Promise<{ sourceUrl: string | null; versions: ScreenVersionRecord[] } | null> {
    const screen = await this.db
      .selectFrom('screens')
      .select([
        'id',
        'source_url',
        'image_key',
        'width',
        'height',
        'dominant_color',
        'text_in_screen',
        sql<Date>`coalesce(captured_at, created_at)`.as('captured_at'),
      ])
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    if (!screen) return null;
    const rows = await this.db
      .selectFrom('screen_versions')
      .select([
        'number',
        'captured_at',
        'image_key',
        'width',
        'height',
        'dominant_color',
        'text_in_screen',
        'changes',
      ])
      .where('screen_id', '=', screen.id)
      .orderBy('number', 'desc')
      .execute();
    const versions = rows.map((row) => ({
      number: row.number,
      capturedAt: row.captured_at,
      imageKey: row.image_key,
      width: row.width,
      height: row.height,
      dominantColor: row.dominant_color,
      textInScreen: row.text_in_screen,
      changes: row.changes,
    }));
    if (versions.length === 0)
      versions.push({
        number: 1,
        capturedAt: screen.captured_at,
        imageKey: screen.image_key,
        width: screen.width,
        height: screen.height,
        dominantColor: screen.dominant_color,
        textInScreen: screen.text_in_screen,
        changes: null,
      });
    return { sourceUrl: screen.source_url, versions };
  }

  /** An app's dated versions, newest first, each with the screens it changed; null when there is no such app. */
  async appHistory(slug: string): Promise<AppHistoryRecord[] | null> {
    const app = await this.db.selectFrom('apps').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!app) return null;
    const { rows } = await sql<{
      number: number;
      captured_at: Date;
      source: VersionSource;
      added: number;
      changed: number;
      unchanged: number;
      gone: number;
      changed_screens: AppHistoryRecord['changedScreens'] | string;
    }>`
      select v.number, v.captured_at, v.source, v.added, v.changed, v.unchanged, v.gone,
             (select coalesce(json_agg(json_build_object('uuid', c.uuid, 'imageKey', c.image_key, 'width', c.width,
                                       'height', c.height, 'dominantColor', c.dominant_color)
                                       order by c.position, c.id), '[]'::json)
              from (select s.uuid, s.image_key, s.width, s.height, s.dominant_color, s.position, s.id
                    from screen_versions sv join screens s on s.id = sv.screen_id
                    where sv.app_version_id = v.id and sv.number > 1
                    order by s.position, s.id limit ${CHANGED_SCREENS_LISTED}) c) as changed_screens
      from app_versions v where v.app_id = ${app.id}
      order by v.number desc`.execute(this.db);
    return rows.map((row) => ({
      number: row.number,
      capturedAt: row.captured_at,
      source: row.source,
      added: row.added,
      changed: row.changed,
      unchanged: row.unchanged,
      gone: row.gone,
      changedScreens: fromJson(row.changed_screens),
    }));
  }
}
