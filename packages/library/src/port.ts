/**
 * The port the library writes through. The API implements it (its database and media store); the
 * library never opens either itself. Everything here is data: what a library is made of, and where
 * its images go.
 */

import type { Platform } from '@pageshelf/contracts/category';

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
