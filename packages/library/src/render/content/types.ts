/** The shapes of an app's copy, as the drawing code uses it. */
import type { Platform } from '@pageshelf/contracts/category';
import { DOMAINS, type Domain } from '../../copy/data.js';
import type { PhotoKind } from '../art.js';
import type { DesignSystem } from '../design-system.js';

/** The product categories: the domains of `data/` (one list, owned by `copy/data.ts`). */
export const PRODUCT_CATEGORIES = DOMAINS;

export type ProductCategory = Domain;

export interface AppProfile {
  slug: string;
  title: string;
  category: ProductCategory;
  platform: Platform;
  tagline: string;
  /** Nouns the app's screens talk about (from the catalogue). */
  nouns: string[];
  /** The glyph of its icon and logo; its category's when not given. */
  glyph?: string;
  designSystem: DesignSystem;
  /** A later design of the app (its navigation and words; its palette is `designSystem`); none for its first. */
  redesign?: Redesign;
}

/** One thing of the app's domain: a transaction, a task, a workout, a product, a stay… */
export interface Item {
  title: string;
  subtitle: string;
  /** A value shown on the trailing side: a signed amount, a price, a duration, a date. */
  value: string;
  /** True when `value` is a negative amount (drawn in the text colour, positives in success green). */
  negative?: boolean;
  /** A lucide icon name that fits the item. */
  icon: string;
  /** The kind of picture that fits the item, for image-led layouts. */
  photo: PhotoKind;
}

export interface Feature {
  icon: string;
  title: string;
  body: string;
}

export interface Plan {
  name: string;
  /** Monthly price in the currency's unit; yearly is ten months' worth. */
  monthly: number;
  yearly: number;
  features: string[];
  highlighted: boolean;
}

export interface PriceTable {
  currency: 'USD' | 'EUR' | 'GBP';
  symbol: '$' | '€' | '£';
  plans: Plan[];
}

/** The plan a price table sells: its highlighted paid plan (else the second, else the only one). */
export function paidPlanOf(prices: PriceTable): Plan {
  return prices.plans.find((plan) => plan.highlighted) ?? prices.plans[1] ?? (prices.plans[0] as Plan);
}

export interface Person {
  first: string;
  last: string;
  name: string;
  initials: string;
  handle: string;
  email: string;
  /** Seed of the person's portrait. */
  seed: number;
}

export interface AppContent {
  /** The glyph of the app's icon (a lucide name). */
  glyph: string;
  /** Short welcome headlines (two lines at most on a phone). */
  headlines: string[];
  /** The value propositions, for welcome carousels and split layouts. */
  features: Feature[];
  items: Item[];
  people: Person[];
  /** The person using the app. */
  user: Person;
  prices: PriceTable;
  /** The kind of picture for hero panels. */
  heroPhoto: PhotoKind;
  /** Words for the app's main sections (tab bar, sidebar), each with an icon. */
  sections: { label: string; icon: string }[];
  /** The email domain of the app (for support addresses and sign-in placeholders). */
  domain: string;
}

/**
 * How an app's navigation is drawn: `docked` as the platform has it (an iOS tab bar or a Material
 * navigation bar at the foot, a web sidebar), `floating` (an iOS tab bar as a capsule over the page),
 * `rail` (a web sidebar narrowed to icons) or `top` (a web sidebar turned into a bar over the page).
 */
export type NavigationStyle = 'docked' | 'floating' | 'rail' | 'top';

/**
 * A later design of an app (the demo library's history): how its navigation moved and which of its words
 * changed. Its new palette is the profile's design system; the rest is drawn as its first design was.
 */
export interface Redesign {
  /** The app's sections as its navigation now lists them (reordered, one added or dropped). */
  sections: AppContent['sections'];
  navigation: NavigationStyle;
  /** The site header's links move this many places to the left (the first ones go to the end). */
  linkShift: number;
  /** The app's headlines move this many places (a page that showed the first shows the next). */
  headlineShift: number;
  /** Whole texts said in other words: a text drawn as a key reads as its value. */
  copy: Readonly<Record<string, string>>;
}
