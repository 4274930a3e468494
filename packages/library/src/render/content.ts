/**
 * Coherent copy for an app: what its screens talk about (items of its domain, people, one price table),
 * drawn once per app from its slug so every screen of the app agrees. Copy is kept short on purpose: a
 * headline must fit two lines of a phone, a button label one line.
 */
import type { Platform } from '@pageshelf/contracts/category';
import type { PhotoKind } from './art.js';
import type { DesignSystem } from './design-system.js';
import { hashSeed, Random } from './random.js';

export const PRODUCT_CATEGORIES = [
  'finance',
  'productivity',
  'health-fitness',
  'social',
  'e-commerce',
  'travel',
  'developer-tools',
  'ai',
  'education',
  'media',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

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

const FIRST = [
  'Maya',
  'Leo',
  'Amara',
  'Jonas',
  'Priya',
  'Theo',
  'Sofia',
  'Kenji',
  'Nora',
  'Mateo',
  'Aisha',
  'Lucas',
  'Elena',
  'Omar',
  'Hana',
  'Felix',
  'Zoe',
  'Ravi',
  'Ines',
  'Noah',
  'Chloe',
  'Daniel',
  'Yuki',
  'Sam',
] as const;
const LAST = [
  'Chen',
  'Okafor',
  'Berg',
  'Patel',
  'Moreau',
  'Silva',
  'Kim',
  'Novak',
  'Haddad',
  'Rossi',
  'Larsen',
  'Tanaka',
  'Walsh',
  'Costa',
  'Fischer',
  'Ahmed',
  'Lopez',
  'Meyer',
  'Nguyen',
  'Hughes',
] as const;

interface CategoryCopy {
  glyph: string;
  headlines: string[];
  features: Feature[];
  heroPhoto: PhotoKind;
  sections: { label: string; icon: string }[];
  items: (r: Random, money: (n: number) => string) => Item[];
  /** Monthly prices of the paid plans, in whole units. */
  basePrice: number;
}

const pickN = <T>(r: Random, items: readonly T[], n: number) => r.sample(items, n);

/** `n` of the rows [title, subtitle, value, icon, photo] drawn as items; a row without a photo shows `photo`. */
const drawItems = (
  r: Random,
  rows: readonly (readonly [string, string, string, string, PhotoKind?])[],
  n: number,
  photo: PhotoKind = 'abstract',
): Item[] =>
  pickN(r, rows, n).map(([title, subtitle, value, icon, own]) => ({
    title,
    subtitle,
    value,
    icon,
    photo: own ?? photo,
  }));

const CATEGORY: Record<ProductCategory, CategoryCopy> = {
  finance: {
    glyph: 'wallet',
    headlines: [
      'Your money, finally in one place',
      'Spend smarter, save without trying',
      'Every account. One clear view',
    ],
    features: [
      { icon: 'pie-chart', title: 'Budgets that adapt', body: 'See where every pound goes, by category.' },
      { icon: 'shield-check', title: 'Bank-grade security', body: 'Encrypted and protected by Face ID.' },
      { icon: 'zap', title: 'Instant transfers', body: 'Send money to friends in seconds.' },
    ],
    heroPhoto: 'abstract',
    sections: [
      { label: 'Home', icon: 'house' },
      { label: 'Cards', icon: 'credit-card' },
      { label: 'Payments', icon: 'arrow-left-right' },
      { label: 'Insights', icon: 'chart-pie' },
    ],
    basePrice: 8,
    items: (r, money) =>
      pickN(
        r,
        [
          ['Blue Bottle Coffee', 'Food & drink', -4.5, 'coffee', 'food'],
          ['Whole Foods', 'Groceries', -62.18, 'shopping-basket', 'food'],
          ['Salary', 'Income', 3250, 'briefcase', 'abstract'],
          ['Uber', 'Transport', -14.2, 'car', 'city'],
          ['Netflix', 'Subscriptions', -15.49, 'tv', 'abstract'],
          ['Transfer from Leo', 'Received', 40, 'arrow-down-left', 'abstract'],
          ['Rent', 'Housing', -1450, 'house', 'interior'],
          ['Apple Store', 'Shopping', -129, 'smartphone', 'product'],
          ['Spotify', 'Subscriptions', -10.99, 'music', 'abstract'],
          ['Savings pot', 'Round-ups', 25, 'piggy-bank', 'abstract'],
        ] as const,
        8,
      ).map(([title, subtitle, amount, icon, photo]) => ({
        title,
        subtitle,
        value: `${amount < 0 ? '−' : '+'}${money(Math.abs(amount))}`,
        negative: amount < 0,
        icon,
        photo,
      })),
  },
  productivity: {
    glyph: 'square-check-big',
    headlines: ['Plan less. Get more done', 'All your work, in one calm place', 'Where great teams ship'],
    features: [
      { icon: 'list-checks', title: 'Tasks that flow', body: 'Turn ideas into plans in seconds.' },
      { icon: 'users', title: 'Made for teams', body: 'Share projects and stay in sync.' },
      { icon: 'calendar-check', title: 'Never miss a date', body: 'Smart reminders before it is due.' },
    ],
    heroPhoto: 'interior',
    sections: [
      { label: 'Today', icon: 'sun' },
      { label: 'Projects', icon: 'folder' },
      { label: 'Inbox', icon: 'inbox' },
      { label: 'Search', icon: 'search' },
    ],
    basePrice: 10,
    items: (r) =>
      drawItems(
        r,
        [
          ['Finalize Q3 roadmap', 'Product · Due today', 'Today', 'flag'],
          ['Review pull requests', 'Engineering · 3 left', 'Tue', 'git-pull-request'],
          ['Draft launch email', 'Marketing', 'Wed', 'mail'],
          ['Sprint planning', 'Team · 10:00', '10:00', 'calendar'],
          ['Update onboarding docs', 'Design', 'Fri', 'file-text'],
          ['Customer interviews', 'Research · 5 booked', 'Mon', 'message-circle'],
          ['Budget review', 'Finance', 'Jun 12', 'chart-bar'],
          ['Hiring sync', 'People · 30 min', '14:30', 'users'],
        ],
        7,
        'interior',
      ),
  },
  'health-fitness': {
    glyph: 'activity',
    headlines: [
      'Stronger every single week',
      'Feel better, one day at a time',
      'Your personal coach, always on',
    ],
    features: [
      { icon: 'dumbbell', title: 'Plans that fit you', body: 'Workouts built around your goals.' },
      { icon: 'heart-pulse', title: 'Track what matters', body: 'Heart rate, sleep and recovery.' },
      { icon: 'trophy', title: 'Stay motivated', body: 'Streaks and friendly challenges.' },
    ],
    heroPhoto: 'landscape',
    sections: [
      { label: 'Today', icon: 'activity' },
      { label: 'Workouts', icon: 'dumbbell' },
      { label: 'Nutrition', icon: 'apple' },
      { label: 'Profile', icon: 'user' },
    ],
    basePrice: 12,
    items: (r) =>
      drawItems(
        r,
        [
          ['Morning run', '5.2 km · Easy pace', '32 min', 'footprints', 'landscape'],
          ['Full body strength', '8 exercises', '45 min', 'dumbbell', 'interior'],
          ['Yoga flow', 'Mobility', '20 min', 'flower-2', 'interior'],
          ['Greek yogurt bowl', 'Breakfast · 320 kcal', '320 kcal', 'utensils', 'food'],
          ['HIIT intervals', 'Cardio', '25 min', 'flame', 'city'],
          ['Salmon & greens', 'Lunch · 540 kcal', '540 kcal', 'salad', 'food'],
          ['Evening walk', '7,400 steps', '40 min', 'footprints', 'landscape'],
          ['Deep sleep', '7 h 45 min', '92%', 'moon', 'abstract'],
        ],
        7,
      ),
  },
  social: {
    glyph: 'message-circle-heart',
    headlines: ['Your people, all in one place', 'Share the moments that matter', 'Find your circle'],
    features: [
      { icon: 'users', title: 'Close friends first', body: 'A feed of the people you love.' },
      { icon: 'camera', title: 'Share in a tap', body: 'Photos, stories and voice notes.' },
      { icon: 'lock', title: 'Private by default', body: 'You decide who sees what.' },
    ],
    heroPhoto: 'city',
    sections: [
      { label: 'Feed', icon: 'house' },
      { label: 'Explore', icon: 'compass' },
      { label: 'Messages', icon: 'message-circle' },
      { label: 'Profile', icon: 'user' },
    ],
    basePrice: 5,
    items: (r) =>
      drawItems(
        r,
        [
          ['Weekend in Lisbon', '128 likes · 14 comments', '2h', 'image', 'city'],
          ['Sunday brunch crew', '56 likes', '5h', 'coffee', 'food'],
          ['Trail at sunrise', '342 likes', '1d', 'mountain', 'landscape'],
          ['New studio setup', '89 likes', '2d', 'camera', 'interior'],
          ['Beach day', '201 likes', '3d', 'sun', 'beach'],
          ['Book club picks', '44 comments', '4d', 'book-open', 'interior'],
        ],
        6,
      ),
  },
  'e-commerce': {
    glyph: 'shopping-bag',
    headlines: ['New season, new favorites', 'Shop the pieces you will keep', 'Good things, delivered fast'],
    features: [
      { icon: 'truck', title: 'Free delivery', body: 'On every order over $50.' },
      { icon: 'rotate-ccw', title: 'Easy returns', body: '30 days, no questions asked.' },
      { icon: 'sparkles', title: 'Picked for you', body: 'Recommendations that get you.' },
    ],
    heroPhoto: 'product',
    sections: [
      { label: 'Shop', icon: 'store' },
      { label: 'Search', icon: 'search' },
      { label: 'Saved', icon: 'heart' },
      { label: 'Bag', icon: 'shopping-bag' },
    ],
    basePrice: 9,
    items: (r, money) =>
      drawItems(
        r,
        [
          ['Everyday Tote', 'Canvas · Sand', money(48), 'shopping-bag'],
          ['Ceramic Mug Set', 'Stoneware · 4 pieces', money(36), 'coffee'],
          ['Linen Shirt', 'Relaxed fit · Olive', money(68), 'shirt'],
          ['Glow Serum', '30 ml', money(29), 'droplet'],
          ['Wireless Earbuds', 'Noise canceling', money(149), 'headphones'],
          ['Scented Candle', 'Fig & cedar', money(24), 'flame'],
          ['Trail Sneakers', 'Recycled mesh', money(120), 'footprints'],
          ['Water Bottle', 'Insulated · 750 ml', money(32), 'glass-water'],
        ],
        7,
        'product',
      ),
  },
  travel: {
    glyph: 'plane',
    headlines: ['Go somewhere new this year', 'Stays you will want to return to', 'Travel more, plan less'],
    features: [
      { icon: 'map-pin', title: 'Hand-picked stays', body: 'Homes and hotels we have checked.' },
      { icon: 'plane', title: 'Flights in one place', body: 'Compare and book in minutes.' },
      { icon: 'headphones', title: '24/7 support', body: 'Real people, wherever you are.' },
    ],
    heroPhoto: 'beach',
    sections: [
      { label: 'Explore', icon: 'search' },
      { label: 'Saved', icon: 'heart' },
      { label: 'Trips', icon: 'plane' },
      { label: 'Profile', icon: 'user' },
    ],
    basePrice: 7,
    items: (r, money) => {
      const night = (price: number) => `${money(price)} night`;
      return drawItems(
        r,
        [
          ['Casa Azul', 'Lisbon, Portugal', night(142), 'bed', 'interior'],
          ['Seaside Villa', 'Santorini, Greece', night(310), 'waves', 'beach'],
          ['Alpine Lodge', 'Zermatt, Switzerland', night(265), 'mountain', 'landscape'],
          ['Loft in Shibuya', 'Tokyo, Japan', night(118), 'building-2', 'city'],
          ['Palm Retreat', 'Tulum, Mexico', night(189), 'palmtree', 'beach'],
          ['Lake Cabin', 'Hallstatt, Austria', night(156), 'trees', 'landscape'],
          ['Riad Rose', 'Marrakech, Morocco', night(98), 'sun', 'interior'],
        ],
        6,
      );
    },
  },
  'developer-tools': {
    glyph: 'terminal',
    headlines: ['Ship faster with fewer surprises', 'From commit to production', 'Build, deploy, observe'],
    features: [
      { icon: 'git-branch', title: 'Preview every branch', body: 'A live URL for each pull request.' },
      { icon: 'gauge', title: 'Fast by default', body: 'Edge caching and instant rollbacks.' },
      { icon: 'activity', title: 'Logs that help', body: 'Search and trace every request.' },
    ],
    heroPhoto: 'abstract',
    sections: [
      { label: 'Overview', icon: 'layout-dashboard' },
      { label: 'Deployments', icon: 'rocket' },
      { label: 'Logs', icon: 'scroll-text' },
      { label: 'Settings', icon: 'settings' },
    ],
    basePrice: 20,
    items: (r) =>
      drawItems(
        r,
        [
          ['web-app', 'main · Ready', '2m ago', 'git-branch'],
          ['api-gateway', 'fix/auth-timeout · Building', 'now', 'git-pull-request'],
          ['docs', 'main · Ready', '1h ago', 'book-open'],
          ['billing-service', 'release/2.4 · Ready', '3h ago', 'server'],
          ['mobile-sdk', 'feat/push · Failed', '5h ago', 'smartphone'],
          ['analytics-worker', 'main · Ready', '1d ago', 'cpu'],
          ['design-tokens', 'main · Ready', '2d ago', 'palette'],
        ],
        6,
        'abstract',
      ),
  },
  ai: {
    glyph: 'sparkles',
    headlines: ['Think out loud with AI', 'Your ideas, drafted in seconds', 'Ask anything, get answers'],
    features: [
      {
        icon: 'message-square',
        title: 'Natural conversations',
        body: 'Ask follow-ups like you would a friend.',
      },
      { icon: 'file-text', title: 'Works with your files', body: 'Summaries of PDFs, docs and notes.' },
      { icon: 'shield-check', title: 'Private by design', body: 'Your chats never train our models.' },
    ],
    heroPhoto: 'abstract',
    sections: [
      { label: 'Chats', icon: 'message-square' },
      { label: 'Explore', icon: 'compass' },
      { label: 'Library', icon: 'library' },
      { label: 'Account', icon: 'user' },
    ],
    basePrice: 20,
    items: (r) =>
      drawItems(
        r,
        [
          ['Trip plan for Kyoto', '5-day itinerary', 'Today', 'map'],
          ['Rewrite my cover letter', 'Writing', 'Today', 'pen-line'],
          ['Explain vector databases', 'Learning', 'Mon', 'database'],
          ['Weekly meal prep', '3 recipes', 'Sun', 'utensils'],
          ['Summarize Q2 report', 'PDF · 24 pages', 'Fri', 'file-text'],
          ['Name ideas for a bakery', 'Brainstorm', 'Thu', 'lightbulb'],
        ],
        6,
        'abstract',
      ),
  },
  education: {
    glyph: 'graduation-cap',
    headlines: [
      'Learn something new every day',
      'Ten minutes a day is enough',
      'Skills that move you forward',
    ],
    features: [
      { icon: 'book-open', title: 'Bite-sized lessons', body: 'Learn on your commute.' },
      { icon: 'target', title: 'Personal path', body: 'Courses matched to your goals.' },
      { icon: 'award', title: 'Earn certificates', body: 'Share them on your profile.' },
    ],
    heroPhoto: 'interior',
    sections: [
      { label: 'Learn', icon: 'book-open' },
      { label: 'Courses', icon: 'library' },
      { label: 'Progress', icon: 'chart-no-axes-column' },
      { label: 'Profile', icon: 'user' },
    ],
    basePrice: 13,
    items: (r) =>
      drawItems(
        r,
        [
          ['Spanish for travel', '12 lessons · Beginner', '40%', 'languages'],
          ['Intro to Python', '24 lessons', '65%', 'code'],
          ['Data storytelling', '8 lessons', '10%', 'chart-line'],
          ['Music theory basics', '15 lessons', '80%', 'music'],
          ['UX design foundations', '18 lessons', '25%', 'pen-tool'],
          ['Public speaking', '6 lessons', 'New', 'mic'],
        ],
        6,
        'interior',
      ),
  },
  media: {
    glyph: 'play',
    headlines: ['Stories worth staying up for', 'Music for every moment', 'Watch and listen, anywhere'],
    features: [
      { icon: 'download', title: 'Offline downloads', body: 'Take your library on the go.' },
      { icon: 'sparkles', title: 'Made for you', body: 'Mixes and picks that learn your taste.' },
      { icon: 'tv', title: 'Every screen', body: 'Phone, tablet, TV and car.' },
    ],
    heroPhoto: 'city',
    sections: [
      { label: 'Home', icon: 'house' },
      { label: 'Search', icon: 'search' },
      { label: 'Library', icon: 'library' },
      { label: 'Downloads', icon: 'download' },
    ],
    basePrice: 11,
    items: (r) =>
      drawItems(
        r,
        [
          ['Midnight Signals', 'Nova Lane · Album', '42 min', 'disc-3', 'city'],
          ['The Long Coast', 'Series · 2 seasons', 'S2 E4', 'tv', 'beach'],
          ['Deep Focus', 'Playlist · 80 songs', '4 h', 'headphones', 'abstract'],
          ['Field Notes', 'Podcast · Weekly', '38 min', 'mic', 'landscape'],
          ['Golden Hour', 'Ari Sol · Single', '3:24', 'music', 'landscape'],
          ['City Lights', 'Documentary', '1 h 32', 'film', 'city'],
        ],
        6,
      ),
  },
};

function person(r: Random, domain: string): Person {
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  return {
    first,
    last,
    name: `${first} ${last}`,
    initials: `${first[0]}${last[0]}`,
    handle: `@${first.toLowerCase()}${last.toLowerCase().slice(0, 3)}`,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@${domain === 'mail.com' ? 'mail.com' : 'gmail.com'}`,
    seed: r.int(1, 2 ** 31),
  };
}

/**
 * An amount in the currency, the one way the library writes money: rounded to the cent, whole amounts
 * without cents ("$12"), others with two ("$12.50"), thousands separated ("$1,204.50"), a negative amount
 * behind a minus sign ("−£62.18"). Rounding first keeps float noise (16.000000000000004) from printing as
 * "$16.00". Layouts reach it bound to the app's currency as `ctx.kit.money(amount)`.
 */
export function formatMoney(symbol: PriceTable['symbol'], amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const digits = (cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 && cents > 0 ? '−' : ''}${symbol}${digits}`;
}

const cache = new Map<string, AppContent>();

/** The content of an app, the same for every screen of it. */
export function contentFor(app: Pick<AppProfile, 'slug' | 'title' | 'category' | 'glyph'>): AppContent {
  const key = `${app.slug}|${app.category}|${app.glyph ?? ''}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const r = new Random(hashSeed(app.slug, 7));
  const copy = CATEGORY[app.category];
  const [currency, symbol] = r.pick([
    ['USD', '$'],
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
  ] as const);
  const money = (n: number) => formatMoney(symbol, n);
  const base = copy.basePrice + r.int(-2, 2);
  const monthly = base - 0.01;
  const plans: Plan[] = [
    {
      name: 'Free',
      monthly: 0,
      yearly: 0,
      features: ['Core features', 'Up to 3 devices', 'Community support'],
      highlighted: false,
    },
    {
      name: r.pick(['Plus', 'Pro', 'Premium']),
      monthly,
      yearly: Math.round(monthly * 10) - 0.01,
      features: ['Everything in Free', 'Unlimited history', 'Priority support', 'Advanced insights'],
      highlighted: true,
    },
    {
      name: r.pick(['Team', 'Family', 'Business']),
      monthly: base * 2 - 0.01,
      yearly: Math.round((base * 2 - 0.01) * 10) - 0.01,
      features: ['Everything in Pro', 'Up to 6 members', 'Shared spaces', 'Admin controls'],
      highlighted: false,
    },
  ];
  const domain = `${app.title.toLowerCase().replace(/[^a-z0-9]/g, '')}.app`;
  const people = Array.from({ length: 8 }, () => person(r, domain));
  const content: AppContent = {
    glyph: app.glyph ?? copy.glyph,
    headlines: copy.headlines,
    features: copy.features,
    items: copy.items(r, money),
    people,
    user: people[0] as Person,
    prices: { currency, symbol, plans },
    heroPhoto: copy.heroPhoto,
    sections: copy.sections,
    domain,
  };
  cache.set(key, content);
  return content;
}
