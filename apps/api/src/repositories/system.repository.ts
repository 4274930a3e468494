import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What the system routes read: the announcement banner and, in development, the outbox. */
export class SystemRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The newest active announcement banner, if any. */
  async activeBanner() {
    return this.db
      .selectFrom('announcement_banners')
      .select(['id', 'text', 'link_label', 'link_url', 'tone'])
      .where('active', '=', true)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** The newest mail that would have gone to `email` (the development outbox), newest first. */
  async outbox(email: string, limit: number) {
    return this.db
      .selectFrom('outbox')
      .select(['recipient', 'subject', 'body', 'link', 'sent_at'])
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
