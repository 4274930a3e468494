/**
 * The copy of the onboarding and browse families for each product category: what an app of that kind asks
 * while it sets you up (interests, goals, the permission it needs) and what its home, dashboard, feed,
 * search and filters talk about. It lives in `data/<domain>/onboarding.yaml`, checked here once; `{app}` and
 * `{currency}` are filled for each app. Figures that must agree with the app's items (totals, price ranges)
 * are computed from `ctx.content` in the layouts, not written there.
 */
import { z } from 'zod';
import { domainData, fill } from '../../../copy/data.js';
import type { PhotoKind } from '../../art.js';
import type { ProductCategory } from '../../content.js';

export type PermissionKind = 'notifications' | 'location' | 'camera';

export interface Interest {
  label: string;
  icon: string;
  photo: PhotoKind;
}

export interface FamilyCopy {
  /** Personalisation: the interests question and its choices (ten or more). */
  interestsTitle: string;
  interestsSubtitle: string;
  interests: Interest[];
  /** Personalisation: a single-choice goal question. */
  goalTitle: string;
  goals: { title: string; body: string; icon: string }[];
  /** The permission this kind of app asks first, why, and a notification it would send. */
  permission: PermissionKind;
  permissionTitle: string;
  permissionBody: string;
  benefits: { icon: string; text: string }[];
  notice: { title: string; body: string };
  /** Home: the summary card and the quick actions. */
  summary: { label: string; value: string; sub: string };
  actions: { label: string; icon: string }[];
  /** Dashboard: four stats, the chart's title and its series (12 points), progress rows. */
  stats: { label: string; value: string; delta: string; icon: string }[];
  chartTitle: string;
  chartValue: string;
  series: number[];
  progress: { label: string; value: number; detail: string }[];
  /** Dashboard: what a total is made of, in whole percent that add up to 100. */
  breakdownTitle: string;
  breakdown: { label: string; share: number }[];
  /** Feed: editorial stories (headline and picture). */
  stories: { title: string; photo: PhotoKind }[];
  /** Feed: what people post, and what activity lines say. */
  posts: string[];
  activity: string[];
  /** Browse: collections of the catalogue. */
  browseTitle: string;
  collections: { title: string; count: number; icon: string; photo: PhotoKind }[];
  /** What a collection's count counts ("32 templates"). */
  collectionNoun: string;
  /** Search: placeholder, a typed query, recent and trending searches. */
  searchPlaceholder: string;
  query: string;
  recents: string[];
  trending: string[];
  /** Filters: sort orders, the range filter, chip groups, toggles and what results are called. */
  sorts: string[];
  range: { label: string; unit: 'money' | string; min: number; max: number; from: number; to: number };
  chipsTitle: string;
  chips: string[];
  toggles: { title: string; subtitle: string }[];
  noun: string;
}

const photo = z.enum(['landscape', 'beach', 'city', 'product', 'food', 'interior', 'abstract']);
const words = z.string().min(1);
const strings = z.array(words).min(1);

/** One `onboarding.yaml`: every field required, no field the layouts do not read. */
const FAMILY_COPY: z.ZodType<FamilyCopy> = z.strictObject({
  interestsTitle: words,
  interestsSubtitle: words,
  interests: z.array(z.strictObject({ label: words, icon: words, photo })).min(10),
  goalTitle: words,
  goals: z.array(z.strictObject({ title: words, body: words, icon: words })).min(1),
  permission: z.enum(['notifications', 'location', 'camera']),
  permissionTitle: words,
  permissionBody: words,
  benefits: z.array(z.strictObject({ icon: words, text: words })).min(1),
  notice: z.strictObject({ title: words, body: words }),
  summary: z.strictObject({ label: words, value: words, sub: words }),
  actions: z.array(z.strictObject({ label: words, icon: words })).min(1),
  stats: z.array(z.strictObject({ label: words, value: words, delta: words, icon: words })).min(1),
  chartTitle: words,
  chartValue: words,
  series: z.array(z.number()).min(2),
  progress: z.array(z.strictObject({ label: words, value: z.number().min(0).max(1), detail: words })).min(1),
  breakdownTitle: words,
  breakdown: z.array(z.strictObject({ label: words, share: z.number().int().min(0) })).min(1),
  stories: z.array(z.strictObject({ title: words, photo })).min(1),
  posts: strings,
  activity: strings,
  browseTitle: words,
  collections: z
    .array(z.strictObject({ title: words, count: z.number().int().min(0), icon: words, photo }))
    .min(1),
  collectionNoun: words,
  searchPlaceholder: words,
  query: words,
  recents: strings,
  trending: strings,
  sorts: strings,
  range: z.strictObject({
    label: words,
    unit: words,
    min: z.number(),
    max: z.number(),
    from: z.number(),
    to: z.number(),
  }),
  chipsTitle: words,
  chips: strings,
  toggles: z.array(z.strictObject({ title: words, subtitle: words })).min(1),
  noun: words,
});

const COPY: Record<ProductCategory, FamilyCopy> = domainData('onboarding', FAMILY_COPY);

/** Every string of `value` filled with `values`; numbers and the shape kept. */
function filled<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((entry) => filled(entry, values)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, filled(entry, values)])) as T;
  return value;
}

const cache = new Map<string, FamilyCopy>();

/**
 * The family's copy for an app: its category's, with `{currency}` filled with the app's currency symbol and
 * `{app}` with its name.
 */
export function familyCopy(category: ProductCategory, symbol: string, app: string): FamilyCopy {
  const key = `${category}|${symbol}|${app}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const copy = filled(COPY[category], { app, currency: symbol });
  cache.set(key, copy);
  return copy;
}
