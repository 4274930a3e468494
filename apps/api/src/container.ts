import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { CursorCodec } from './lib/cursor.js';
import type { MediaStore } from './media/media-store.js';
import { CollectionsRepository } from './repositories/collections.repository.js';
import { ContentRepository } from './repositories/content.repository.js';
import { CountersRepository } from './repositories/counters.repository.js';
import { FavoritesRepository } from './repositories/favorites.repository.js';
import { LibraryWriter } from './repositories/library-writer.repository.js';
import { MagicLinksRepository } from './repositories/magic-links.repository.js';
import { ServerSecretsRepository } from './repositories/server-secrets.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { AuthService } from './services/auth.service.js';
import { CollectionsService } from './services/collections.service.js';
import { ContentService } from './services/content.service.js';
import { CrawlerVerifier, type HostResolver, systemResolver } from './services/crawler-verifier.js';
import type { Mailer } from './services/mailer.js';
import { QuotaService } from './services/quota.service.js';

export interface ContainerOptions {
  database: Database;
  mailer: Mailer;
  clock: Clock;
  publicAppUrl: string;
  /** The local media directory (image variants when no S3 bucket is configured; caches beside it). */
  mediaDir: string;
  /** Where image variants are written and read: `createMediaStore` picks local or S3. */
  mediaStore: MediaStore;
  exposeOutbox: boolean;
  /** Sign-in links allowed per address in 15 minutes (MAGIC_LINKS_PER_WINDOW when not given). */
  magicLinksPerWindow?: number;
  /** Peers whose identity headers (ip_origin, x-device-id) are believed (TRUSTED_PROXIES); loopback when not given. */
  trustedProxies?: readonly string[];
  /** DNS for verifying crawlers; the system's when not given (tests give a stub). */
  resolver?: HostResolver;
}

/** Wires repositories into services once per app instance. */
export function createContainer(options: ContainerOptions) {
  const { db } = options.database;
  const users = new UsersRepository(db, options.clock);
  const sessions = new SessionsRepository(db);
  const magicLinks = new MagicLinksRepository(db);
  const counters = new CountersRepository(db);
  const content = new ContentRepository(db);
  const favorites = new FavoritesRepository(db);
  const collections = new CollectionsRepository(db);
  const libraryWriter = new LibraryWriter(db);
  const auth = new AuthService(
    users,
    sessions,
    magicLinks,
    options.mailer,
    options.clock,
    options.publicAppUrl,
    options.magicLinksPerWindow,
  );
  const quota = new QuotaService(counters, options.clock);
  const secrets = new ServerSecretsRepository(db);
  const contentService = new ContentService(content, new CursorCodec(() => secrets.get('cursor')));
  const crawlers = new CrawlerVerifier(options.resolver ?? systemResolver, options.clock);
  const collectionsService = new CollectionsService(collections, content, () => options.clock.now());
  return {
    ...options,
    trustedProxies: options.trustedProxies ?? ['loopback'],
    crawlers,
    users,
    sessions,
    magicLinks,
    counters,
    content,
    favorites,
    collections,
    libraryWriter,
    auth,
    quota,
    contentService,
    collectionsService,
  };
}

export type Container = ReturnType<typeof createContainer>;
