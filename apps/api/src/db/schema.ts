import type {
  Entitlement,
  PlanId,
  PlanType,
  SubscriptionHistoryEvent,
  SubscriptionStatus,
} from '@pageshelf/domain/billing';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Row types of the tables created by `migrations/`. Keep in step with the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type CategoryKind = 'screen-types' | 'product' | 'pattern' | 'flow' | 'component';

import type { CaptureSummary } from '@pageshelf/contracts/captures';
import type { Platform } from '@pageshelf/contracts/category';
import type { VersionChanges } from '@pageshelf/contracts/versions';
import type { CaptureStatus } from '@pageshelf/domain/capture';

export type { Platform };
export type ScreenType = 'marketing' | 'application';
/** The format of a screen's original file as imported. */
export type OriginalFormat = 'png' | 'jpeg' | 'webp';
export type FavoriteType = 'screens' | 'flows' | 'components' | 'apps';

export interface CategoriesTable {
  id: Generated<number>;
  kind: CategoryKind;
  title: string;
  slug: string;
  featured: Generated<boolean>;
  item_count: Generated<number>;
}

export interface AppsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  logo: string;
  description: Generated<string>;
  platform: Platform;
  website: string | null;
  brand_color: string | null;
  /** How many screens, flows and components the app has, kept by the library writer. */
  screen_count: Generated<number>;
  flow_count: Generated<number>;
  component_count: Generated<number>;
  /** When it was last redesigned (its newest version that changed something; migration 0020). */
  redesigned_at: Generated<Date | null>;
  created_at: DefaultedTimestamp;
}

export interface AppCategoriesTable {
  app_id: number;
  category_id: number;
}

export interface ScreensTable {
  id: Generated<number>;
  uuid: string;
  app_id: number;
  image_key: string;
  width: number;
  height: number;
  dominant_color: Generated<string>;
  screen_type: ScreenType;
  text_in_screen: Generated<string>;
  text_search: ColumnType<string, never, never>;
  /** The patterns, tags and platform as words ('#12', '#t4', '#ios'; migration 0013), generated. */
  chips: ColumnType<string, never, never>;
  is_restricted: Generated<boolean>;
  position: Generated<number>;
  phash: string | null;
  /** The edge grid of the picture, for search by picture (16 hex digits). */
  layout_hash: Generated<string | null>;
  /** The colour set of the picture, for search by picture (16 hex digits). */
  color_bins: Generated<string | null>;
  /** A MinHash of the screen's words, for search by picture (64 hex digits). */
  text_sketch: Generated<string | null>;
  original_format: Generated<OriginalFormat | null>;
  /** The screen's pattern categories, kept equal to its screen_categories rows by the library writer. */
  pattern_ids: Generated<number[]>;
  /** The screen's tags, kept equal to its screen_tags rows by the library writer (migration 0013). */
  tag_ids: Generated<number[]>;
  /** Its app's platform, kept by the library writer (migration 0013). */
  platform: Generated<Platform | null>;
  /** When its picture was taken; null for screens written before migration 0020 (read `created_at`). */
  captured_at: Generated<Date | null>;
  /** The last change in a redesign (a new version); null when the screen never changed. */
  changed_at: Generated<Date | null>;
  /** The address a captured screen was taken from. */
  source_url: Generated<string | null>;
  created_at: DefaultedTimestamp;
}

/** A dated version of an app: a capture run, a dated import, a version drawn by the demo (migration 0020). */
export interface AppVersionsTable {
  id: Generated<number>;
  app_id: number;
  number: number;
  captured_at: Date;
  source: 'capture' | 'import' | 'demo';
  added: Generated<number>;
  changed: Generated<number>;
  unchanged: Generated<number>;
  gone: Generated<number>;
  created_at: DefaultedTimestamp;
}

/** Every picture of a versioned screen, the newest included (migration 0020). */
export interface ScreenVersionsTable {
  id: Generated<number>;
  screen_id: number;
  app_version_id: number | null;
  number: number;
  captured_at: Date;
  image_key: string;
  width: number;
  height: number;
  dominant_color: string;
  text_in_screen: Generated<string>;
  /** What changed from the version before (`VersionChanges`); null for a first version. */
  changes: ColumnType<VersionChanges | null, string | null, string | null>;
}

export interface ScreenCategoriesTable {
  screen_id: number;
  category_id: number;
}

export interface FlowsTable {
  id: Generated<number>;
  uuid: string;
  app_id: number;
  title: string;
  created_at: DefaultedTimestamp;
  /** The pattern categories of its screens, kept by the library writer (migration 0013). */
  pattern_ids: Generated<number[]>;
}

export interface FlowScreensTable {
  flow_id: number;
  screen_id: number;
  position: number;
}

