/**
 * The fixed vocabulary of the demo library: its product categories, and its fictional apps, which a writer
 * keeps in `data/<domain>/apps.yaml` (name, icon, tagline, description, what its screens talk about, the
 * platforms it exists on).
 */
import { z } from 'zod';
import { DOMAINS, domainData } from '../copy/data.js';

export const PRODUCT_CATEGORIES = [
  ['finance', 'Finance'],
  ['productivity', 'Productivity'],
  ['health-fitness', 'Health & Fitness'],
  ['social', 'Social Networking'],
  ['e-commerce', 'E-commerce'],
  ['travel', 'Travel'],
  ['developer-tools', 'Developer Tools'],
  ['ai', 'AI'],
  ['education', 'Education'],
  ['media', 'Media & Entertainment'],
] as const;

export const FEATURED_PRODUCT_CATEGORIES = ['ai', 'finance', 'productivity'];

const platformSchema = z.enum(['ios', 'android', 'web']);

const appSeedSchema = z.strictObject({
  title: z.string().min(1),
  glyph: z.string().regex(/^[a-z0-9-]+$/, 'a lucide icon name, e.g. book-open-check'),
  tagline: z.string().min(1),
  description: z.string().min(40).max(320),
  nouns: z.array(z.string().min(1)).min(3),
  platforms: z
    .array(platformSchema)
    .min(1)
    .refine((list) => new Set(list).size === list.length, 'a platform is listed twice'),
  large: z.boolean().optional(),
});

export interface AppSeed extends z.infer<typeof appSeedSchema> {
  category: (typeof PRODUCT_CATEGORIES)[number][0];
}

const APPS_BY_DOMAIN = domainData('apps', z.array(appSeedSchema).min(1));

/** Every app of the demo library, domain by domain in the order of `DOMAINS`, each in its file's order. */
export const APP_SEEDS: AppSeed[] = DOMAINS.flatMap((category) =>
  APPS_BY_DOMAIN[category].map((seed) => ({ ...seed, category })),
);
