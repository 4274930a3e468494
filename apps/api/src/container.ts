import { resolve } from 'node:path';
import type { BillingProvider } from './billing/billing-provider.js';
import { TestBillingProvider } from './billing/test-provider.js';
import type { Database } from './db/database.js';
import { noAnalytics, type ServerAnalytics } from './lib/analytics.js';
import type { Clock } from './lib/clock.js';
import { CursorCodec } from './lib/cursor.js';
import { MediaLinks } from './lib/media-links.js';
import type { MediaStore } from './media/media-store.js';
import { AccountTracesRepository } from './repositories/account-traces.repository.js';
import { ActivityRepository } from './repositories/activity.repository.js';
import { ApiKeysRepository } from './repositories/api-keys.repository.js';
import { CaptureRunsRepository } from './repositories/capture-runs.repository.js';
import { CollectionsRepository } from './repositories/collections.repository.js';
import { contentRepositories } from './repositories/content.js';
import { CountersRepository } from './repositories/counters.repository.js';
import { FavoritesRepository } from './repositories/favorites.repository.js';
import { FeedbackRepository } from './repositories/feedback.repository.js';
import { LibraryWriter } from './repositories/library-writer.repository.js';
import { MagicLinksRepository } from './repositories/magic-links.repository.js';
import { MediaRepository } from './repositories/media.repository.js';
import { SearchRepository } from './repositories/search.repository.js';
import { ServerSecretsRepository } from './repositories/server-secrets.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { SignaturesRepository } from './repositories/signatures.repository.js';
import { SitemapRepository } from './repositories/sitemap.repository.js';
import { SubscriptionsRepository } from './repositories/subscriptions.repository.js';
import { SystemRepository } from './repositories/system.repository.js';
import { TagsRepository } from './repositories/tags.repository.js';
import { TeamsRepository } from './repositories/teams.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { VersionsRepository } from './repositories/versions.repository.js';
import { ActivityService } from './services/activity.service.js';
import { ApiKeysService } from './services/api-keys.service.js';
import { AuthService } from './services/auth.service.js';
import { BillingService } from './services/billing.service.js';
import { CaptureService, type CaptureServiceOptions } from './services/capture.service.js';
import { CollectionSharingMail } from './services/collection-sharing.js';
import { CollectionsService } from './services/collections.service.js';
import { ContentService } from './services/content.service.js';
import { CrawlerVerifier, type HostResolver, systemResolver } from './services/crawler-verifier.js';
import { DigestService } from './services/digest.service.js';
import { FeedbackService } from './services/feedback.service.js';
import { ImageSearchService } from './services/image-search.service.js';
import { LibraryStatsService } from './services/library-stats.service.js';
import type { Mailer } from './services/mailer.js';
import { Notifier } from './services/notifier.js';
import { PageHeadService } from './services/page-head.service.js';
import { QuotaService } from './services/quota.service.js';
import { SearchService } from './services/search.service.js';
import { TagsService } from './services/tags.service.js';
import { TeamsService } from './services/teams.service.js';
import { VersionsService } from './services/versions.service.js';

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
  /**
   * Who takes payments: `createBillingProvider` picks Stripe or the test mode from the configuration;
   * the test mode when not given (tests).
   */
  billingProvider?: BillingProvider;
  /** Server-side analytics (subscription events); none when not given. */
  analytics?: ServerAnalytics;
  /**
   * Capture started from the product (issue 31): whether this server has Chromium, and the guard of the
   * addresses a run may open. Unavailable when not given (tests that do not capture).
   */
  capture?: CaptureServiceOptions;
}

/** Wires repositories into services once per app instance. */
export function createContainer(options: ContainerOptions) {
  const { db } = options.database;
  const users = new UsersRepository(db, options.clock);
  const sessions = new SessionsRepository(db);
  const magicLinks = new MagicLinksRepository(db);
  const counters = new CountersRepository(db);
  const content = contentRepositories(db);
  const favorites = new FavoritesRepository(db);
  const collections = new CollectionsRepository(db);
  const libraryWriter = new LibraryWriter(db);
  const teams = new TeamsRepository(db);
  // Every mail goes through the notifier, which honours the members' notification preferences.
  const notifier = new Notifier(options.mailer, users, options.publicAppUrl);
  const auth = new AuthService(
    users,
    sessions,
    magicLinks,
    notifier,
    options.clock,
    options.publicAppUrl,
    options.magicLinksPerWindow,
  );
  const quota = new QuotaService(counters, options.clock);
  const secrets = new ServerSecretsRepository(db);
  // Shared by every API instance through the database: an address signed by one is good on the others.
  const mediaLinks = new MediaLinks(() => secrets.get('media'), options.clock);
  const contentService = new ContentService(
    content,
    new CursorCodec(() => secrets.get('cursor')),
    mediaLinks,
  );
  const crawlers = new CrawlerVerifier(options.resolver ?? systemResolver, options.clock);
  const collectionsService = new CollectionsService(
    collections,
    content,
    () => options.clock.now(),
    new CollectionSharingMail(teams, notifier),
    mediaLinks,
    options.mediaStore,
    (path) => notifier.link(path),
  );
  const billingProvider = options.billingProvider ?? new TestBillingProvider(db, options.clock, 'test');
  const analytics = options.analytics ?? noAnalytics;
  const subscriptions = new SubscriptionsRepository(db);
  const billing = new BillingService(subscriptions, users, billingProvider, analytics, options.clock, teams);
  // After billing: an owner who ends a workspace ends its plan at the provider through it.
  const teamsService = new TeamsService(teams, users, notifier, billing, options.clock);
  const feedback = new FeedbackService(new FeedbackRepository(db), options.clock);
  const activity = new ActivityService(new ActivityRepository(db), options.clock);
  const libraryStats = new LibraryStatsService(content, options.clock);
  const digest = new DigestService(content, users, notifier, options.clock);
  const captureRuns = new CaptureRunsRepository(db);
  const imageSearch = new ImageSearchService(
    new SignaturesRepository(db),
    content,
    options.clock,
    resolve(options.mediaDir, '..', 'ocr-cache'),
  );
  return {
    ...options,
    trustedProxies: options.trustedProxies ?? ['loopback'],
    billingProvider,
    analytics,
    subscriptions,
    billing,
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
    search: new SearchService(new SearchRepository(db), content, mediaLinks),
    collectionsService,
    mediaLinks,
    mediaLibrary: new MediaRepository(db),
    system: new SystemRepository(db),
    tags: new TagsService(new TagsRepository(db)),
    sitemap: new SitemapRepository(db),
    pageHeads: new PageHeadService(content, options.mediaStore),
    accountTraces: new AccountTracesRepository(db),
    teams,
    notifier,
    teamsService,
    feedback,
    activity,
    libraryStats,
    digest,
    imageSearch,
    versions: new VersionsService(new VersionsRepository(db), mediaLinks, options.mediaStore),
    apiKeys: new ApiKeysService(new ApiKeysRepository(db), users, options.clock),
    captureRuns,
    captures: new CaptureService(
      captureRuns,
      options.clock,
      options.capture ?? { available: false, guard: null },
    ),
  };
}

export type Container = ReturnType<typeof createContainer>;