export interface FlowCategoriesTable {
  flow_id: number;
  category_id: number;
}

export interface ComponentsTable {
  id: Generated<number>;
  uuid: string;
  app_id: number;
  screen_id: number;
  crop_x: number;
  crop_y: number;
  crop_width: number;
  crop_height: number;
  image_key: string;
  created_at: DefaultedTimestamp;
  /** Its screen's pattern categories, kept by the library writer (migration 0013). */
  pattern_ids: Generated<number[]>;
}

export interface ComponentCategoriesTable {
  component_id: number;
  category_id: number;
}

export interface TagsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  /** Screens carrying the tag, kept by the library writer (migration 0013). */
  screen_count: Generated<number>;
}

export interface ComponentTagsTable {
  component_id: number;
  tag_id: number;
}

export interface ScreenTagsTable {
  screen_id: number;
  tag_id: number;
}

export interface SearchVocabularyTable {
  id: Generated<boolean>;
  version: string;
}

export interface TeamsTable {
  id: Generated<number>;
  name: string;
  owner_id: number | null;
  created_at: DefaultedTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  fullname: string | null;
  role: Generated<'user' | 'admin'>;
  team_id: number | null;
  team_role: 'owner' | 'member' | null;
  team_joined_at: Timestamp | null;
  search_limit: number | null;
  created_at: DefaultedTimestamp;
  last_active_at: Timestamp | null;
}

export type BillingProviderName = 'stripe' | 'test';
export type SubscriptionProvider = BillingProviderName | 'manual';

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number | null;
  team_id: number | null;
  provider: SubscriptionProvider;
  provider_subscription_id: string;
  provider_customer_id: string | null;
  plan_id: PlanId;
  seats: Generated<number>;
  status: SubscriptionStatus;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: Generated<boolean>;
  canceled_at: Timestamp | null;
  ended_at: Timestamp | null;
  last_event_at: Timestamp | null;
  /**
   * A second subscription of the account, ended (or, found by migration 0010, to be ended at the
   * provider): the id of the one the account kept. Such rows stay out of the one-running-per-account index.
   */
  duplicate_of: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface SubscriptionEventsTable {
  id: Generated<number>;
  subscription_id: number;
  event: SubscriptionHistoryEvent;
  at: Timestamp;
  details: unknown | null;
}

export interface BillingCustomersTable {
  user_id: number;
  provider: BillingProviderName;
  customer_id: string;
  created_at: DefaultedTimestamp;
}

export interface BillingEventsTable {
  provider: BillingProviderName;
  event_id: string;
  type: string;
  received_at: DefaultedTimestamp;
}

export interface InvoicesTable {
  id: Generated<number>;
  subscription_id: number | null;
  user_id: number | null;
  provider: BillingProviderName;
  provider_invoice_id: string;
  number: string;
  amount: number;
  currency: string;
  status: 'paid' | 'open' | 'void' | 'uncollectible';
  period_start: Timestamp;
  period_end: Timestamp;
  hosted_url: string | null;
  created_at: DefaultedTimestamp;
}

export interface TestCheckoutsTable {
  id: string;
  user_id: number;
  plan_id: PlanId;
  seats: number;
  state: Generated<'open' | 'complete' | 'canceled' | 'expired'>;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  completed_at: Timestamp | null;
}

