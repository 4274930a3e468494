import type { StoredSignature } from '@pageshelf/library/likeness';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** A screen without a sketch, or with one of an older kind (not 32 hex digits). */
const OLD_SKETCH = sql<boolean>`(screens.text_sketch is null or length(screens.text_sketch) <> 32)`;

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
