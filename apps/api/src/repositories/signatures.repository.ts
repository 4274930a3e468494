import {
  SIGNATURE_PLATFORMS,
  type SignatureColumns,
  type StoredSignature,
} from '@pageshelf/library/likeness';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** A screen without a sketch, or with one of an older kind (not 32 hex digits). */
const OLD_SKETCH = sql<boolean>`(screens.text_sketch is null or length(screens.text_sketch) <> 32)`;

/** A page of signatures as columns (`SignatureIndex.addColumns`), or null when it must be read by rows. */
export interface SignaturePage {
  columns: SignatureColumns | null;
  /** Screens in the page. */
  count: number;
  /** The page's largest screen id (0 when empty). */
  lastId: number;
  /** Screens of the page whose sketch is missing or of an older kind (zeros in `columns`): to compute. */
  unsketched: number[];
}

/** The whole numbers of a comma-separated list, read without a string for each. */
function commaSeparatedIds(text: string, count: number): Int32Array | null {
  const ids = new Int32Array(count);
  let at = 0;
  let value = 0;
  let digits = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 44;
    if (code === 44) {
      if (digits === 0 || at >= count) return null;
      ids[at] = value;
      at += 1;
      value = 0;
      digits = 0;
    } else if (code >= 48 && code <= 57) {
      value = value * 10 + (code - 48);
      digits += 1;
    } else return null;
  }
  return at === count ? ids : null;
}

/** A column of hex digits as bytes, or null when it is not `bytes` a screen of hex digits. */
function hexColumn(text: string, count: number, bytes: number): Uint8Array | null {
  if (text.length !== count * bytes * 2) return null;
  const column = Buffer.from(text, 'hex');
  return column.length === count * bytes ? column : null;
}

/** A screen's signature with its text, for the second pass of a search by picture. */
export interface SignatureWithText extends StoredSignature {
  text: string;
}