export interface TeamInvitationsTable {
  id: Generated<number>;
  team_id: number;
  email: string;
  token_hash: string;
  invited_by: number | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface NotificationPreferencesTable {
  user_id: number;
  weekly_digest: Generated<boolean>;
  product_updates: Generated<boolean>;
  shared_collections: Generated<boolean>;
  updated_at: DefaultedTimestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: DefaultedTimestamp;
  /** The last recorded use (at most one write an hour); the idle limit runs from it. */
  last_used_at: DefaultedTimestamp;
  revoked_at: Timestamp | null;
  revoke_reason: 'sign-out' | 'replaced' | null;
}

/** A member's API key (migration 0019): only its hash is kept. */
export interface ApiKeysTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** SHA-256 of the key, in hex. */
  key_hash: string;
  /** The key's prefix and last four characters (`keyHint`). */
  hint: string;
  created_at: DefaultedTimestamp;
  /** The last recorded call with it (at most one write a minute). */
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** A capture run started from the product (issue 31, migration 0021). */
export interface CaptureRunsTable {
  id: Generated<number>;
  uuid: string;
  requested_by: number | null;
  app_title: string;
  app_slug: string;
  site: string | null;
  addresses: ColumnType<string[], string, string>;
  crawl: number;
  max_pages: number;
  status: Generated<CaptureStatus>;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  summary: ColumnType<CaptureSummary | null, string | null, string | null>;
  error: string | null;
  attempts: Generated<number>;
  /** The worker that holds the run (its instance's id) while it runs. */
  worker: string | null;
  heartbeat_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

export interface MagicLinksTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  redirect_to: string | null;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  sent_at: DefaultedTimestamp;
}

export interface FavoritesTable {
  user_id: number;
  item_type: FavoriteType;
  item_id: number;
  created_at: DefaultedTimestamp;
}

export interface CollectionsTable {
  id: Generated<number>;
  uuid: string;
  user_id: number;
  name: string;
  description: string | null;
  shared_with_team: Generated<boolean>;
  /** The read-only link's token, or null when the collection has none (migration 0017). */
  share_token: string | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** An item of a collection (migration 0018): exactly one of the four kinds' ids is set. */
export interface CollectionItemsTable {
  id: Generated<number>;
  collection_id: number;
  screen_id: number | null;
  flow_id: number | null;
  component_id: number | null;
  app_id: number | null;
  /** The collection's order, ascending: a new item takes one below the smallest. */
  position: number;
  added_at: DefaultedTimestamp;
}

export interface ActivityLogTable {
  id: Generated<string>;
  user_id: number | null;
  device_key: string | null;
  action_name: string;
  properties: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: DefaultedTimestamp;
}

export interface VisitCountersTable {
  subject: string;
  count: number;
  updated_at: DefaultedTimestamp;
  /** The last view counted (`screen:{uuid}`, `list:screens`...): the same view again is not counted. */
  last_view: string | null;
}

export interface ServerSecretsTable {
  name: string;
  secret: string;
  created_at: DefaultedTimestamp;
}

export interface SearchCountersTable {
  subject: string;
  count: number;
  window_start: Timestamp;
  /** A digest of the last search counted (a repeated search spends nothing); null before issue 25. */
  last_search: Generated<string | null>;
}

/** A write counter (issue 25): `count` writes of `subject` in the window that started at `window_start`. */
export interface WriteCountersTable {
  subject: string;
  count: number;
  window_start: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  email: string | null;
  page: string | null;
  message: string;
  screenshot: Uint8Array | null;
  screenshot_type: 'image/png' | 'image/jpeg' | null;
  created_at: DefaultedTimestamp;
}

export interface AnnouncementBannersTable {
  id: Generated<number>;
  text: string;
  link_label: string | null;
  link_url: string | null;
  tone: Generated<'info' | 'promo' | 'warning'>;
  active: Generated<boolean>;
  created_at: DefaultedTimestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: DefaultedTimestamp;
}

export interface DB {
  categories: CategoriesTable;
  apps: AppsTable;
  app_categories: AppCategoriesTable;
  screens: ScreensTable;
  screen_versions: ScreenVersionsTable;
  app_versions: AppVersionsTable;
  screen_categories: ScreenCategoriesTable;
  flows: FlowsTable;
  flow_screens: FlowScreensTable;
  flow_categories: FlowCategoriesTable;
  components: ComponentsTable;
  component_categories: ComponentCategoriesTable;
  tags: TagsTable;
  component_tags: ComponentTagsTable;
  screen_tags: ScreenTagsTable;
  search_vocabulary: SearchVocabularyTable;
  teams: TeamsTable;
  users: UsersTable;
  subscriptions: SubscriptionsTable;
  subscription_events: SubscriptionEventsTable;
  billing_customers: BillingCustomersTable;
  billing_events: BillingEventsTable;
  invoices: InvoicesTable;
  test_checkouts: TestCheckoutsTable;
  team_invitations: TeamInvitationsTable;
  notification_preferences: NotificationPreferencesTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  capture_runs: CaptureRunsTable;
  magic_links: MagicLinksTable;
  outbox: OutboxTable;
  favorites: FavoritesTable;
  collections: CollectionsTable;
  collection_items: CollectionItemsTable;
  activity_log: ActivityLogTable;
  visit_counters: VisitCountersTable;
  server_secrets: ServerSecretsTable;
  search_counters: SearchCountersTable;
  feedback: FeedbackTable;
  write_counters: WriteCountersTable;
  announcement_banners: AnnouncementBannersTable;
  schema_migrations: SchemaMigrationsTable;
}

/** A users row as stored. */
export type UserRecord = Selectable<UsersTable>;
/**
 * A user with what it is entitled to now (`entitlementOf` of `@pageshelf/domain/billing`, computed from
 * its subscriptions by `UsersRepository`): `plan` is the session user's planType.
 */
export interface UserRow extends UserRecord {
  plan: PlanType;
  entitlement: Entitlement;
}
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type ScreenRow = Selectable<ScreensTable>;
export type AppRow = Selectable<AppsTable>;
export type NewUser = Insertable<UsersTable>;
