/**
 * Which demo apps have a history, and what each of their redesigns changed (issue 31): six apps, two per
 * platform, each first drawn on a fixed date and redesigned once or twice since. A redesign is a new
 * palette (`redesignedSystem`), navigation moved (an iOS tab bar turned floating and reordered, an Android
 * navigation bar gaining an item then losing one, a web sidebar narrowed to a rail then turned into a
 * bar over the page) and copy reworded (buttons, titles, section names, the headlines' order).
 */
import type { Platform } from '@pageshelf/contracts/category';
import {
  type AppContent,
  type AppProfile,
  contentFor,
  type NavigationStyle,
  type Redesign,
} from '../render/content.js';
import { redesignedSystem } from '../render/design-system.js';
import { hashSeed, Random } from '../render/random.js';
import type { DemoPlan } from './plan.js';

/** Apps with a history on each platform: the first has three versions, the second two. */
const PER_PLATFORM = 2;
const VERSIONS = [3, 2] as const;
/**
 * Apps with more screens than this keep their one design: each version redraws most of an app's screens,
 * and the forty-screen apps would double the library's drawing time.
 */
const MOST_SCREENS = 12;
/** When the versions of the first app with a history were captured; each next app's come `DAYS_APART` later. */
export const HISTORY_DATES = ['2025-09-16', '2026-03-12', '2026-08-20'] as const;
const DAYS_APART = 9;
const DAY = 86_400_000;

export interface HistoryApp {
  slug: string;
  /** When each of its versions was captured, the first design's first. */
  dates: Date[];
}

const PLATFORMS: readonly Platform[] = ['ios', 'android', 'web'];

/**
 * The apps of a plan that have a history: on each platform, the two apps with the most screens (no
 * more than `MOST_SCREENS`; in plan order when equal), the first with three versions and the second
 * with two. Each app's dates are the fixed ones moved on by `DAYS_APART` days per app before it.
 */
export function planHistory(plan: DemoPlan): HistoryApp[] {
  const screens = new Map<string, number>();
  for (const screen of plan.screens) screens.set(screen.appSlug, (screens.get(screen.appSlug) ?? 0) + 1);
  const chosen = PLATFORMS.flatMap((platform) =>
    plan.apps
      .filter((app) => app.platform === platform && (screens.get(app.slug) ?? 0) <= MOST_SCREENS)
      .map((app, order) => ({ app, order, screens: screens.get(app.slug) ?? 0 }))
      .sort((a, b) => b.screens - a.screens || a.order - b.order)
      .slice(0, PER_PLATFORM)
      .map(({ app }, rank) => ({ slug: app.slug, versions: VERSIONS[rank] ?? 2 })),
  );
  return chosen.map(({ slug, versions }, index) => ({
    slug,
    dates: HISTORY_DATES.slice(0, versions).map(
      (day) => new Date(Date.parse(`${day}T09:30:00Z`) + index * DAYS_APART * DAY),
    ),
  }));
}

type Section = AppContent['sections'][number];

/** The section a redesign adds to an app's navigation. */
const FOR_YOU: Section = { label: 'For you', icon: 'sparkles' };

/**
 * How each platform's navigation moved, version by version (the first entry is version 2): its style,
 * and its sections from the first design's (four in every domain).
 */
const NAVIGATION: Record<
  Platform,
  readonly { style: NavigationStyle; sections: (first: readonly Section[]) => Section[] }[]
> = {
  ios: [
    { style: 'floating', sections: ([a, b, c, d]) => pick(a, c, b, d) },
    { style: 'floating', sections: ([a, b, c, d]) => pick(a, c, FOR_YOU, b, d) },
  ],
  android: [
    { style: 'docked', sections: ([a, b, c, d]) => pick(a, FOR_YOU, b, c, d) },
    { style: 'docked', sections: ([a, , c, d]) => pick(a, FOR_YOU, c, d) },
  ],
  web: [
    { style: 'rail', sections: ([a, b, c, d]) => pick(a, c, b, d) },
    { style: 'top', sections: ([a, b, c, d]) => pick(a, c, b, d, FOR_YOU) },
  ],
};

const pick = (...sections: (Section | undefined)[]): Section[] =>
  sections.filter((section): section is Section => section !== undefined);

/**
 * The words each redesign says otherwise (the first entry is version 2), keyed by the first design's
 * text: buttons, titles and section names. The second keeps most of the first's and rewords more.
 */
const REWORDED_V2: Readonly<Record<string, string>> = {
  'Log in': 'Sign in',
  'Log out': 'Sign out',
  'Get started': 'Start now',
  'See all': 'View all',
  Continue: 'Next',
  Profile: 'You',
  Explore: 'Discover',
  Notifications: 'Alerts',
  Appearance: 'Display',
  'Edit profile': 'Edit details',
  'Personal info': 'Your details',
  'Payment methods': 'Cards & wallets',
  'Help center': 'Get help',
  'Turn on': 'Allow',
  Popular: 'Trending',
  Recent: 'Latest',
  Pricing: 'Plans',
  Changelog: 'Updates',
  Subscription: 'Membership',
  Settings: 'Preferences',
  Saved: 'Favorites',
  Filters: 'Refine',
  Transactions: 'Activity',
  'Add card': 'Add a card',
  'Plans that fit you': 'Simple pricing',
  'Stay motivated': 'Keep going',
  'Free delivery': 'Free shipping',
};

const REWORDED_V3: Readonly<Record<string, string>> = {
  ...REWORDED_V2,
  'Get started': 'Try it free',
  'See all': 'Show all',
  Appearance: 'Theme',
  Done: 'Finish',
  Billing: 'Invoices',
  Blog: 'Journal',
  Bag: 'Cart',
  'Easy returns': 'Free returns',
  'Start your free week': 'Try a week free',
  'Enter your email': 'Your email address',
  'Save for future payments': 'Remember this card',
  'Edit profile': 'Edit',
};

const REWORDED = [REWORDED_V2, REWORDED_V3] as const;

/** Every text a redesign draws in place of another (for the spelling test). */
export const REDESIGN_WORDS: readonly string[] = [
  ...new Set([...REWORDED.flatMap((table) => Object.values(table)), FOR_YOU.label]),
];

/**
 * The app's designs, version by version: its first (`first`, as every demo app is drawn), then each
 * redesign, drawn from the one before it and the app's slug. Deterministic.
 */
export function designsOf(appSlug: string, first: AppProfile, versions: number): AppProfile[] {
  const designs = [first];
  const sections = contentFor(first).sections;
  for (let version = 2; version <= versions; version += 1) {
    const moved = NAVIGATION[first.platform][version - 2];
    const copy = REWORDED[version - 2];
    if (!moved || !copy) throw new Error(`no redesign for version ${version}`);
    const before = designs[designs.length - 1] as AppProfile;
    const redesign: Redesign = {
      sections: moved.sections(sections),
      navigation: moved.style,
      linkShift: version - 1,
      headlineShift: version - 1,
      copy,
    };
    const random = new Random(hashSeed(`${appSlug}/redesign`, version));
    designs.push({ ...first, designSystem: redesignedSystem(before.designSystem, random), redesign });
  }
  return designs;
}

/** Screens a version leaves as they were: one for the first redesign, two for the second. */
const KEPT = [1, 2] as const;

/** The screens (of `uuids`, the app's in order) version `version` leaves as they were. Deterministic. */
export function keptScreens(appSlug: string, version: number, uuids: readonly string[]): Set<string> {
  const random = new Random(hashSeed(`${appSlug}/kept`, version));
  return new Set(random.sample(uuids, KEPT[version - 2] ?? 1));
}
