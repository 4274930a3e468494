/**
 * Coherent copy for an app: what its screens talk about (items of its domain, people, one price table),
 * drawn once per app from its slug so every screen of the app agrees. The words of each domain live in
 * `data/<domain>/content.yaml`. Copy is kept short on purpose: a headline must fit two lines of a phone, a
 * button label one line.
 */
import { hashSeed, Random } from '../random.js';
import { copyOf, drawItems } from './copy.js';
import { formatMoney } from './money.js';
import { person } from './people.js';
import { priceTable } from './prices.js';
import type { AppContent, AppProfile, Person } from './types.js';

export { formatMoney } from './money.js';
export {
  type AppContent,
  type AppProfile,
  type Feature,
  type Item,
  type NavigationStyle,
  type Person,
  type Plan,
  PRODUCT_CATEGORIES,
  type PriceTable,
  type ProductCategory,
  paidPlanOf,
  type Redesign,
} from './types.js';

const cache = new Map<string, AppContent>();

/** The content of an app, the same for every screen of it. */
export function contentFor(app: Pick<AppProfile, 'slug' | 'title' | 'category' | 'glyph'>): AppContent {
  const key = `${app.slug}|${app.category}|${app.glyph ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const r = new Random(hashSeed(app.slug, 7));
  const copy = copyOf(app.category);
  const prices = priceTable(r, copy.basePrice);
  const money = (n: number) => formatMoney(prices.symbol, n);
  const domain = `${app.title.toLowerCase().replace(/[^a-z0-9]/g, '')}.app`;
  // Drawn in this order (prices, people, items): the draws are part of every app's look.
  const people = Array.from({ length: 8 }, () => person(r, domain));
  const items = drawItems(copy, r, money);
  const content: AppContent = {
    glyph: app.glyph ?? copy.glyph,
    headlines: copy.headlines,
    features: copy.features,
    items,
    people,
    user: people[0] as Person,
    prices,
    heroPhoto: copy.heroPhoto,
    sections: copy.sections,
    domain,
  };
  cache.set(key, content);
  return content;
}