/** Reads the screens' stored signatures (search by picture, decision 12). */
export class SignaturesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Screens with their apps' platforms and their signatures. */
  private signed() {
    return this.db
      .selectFrom('screens')
      .innerJoin('apps', 'apps.id', 'screens.app_id')
      .select([
        'screens.id',
        'screens.width',
        'screens.height',
        'apps.platform',
        'screens.phash',
        'screens.layout_hash as layout',
        'screens.color_bins as colors',
      ]);
  }

  /** The signatures of the screens with ids above `after`, in id order, `limit` at most. */
  async page(after: number, limit: number): Promise<(StoredSignature & { text: string | null })[]> {
    return (
      this.signed()
        .select('screens.text_sketch as sketch')
        // Screens written before signatures were stored (or with a sketch of an older kind): their text,
        // to compute the sketch from.
        .select(sql<string | null>`case when ${OLD_SKETCH} then screens.text_in_screen end`.as('text'))
        .where('screens.id', '>', after)
        .orderBy('screens.id')
        .limit(limit)
        .execute()
    );
  }

  /**
   * The same screens as `page`, each column of the page gathered by the database into one string (hex
   * digits, decoded here): a few strings a page rather than an object and eight values a screen, so a
   * million signatures load taking little of the API's thread. `columns` is null when a value is not of
   * its kind's length (then read the page with `page`).
   */
  async columnPage(after: number, limit: number): Promise<SignaturePage> {
    const zeros = (digits: number) => sql.lit('0'.repeat(digits));
    const platform = sql`case page.platform::text ${sql.join(
      SIGNATURE_PLATFORMS.map((name, code) => sql`when ${sql.lit(name)} then ${sql.lit(String(code))}`),
      sql` `,
    )} end`;
    // The aggregates read the page's rows in one pass, so each column holds the screens in the same order.
    const { rows } = await sql<{
      count: number;
      last_id: number | null;
      ids: string | null;
      platforms: string | null;
      no_visual: string | null;
      phash: string | null;
      layout: string | null;
      colors: string | null;
      sketch: string | null;
      unsketched: number[] | null;
    }>`
      select count(*)::int as count, max(page.id) as last_id,
        string_agg(page.id::text, ',') as ids,
        string_agg(${platform}, '') as platforms,
        string_agg(case when page.phash is null or page.layout_hash is null or page.color_bins is null
          then '1' else '0' end, '') as no_visual,
        string_agg(coalesce(page.phash, ${zeros(16)}), '') as phash,
        string_agg(coalesce(page.layout_hash, ${zeros(16)}), '') as layout,
        string_agg(coalesce(page.color_bins, ${zeros(16)}), '') as colors,
        string_agg(case when length(page.text_sketch) = 32 then page.text_sketch else ${zeros(32)} end, '') as sketch,
        array_agg(page.id) filter (where page.text_sketch is null or length(page.text_sketch) <> 32) as unsketched
      from (
        select screens.id, apps.platform, screens.phash, screens.layout_hash, screens.color_bins, screens.text_sketch
        from screens join apps on apps.id = screens.app_id
        where screens.id > ${after}
        order by screens.id
        limit ${limit}
      ) page`.execute(this.db);
    const row = rows[0];
    const count = row?.count ?? 0;
    const page = {
      count,
      lastId: Number(row?.last_id ?? 0),
      unsketched: (row?.unsketched ?? []).map(Number),
    };
    if (!row || count === 0) return { ...page, columns: null };
    const digits = (text: string | null) => {
      const values = new Uint8Array(text?.length ?? 0);
      for (let at = 0; at < values.length; at += 1) values[at] = (text?.charCodeAt(at) ?? 48) - 48;
      return values;
    };
    const ids = commaSeparatedIds(row.ids ?? '', count);
    const phash = hexColumn(row.phash ?? '', count, 8);
    const layout = hexColumn(row.layout ?? '', count, 8);
    const colors = hexColumn(row.colors ?? '', count, 8);
    const sketch = hexColumn(row.sketch ?? '', count, 16);
    const platforms = digits(row.platforms);
    const noVisual = digits(row.no_visual);
    if (
      !ids ||
      !phash ||
      !layout ||
      !colors ||
      !sketch ||
      platforms.length !== count ||
      noVisual.length !== count
    )
      return { ...page, columns: null };
    return { ...page, columns: { ids, platforms, noVisual, phash, layout, colors, sketch } };
  }

  /** Screens written before signatures were stored (no edge grid or no sketch), in id order. */
  async unsigned(after: number, limit: number) {
    return this.db
      .selectFrom('screens')
      .select(['id', 'image_key as imageKey', 'text_in_screen as text'])
      .select((eb) => eb('layout_hash', 'is', null).as('needsVisual'))
      .where((eb) => eb.or([eb('layout_hash', 'is', null), OLD_SKETCH]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** How many screens `unsigned` would list in all. */
  async countUnsigned(): Promise<number> {
    const row = await this.db
      .selectFrom('screens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where((eb) => eb.or([eb('layout_hash', 'is', null), OLD_SKETCH]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Stores a screen's signature: the visual parts when given (else kept), and its text sketch. */
  async sign(
    id: number,
    signature: { phash: string; layout: string; colors: string } | null,
    sketch: string,
  ): Promise<void> {
    await this.db
      .updateTable('screens')
      .set(
        signature
          ? {
              phash: signature.phash,
              layout_hash: signature.layout,
              color_bins: signature.colors,
              text_sketch: sketch,
            }
          : { text_sketch: sketch },
      )
      .where('id', '=', id)
      .execute();
  }

  /** How many screens there are. */
  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('screens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The largest screen id, or 0. */
  async maxId(): Promise<number> {
    const row = await this.db
      .selectFrom('screens')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0);
  }

  /** The signatures and texts of some screens (those that still exist). */
  async withText(ids: readonly number[]): Promise<SignatureWithText[]> {
    if (ids.length === 0) return [];
    return this.signed()
      .select(['screens.text_in_screen as text', sql<null>`null`.as('sketch')])
      .where('screens.id', 'in', [...ids])
      .execute();
  }
}
