import type { Insertable, Kysely } from 'kysely';
import type { DB, FeedbackTable } from '../db/schema.js';

export class FeedbackRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async create(feedback: Insertable<FeedbackTable>): Promise<void> {
    await this.db.insertInto('feedback').values(feedback).execute();
  }
}
