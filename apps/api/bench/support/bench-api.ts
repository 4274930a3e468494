/** The API as the benchmarks run it: its container on a database, and the app with the demo accounts. */
import { buildApp } from '../../src/app.js';
import { type Container, createContainer } from '../../src/container.js';
import type { Database } from '../../src/db/database.js';
import { systemClock } from '../../src/lib/clock.js';
import { LocalMediaStore } from '../../src/media/media-store.js';
import { createMailer } from '../../src/services/mailer.js';
import { seedDemoAccounts } from '../../src/services/seed.js';

/**
 * The API's container on `database`, its media under `mediaDir`: mail goes to the outbox (where the
 * sign-in reads its link), no name is looked up, and sign-in links have no practical limit (a reused
 * library keeps the links of earlier runs).
 */
export function benchContainer(database: Database, mediaDir: string): Container {
  return createContainer({
    database,
    mailer: createMailer(database, undefined, 'bench@pageshelf.local'),
    clock: systemClock,
    publicAppUrl: 'http://127.0.0.1',
    mediaDir,
    mediaStore: new LocalMediaStore(mediaDir),
    exposeOutbox: true,
    magicLinksPerWindow: 10_000,
    resolver: { reverse: async () => [], lookup: async () => [] },
  });
}

/** The API on `container`, with the demo accounts (`pro@pageshelf.dev` signs in as Pro). */
export async function benchApp(container: Container) {
  await seedDemoAccounts(container);
  return buildApp({ container, logger: false });
}
