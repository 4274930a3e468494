import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { publicAddressGuard } from '@pageshelf/library/capture';
import { posthogSettings } from '@pageshelf/server-kit/env';
import { createBillingProvider } from './billing/create-billing-provider.js';
import { type Container, createContainer } from './container.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import type { ApiConfig } from './env.js';
import { createAnalytics } from './lib/analytics.js';
import { systemClock } from './lib/clock.js';
import { createMediaStore } from './media/create-media-store.js';
import { createMailer } from './services/mailer.js';
import { seedDemoAccounts } from './services/seed.js';

/** The absolute PGlite and media directories of a configuration, created when missing. */
export async function prepareDataDirs(config: ApiConfig): Promise<{ dataDir: string; mediaDir: string }> {
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));
  const dataDir = absolute(config.PGLITE_DATA_DIR);
  const mediaDir = absolute(config.MEDIA_DIR);
  if (!config.DATABASE_URL) await mkdir(dataDir, { recursive: true });
  await mkdir(mediaDir, { recursive: true });
  return { dataDir, mediaDir };
}

/** Opens the configured database, migrates it and wires the services: shared by the server and the CLI. */
export async function openRuntime(config: ApiConfig, options: { seed?: boolean } = {}): Promise<Container> {
  const { dataDir, mediaDir } = await prepareDataDirs(config);
  // Before the database opens: a bucket that does not answer stops the start-up with a clear message.
  const mediaStore = await createMediaStore(config, mediaDir);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  const mailer = createMailer(database, config.SMTP_URL, config.MAIL_FROM);
  const container = createContainer({
    database,
    mailer,
    clock: systemClock,
    publicAppUrl: config.PUBLIC_APP_URL,
    mediaDir,
    mediaStore,
    exposeOutbox: config.NODE_ENV !== 'production' && mailer.kind === 'outbox',
    magicLinksPerWindow: config.MAGIC_LINKS_PER_ADDRESS,
    trustedProxies: config.TRUSTED_PROXIES,
    // Stripe with STRIPE_* set, else the local test mode (which refuses production).
    billingProvider: createBillingProvider(config, database.db, systemClock),
    analytics: createAnalytics(posthogSettings(config), (error) => {
      process.stderr.write(`analytics error: ${(error as Error).message}\n`);
    }),
    capture: {
      available: existsSync(config.CHROME_PATH),
      guard: config.CAPTURE_PRIVATE_ADDRESSES === 'allow' ? null : publicAddressGuard(),
    },
  });
  if (options.seed ?? config.SEED_DEMO) await seedDemoAccounts(container);
  return container;
}

/** Whether the library has no app yet (a fresh install). */
export async function libraryIsEmpty(container: Container): Promise<boolean> {
  const { db } = container.database;
  return (await db.selectFrom('apps').select('id').limit(1).executeTakeFirst()) === undefined;
}
