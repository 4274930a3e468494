/**
 * Categories and their priority order (product spec, section 3).
 *
 * @packageDocumentation
 */

/**
 * The category kinds, spelled as in the API paths of `@pageshelf/contracts` (`/categories/screen-types`).
 */
export const CATEGORY_KINDS = ['screen-types', 'product', 'pattern', 'flow', 'component'] as const;

/** A category kind: screen type, product, pattern, flow or component category. */
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

/** A category as the catalogue lists it. */
export interface Category {
  /** Category id (a positive integer). */
  readonly id: number;
  /** Display title. */
  readonly title: string;
  /** URL slug. */
  readonly slug: string;
  /** Number of items in the category. */
  readonly count: number;
}

/** The slug of a screen type. */
export type ScreenTypeSlug = 'marketing' | 'application';

/** A screen type: one of the two fixed categories of kind `screen-types`. */
export interface ScreenType {
  /** Stable id: 1 for marketing, 2 for application. */
  readonly id: 1 | 2;
  /** Slug, as used in the `screenTypes` filter. */
  readonly slug: ScreenTypeSlug;
  /** Display title. */
  readonly title: string;
}

/** The two screen types, in their canonical order (marketing, then application). */
export const SCREEN_TYPES: readonly [ScreenType, ScreenType] = Object.freeze([
  Object.freeze({ id: 1, slug: 'marketing', title: 'Marketing screens' } as const),
  Object.freeze({ id: 2, slug: 'application', title: 'Application screens' } as const),
] as const);

/** The screen type slugs, in canonical order. */
export const SCREEN_TYPE_SLUGS: readonly ScreenTypeSlug[] = Object.freeze(
  SCREEN_TYPES.map((type) => type.slug),
);

/** The slug of a platform: every app, and so each of its screens, flows and components, has one. */
export type PlatformSlug = 'ios' | 'android' | 'web';

/** A platform, with how people write it. */
export interface Platform {
  /** Slug, as used in the `platforms` filter and in the items' JSON. */
  readonly slug: PlatformSlug;
  /** Display title: "iOS", "Android", "Web". */
  readonly title: string;
}

/** The platforms, in their canonical order (iOS, Android, then web). */
export const PLATFORMS: readonly [Platform, Platform, Platform] = Object.freeze([
  Object.freeze({ slug: 'ios', title: 'iOS' } as const),
  Object.freeze({ slug: 'android', title: 'Android' } as const),
  Object.freeze({ slug: 'web', title: 'Web' } as const),
] as const);

/** A platform's display title ("iOS", "Android", "Web"). */
export function platformTitle(slug: PlatformSlug): string {
  return PLATFORMS.find((platform) => platform.slug === slug)?.title ?? slug;
}

/** The platform slugs, in canonical order. */
export const PLATFORM_SLUGS: readonly PlatformSlug[] = Object.freeze(
  PLATFORMS.map((platform) => platform.slug),
);

/**
 * The width, in points, a screen of each platform is laid out at (a phone's, a laptop's window): a
 * picture's pixel width over this is the scale it was taken at.
 */
export const PLATFORM_POINT_WIDTHS: Readonly<Record<PlatformSlug, number>> = Object.freeze({
  ios: 390,
  android: 412,
  web: 1440,
});

/**
 * The scale a screen of `platform` that is `pixelWidth` pixels wide was taken at, to the nearest half and
 * at least 1: 2 for a 780-pixel iPhone screen, 3 for a 1170-pixel one, 1.5 for a 1920-pixel web page.
 * What is cut from the screen is drawn at its pixels over this (a component's size in points).
 */
export function pixelScale(platform: PlatformSlug, pixelWidth: number): number {
  if (!(pixelWidth > 0)) return 1;
  return Math.max(1, Math.round((pixelWidth / PLATFORM_POINT_WIDTHS[platform]) * 2) / 2);
}

const TITLE_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Categories in priority order: the featured ones first, in the order `featuredIds` lists them (ids not
 * present are ignored, repeats count once), then the rest by title (case- and accent-insensitive, numbers
 * in titles compared as numbers, so "Step 2" comes before "Step 10"), ties broken by id. Returns a new
 * array; the input is not changed.
 */
export function orderByPriority<T extends Pick<Category, 'id' | 'title'>>(
  categories: readonly T[],
  featuredIds: readonly number[] = [],
): T[] {
  const featured = new Set(featuredIds);
  const groups = new Map<number, T[]>();
  const rest: T[] = [];
  for (const category of categories) {
    if (!featured.has(category.id)) rest.push(category);
    else groups.set(category.id, [...(groups.get(category.id) ?? []), category]);
  }
  rest.sort((a, b) => TITLE_ORDER.compare(a.title, b.title) || a.id - b.id);
  return [...[...featured].flatMap((id) => groups.get(id) ?? []), ...rest];
}

/**
 * Categories as a chip row shows them: in the order given (their priority), with those that hold nothing
 * in the library moved to the end, in the same order among themselves. They stay choosable (an address
 * may name them) but come after every chip that gives something. Returns a new array.
 */
export function withEmptyLast<T extends Pick<Category, 'count'>>(categories: readonly T[]): T[] {
  return [
    ...categories.filter((category) => category.count > 0),
    ...categories.filter((category) => category.count <= 0),
  ];
}
