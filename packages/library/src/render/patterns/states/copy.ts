/**
 * The words of the content and states screens, per kind of app: what a detail page says about one item,
 * the article a reader opens, what plays in the player, the places on a map, and what empty, error, loading
 * and success screens tell the user. They live in `data/<domain>/states.yaml`, checked by the schema below
 * once, when this module loads. Short on purpose: every line fits its control on a phone.
 */
import { z } from 'zod';
import { domainData } from '../../../copy/data.js';
import type { PhotoKind } from '../../art.js';
import type { ProductCategory } from '../../content.js';

const PHOTO_KINDS = ['landscape', 'beach', 'city', 'product', 'food', 'interior', 'abstract'] as const;
const photoKind = z.enum(PHOTO_KINDS) satisfies z.ZodType<PhotoKind>;

const fact = z.strictObject({ icon: z.string(), label: z.string(), value: z.string() });
export type Fact = z.infer<typeof fact>;

const detail = z.strictObject({
  /** What the item is ("Stay", "Transaction"): the nav bar's title on phones. */
  kind: z.string(),
  /** Items of the domain that have a detail page of this kind (by their icon), others are skipped. */
  skip: z.array(z.string()).optional(),
  facts: z.array(fact),
  about: z.string(),
  cta: z.string(),
  secondary: z.string(),
  tabs: z.tuple([z.string(), z.string(), z.string()]),
  /** A status shown as a badge. */
  badge: z.string(),
  /** What the item's price is for ("night"): the price is then shown as an amount with this unit. */
  unit: z.string().optional(),
  /** Show a rating under the title. */
  rating: z.strictObject({ value: z.string(), count: z.string() }).optional(),
});
export type DetailCopy = z.infer<typeof detail>;

const article = z.strictObject({
  kicker: z.string(),
  title: z.string(),
  dek: z.string(),
  minutes: z.number(),
  sections: z.array(z.strictObject({ heading: z.string(), body: z.array(z.string()) })),
  quote: z.string(),
  bullets: z.array(z.string()),
  tags: z.array(z.string()),
  /** Titles of other stories, for "more to read". */
  more: z.array(z.string()),
});
export type ArticleCopy = z.infer<typeof article>;

const media = z.strictObject({
  kind: z.enum(['music', 'podcast', 'video']),
  title: z.string(),
  by: z.string(),
  from: z.string(),
  /** Length as m:ss (or h:mm:ss), and how far in. */
  length: z.string(),
  elapsed: z.string(),
  progress: z.number(),
  photo: photoKind,
  queue: z.array(z.strictObject({ title: z.string(), sub: z.string(), length: z.string() })),
  about: z.string(),
});
export type MediaCopy = z.infer<typeof media>;

const place = z.strictObject({
  name: z.string(),
  sub: z.string(),
  /** A short value on the pin (a price, a pace, a distance). */
  pin: z.string(),
  photo: photoKind,
});
export type PlaceCopy = z.infer<typeof place>;

const map = z.strictObject({
  search: z.string(),
  filters: z.array(z.string()),
  places: z.array(place),
  /** A route: what it is, the stats under it. */
  route: z.strictObject({
    title: z.string(),
    from: z.string(),
    to: z.string(),
    stats: z.array(z.tuple([z.string(), z.string()])),
    cta: z.string(),
  }),
});
export type MapCopy = z.infer<typeof map>;

const gallery = z.strictObject({
  album: z.string(),
  count: z.number(),
  filters: z.array(z.string()),
  photos: z.array(photoKind),
  captions: z.array(z.string()),
});
export type GalleryCopy = z.infer<typeof gallery>;

const empty = z.strictObject({
  /** The section of the app the empty screen is (matches a tab or sidebar item when possible). */
  section: z.string(),
  icon: z.string(),
  title: z.string(),
  body: z.string(),
  action: z.string(),
  /** Three ways to fill the screen. */
  steps: z.array(fact),
  /** Column headings of the web table that is still empty. */
  columns: z.array(z.string()),
});
export type EmptyCopy = z.infer<typeof empty>;

const error = z.strictObject({
  /** A failure dialog of the app's domain. */
  title: z.string(),
  body: z.string(),
  action: z.string(),
  /** The section that failed to load inline. */
  failed: z.string(),
});
export type ErrorCopy = z.infer<typeof error>;

const loading = z.strictObject({ title: z.string(), body: z.string(), steps: z.array(z.string()) });
export type LoadingCopy = z.infer<typeof loading>;

const success = z.strictObject({
  title: z.string(),
  body: z.string(),
  action: z.string(),
  secondary: z.string(),
  next: z.array(fact),
});
export type SuccessCopy = z.infer<typeof success>;

const line = z.strictObject({ label: z.string(), value: z.string() });

/**
 * The receipt of the success screen: lines of label and value with `{item}`, `{price}`, `{nights}` and
 * `{total}`. Without one, the receipt lists the detail page's kind and first facts.
 */
const receipt = z.strictObject({ lines: z.array(line), total: line });
export type ReceiptCopy = z.infer<typeof receipt>;

const contentStates = z.strictObject({
  detail,
  article,
  media,
  map,
  gallery,
  empty,
  error,
  loading,
  success,
  receipt: receipt.optional(),
});
export type ContentStatesCopy = z.infer<typeof contentStates>;

const COPY = domainData('states', contentStates);

/** The copy of these screens for an app of `category`. */
export function contentStatesCopy(category: ProductCategory): ContentStatesCopy {
  return COPY[category];
}
