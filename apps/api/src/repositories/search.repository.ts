import { type Kysely, sql } from 'kysely';
import type { CategoryKind, DB, Platform } from '../db/schema.js';

/** A category as the search's vocabulary holds it. */
export interface VocabularyCategory {
  id: number;
  kind: CategoryKind;
  title: string;
  slug: string;
  featured: boolean;
  count: number;
}

/** An app as the search's vocabulary holds it. */
export interface VocabularyApp {
  id: number;
  title: string;
  slug: string;
  logo: string;
  platform: Platform;
  screenCount: number;
}

/** A tag as the search's vocabulary holds it. */
export interface VocabularyTag {
  id: number;
  title: string;
  slug: string;
  /** Screens carrying it (kept by the library writer). */
  screenCount: number;
}

/** Everything the search knows by name, read in one go (small tables: categories, apps, tags). */
export interface VocabularyRows {
  categories: VocabularyCategory[];
  apps: VocabularyApp[];
  tags: VocabularyTag[];
}

/**
 * What the search reads besides the lists: the vocabulary (names of what the library holds, and how much
 * of it), its version, and the commonest words of the screens (the planner's statistics).
 */
export class SearchRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The vocabulary's version (migration 0013): it moves on with every change to categories, apps or tags. */
  async vocabularyVersion(): Promise<string> {
    const row = await this.db.selectFrom('search_vocabulary').select('version').executeTakeFirst();
    return String(row?.version ?? '0');
  }

  /** The categories, apps and tags with their counts (4,000 apps at a million screens: a few ms). */
  async vocabulary(): Promise<VocabularyRows> {
    const [categories, apps, tags] = await Promise.all([
      this.db
        .selectFrom('categories')
        .select(['id', 'kind', 'title', 'slug', 'featured', 'item_count'])
        .execute(),
      this.db
        .selectFrom('apps')
        .select(['id', 'title', 'slug', 'logo', 'platform', 'screen_count'])
        .execute(),
      this.db.selectFrom('tags').select(['id', 'title', 'slug', 'screen_count']).execute(),
    ]);
    return {
      categories: categories.map(({ item_count, ...row }) => ({ ...row, count: item_count })),
      apps: apps.map(({ screen_count, ...row }) => ({ ...row, screenCount: screen_count })),
      tags: tags.map(({ screen_count, ...row }) => ({ ...row, screenCount: screen_count })),
    };
  }

  /**
   * The commonest words of the screens with their shares (the planner's statistics of the search vector,
   * up to 10,000 words): words only, without the pattern lexemes ('#12').
   */
  async screenWords(): Promise<Map<string, number>> {
    const { rows } = await sql<{ words: string[] | null; freqs: number[] | null }>`
      select most_common_elems::text::text[] as words, most_common_elem_freqs::float8[] as freqs
      from pg_stats
      where schemaname = current_schema() and tablename = 'screens' and attname = 'text_search'`.execute(
      this.db,
    );
    const words = rows[0]?.words ?? [];
    const freqs = rows[0]?.freqs ?? [];
    const result = new Map<string, number>();
    words.forEach((word, index) => {
      if (/^[\p{L}\p{N}]+$/u.test(word)) result.set(word, freqs[index] ?? 0);
    });
    return result;
  }
}
