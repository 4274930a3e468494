import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Secrets the API makes for itself on first use and keeps across restarts. */
export class ServerSecretsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The secret called `name`, made now if there is none (the first of concurrent makers wins). */
  async get(name: string): Promise<string> {
    await this.db
      .insertInto('server_secrets')
      .values({ name, secret: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('server_secrets')
      .select('secret')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.secret;
  }
}
