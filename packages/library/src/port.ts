/**
 * The port the library writes through. The API implements it (its database and media store); the
 * library never opens either itself. Everything here is data: what a library is made of, and where
 * its images go.
 */

import type { Readable } from 'node:stream';
import type { Platform } from '@pageshelf/contracts/category';
import type { VersionChanges, VersionSource } from '@pageshelf/contracts/versions';

export type CategoryKind = 'screen-types' | 'product' | 'pattern' | 'flow' | 'component';
export type ScreenType = 'marketing' | 'application';
export type OriginalFormat = 'png' | 'jpeg' | 'webp';

export interface CategoryInput {
  kind: CategoryKind;
  title: string;
  slug: string;
  featured?: boolean;
}

export interface AppInput {
  title: string;
  slug: string;
  logo: string;
  description?: string;
  platform: Platform;
  website?: string | null;
  brandColor?: string | null;
  productCategorySlugs?: string[];
}

export interface ScreenInput {
  uuid: string;
  appSlug: string;
  imageKey: string;
  width: number;
  height: number;
  dominantColor?: string;
  screenType: ScreenType;
  textInScreen?: string;
  isRestricted?: boolean;
  position: number;
  phash?: string | null;
  /** The edge grid of the picture (16 hex digits; see `likeness/signature`). */
  layout?: string | null;
  /** The colour set of the picture (16 hex digits; see `likeness/signature`). */
  colors?: string | null;
  /** The format of the original file kept in the media store; none for generated screens. */
  originalFormat?: OriginalFormat | null;
  patternCategorySlugs?: string[];
  /** What the screen shows (dark mode, a form, a photo...): the search finds screens by them. */
  tags?: { title: string; slug: string }[];
  /** When the picture was taken (a capture, an import's manifest date); now when not told. */
  capturedAt?: Date | null;
  /** The address a captured screen was taken from. */
  sourceUrl?: string | null;
}

export interface FlowInput {
  uuid: string;
  appSlug: string;
  title: string;
  screenUuids: string[];
  flowCategorySlugs?: string[];
}

export interface ComponentInput {
  uuid: string;
  screenUuid: string;
  crop: { x: number; y: number; width: number; height: number };
  imageKey: string;
  componentCategorySlugs?: string[];
  tags?: { title: string; slug: string }[];
}

export interface LibraryInput {
  categories: CategoryInput[];
  apps: AppInput[];
  screens: ScreenInput[];
  flows: FlowInput[];
  components: ComponentInput[];
}

/** Everything but the screens, flows and components: written first, once. */
export type LibraryHead = Pick<LibraryInput, 'categories' | 'apps'>;
/** Screens with the flows and components that use them (or screens of earlier batches). */
export type LibraryBatch = Pick<LibraryInput, 'screens' | 'flows' | 'components'>;

/** Where a library's rows go (the API's database). */
export interface LibraryWriter {
  /** Writes a library in one transaction (upserts keyed by slug and uuid: writing it again changes nothing). */
  write(library: LibraryInput): Promise<void>;
  /**
   * Writes a library too large to hold in memory: the head, then each batch as it is generated (flows and
   * components may use screens of earlier batches). `onBatch` is told of each batch written.
   */
  writeInBatches(
    head: LibraryHead,
    batches: Iterable<LibraryBatch> | AsyncIterable<LibraryBatch>,
    onBatch?: (batch: LibraryBatch) => void,
  ): Promise<void>;
}

/** The WebP variants of every picture (grid thumbnail, detail image, blurred preview), and the original file of an imported screen. */
export type Variant = 'thumb' | 'full' | 'preview' | 'original';

/** The formats an imported screen's original file is kept in, and their content types. */
export const ORIGINAL_FORMATS = ['png', 'jpeg', 'webp'] as const satisfies readonly OriginalFormat[];

export const CONTENT_TYPES: Record<OriginalFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** Where images go (the API's media store: a directory or a bucket). */
export interface MediaSink {
  /** Stores a variant; `contentType` is recorded where the store keeps one (WebP unless told). */
  put(key: string, variant: Variant, data: Buffer, contentType?: string): Promise<void>;
}

/** Where stored images are read back from (the API's media store), to compare a new capture with the last. */
export interface MediaSource {
  get(key: string, variant: Variant): Promise<{ body: Readable } | null>;
}

/** A captured screen as the library holds it now. */
export interface CapturedScreen {
  uuid: string;
  imageKey: string;
  textInScreen: string;
  /** Its newest version's number (1 when it has none recorded: its picture is its first version). */
  version: number;
  /** Whether it was captured (it has a source address). */
  captured: boolean;
}

/** What the library holds of an app before a capture run. */
export interface CaptureState {
  appExists: boolean;
  /** The position after the app's last screen. */
  nextPosition: number;
  screens: Map<string, CapturedScreen>;
}

/** A new picture of a screen the library has. */
export interface ScreenPictureInput {
  uuid: string;
  imageKey: string;
  width: number;
  height: number;
  dominantColor: string;
  phash: string | null;
  layout: string | null;
  colors: string | null;
  originalFormat: OriginalFormat | null;
  textInScreen: string;
}

/** One capture run (or one dated import), written in one transaction. */
export interface CaptureWrite {
  /** Created when new (with `categories`); an app the library has is left as it is. */
  app: AppInput;
  categories: CategoryInput[];
  capturedAt: Date;
  source: VersionSource;
  /** New screens: their first version. */
  added: ScreenInput[];
  /** Screens whose page changed: their new picture, its version number and what changed. */
  changed: { picture: ScreenPictureInput; version: number; changes: VersionChanges }[];
  /** Screens captured again unchanged. */
  unchanged: string[];
  /** Screens the app had that this run no longer found. */
  gone: number;
}

/** Where capture runs go (the API's database). */
export interface CaptureWriter {
  captureState(appSlug: string): Promise<CaptureState>;
  /** Writes a run; answers the app version it made. */
  writeCapture(run: CaptureWrite): Promise<{ appVersion: number }>;
}
