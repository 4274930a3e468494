/**
 * Sample apps for the gallery and the tests: one per platform, one of them dark, each with a design system
 * drawn from its slug like the demo library's apps.
 */
import type { AppProfile } from './content.js';
import { designSystemFor } from './design-system.js';
import { hashSeed, Random } from './random.js';

/** An app as the catalogue lists it: its profile but the design system, which is drawn from the slug. */
export interface AppSeed extends Omit<AppProfile, 'designSystem'> {
  dark?: boolean;
}

/** An app profile from its catalogue entry: the design system is drawn from the slug. */
export function appProfile(seed: AppSeed): AppProfile {
  const random = new Random(hashSeed(seed.slug));
  const designSystem = designSystemFor(
    seed.title,
    random,
    seed.dark === undefined ? {} : { dark: seed.dark },
  );
  return {
    slug: seed.slug,
    title: seed.title,
    category: seed.category,
    platform: seed.platform,
    tagline: seed.tagline,
    nouns: seed.nouns,
    designSystem,
  };
}

export const SAMPLE_APPS: AppSeed[] = [
  {
    slug: 'ledgerly',
    title: 'Ledgerly',
    category: 'finance',
    platform: 'ios',
    tagline: 'Budgeting that keeps up with you',
    nouns: ['Budget', 'Groceries', 'Rent', 'Savings', 'Transfer'],
    dark: false,
  },
  {
    slug: 'wanderbase',
    title: 'Wanderbase',
    category: 'travel',
    platform: 'android',
    tagline: 'Stays and flights, planned together',
    nouns: ['Stay', 'Flight', 'Trip', 'Guest', 'Check-in'],
    dark: true,
  },
  {
    slug: 'shipyard',
    title: 'Shipyard',
    category: 'developer-tools',
    platform: 'web',
    tagline: 'Deploy previews for every pull request',
    nouns: ['Deployment', 'Branch', 'Domain', 'Log', 'Project'],
    dark: false,
  },
];

export function sampleApps(): AppProfile[] {
  return SAMPLE_APPS.map(appProfile);
}
