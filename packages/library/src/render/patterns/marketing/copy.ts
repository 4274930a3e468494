/**
 * What the marketing pages of a product's website say. The copy of each product category (navigation, calls to
 * action, extra features, mission, FAQ starters, testimonials, dashboard figures) lives in
 * `data/<domain>/marketing.yaml`; this module reads it and adds the facts every page of one app's site agrees on
 * (members, rating, founding year, offices), the FAQ and the people quoted.
 */
import { z } from 'zod';
import { domainData, fill } from '../../../copy/data.js';
import { type ProductCategory, paidPlanOf } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { hashSeed, Random } from '../../random.js';

// ------------------------------------------------------------------------------------------ site copy

const Feature = z.object({ icon: z.string(), title: z.string(), body: z.string() });
const Stat = z.object({ label: z.string(), value: z.string(), delta: z.string() });

/** `data/<domain>/marketing.yaml`. */
const SiteFile = z.object({
  nav: z.array(z.string()).min(1),
  cta: z.string(),
  users: z.string(),
  b2b: z.boolean(),
  featuresTitle: z.string(),
  moreFeatures: z.array(Feature).length(3),
  mission: z.string(),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })).min(1),
  quotes: z.array(z.string()).min(2),
  figure: z.object({ label: z.string(), value: z.string() }),
  dashboard: z.array(Stat).length(3),
});
type SiteFile = z.infer<typeof SiteFile>;

export interface SiteCopy {
  /** The header's navigation links. */
  nav: string[];
  /** The primary call to action. */
  cta: string;
  /** Who uses it, in a plural noun ("teams", "members"). */
  users: string;
  /** Business products show customer logos; consumer products show press and store ratings. */
  b2b: boolean;
  /** The headline of the features page. */
  featuresTitle: string;
  /** Three more features beside the content's three. */
  more: { icon: string; title: string; body: string }[];
  /** The company's mission in one sentence (about pages). */
  mission: string;
  /** Questions about getting started, specific to the domain ({app} and {plan} filled in). */
  starters: [string, string][];
  /** What happy users say ({app} filled in). */
  quotes: string[];
  /** What the page's stats count: [label of the users figure, a domain figure and its label]. */
  figure: [string, string];
}

const SITE: Record<ProductCategory, SiteFile> = domainData('marketing', SiteFile);

/** The values of the FAQ's placeholders: {app}, {plan}, {monthly} and {yearly}. */
function values(ctx: ScreenContext): Record<string, string> {
  const paid = paidPlanOf(ctx.content.prices);
  return {
    app: ctx.app.title,
    plan: paid.name,
    monthly: ctx.kit.money(paid.monthly),
    yearly: ctx.kit.money(paid.yearly),
  };
}

/** The site copy of the app's category, its placeholders filled. */
export function siteCopy(ctx: ScreenContext): SiteCopy {
  const site = SITE[ctx.app.category];
  const faq = values(ctx);
  return {
    nav: site.nav,
    cta: site.cta,
    users: site.users,
    b2b: site.b2b,
    featuresTitle: site.featuresTitle,
    more: site.moreFeatures,
    mission: site.mission,
    starters: site.questions.map(({ question, answer }) => [fill(question, faq), fill(answer, faq)]),
    quotes: site.quotes.map((quote) => fill(quote, { app: ctx.app.title })),
    figure: [site.figure.label, site.figure.value],
  };
}

/** Three figures the app's own dashboard shows. */
export function dashboardStats(ctx: ScreenContext): { label: string; value: string; delta: string }[] {
  const symbol = ctx.content.prices.symbol;
  return SITE[ctx.app.category].dashboard.map((stat) => ({ ...stat, value: fill(stat.value, { symbol }) }));
}

/** Six features: the content's three and the site's three more. */
export function allFeatures(ctx: ScreenContext): { icon: string; title: string; body: string }[] {
  return [...ctx.content.features, ...siteCopy(ctx).more];
}

// ------------------------------------------------------------------------------------------ facts

export interface Office {
  city: string;
  country: string;
  street: string;
  /** A lucide icon that suits the office (for cards). */
  hours: string;
}

const OFFICES: Office[] = [
  {
    city: 'San Francisco',
    country: 'United States',
    street: '535 Mission Street, 14th floor',
    hours: 'Mon–Fri, 9:00–18:00 PT',
  },
  {
    city: 'London',
    country: 'United Kingdom',
    street: '12 Hatton Garden, EC1N 8AN',
    hours: 'Mon–Fri, 9:00–18:00 GMT',
  },
  { city: 'Berlin', country: 'Germany', street: 'Torstraße 140, 10119', hours: 'Mon–Fri, 9:00–18:00 CET' },
  {
    city: 'New York',
    country: 'United States',
    street: '85 Broad Street, 17th floor',
    hours: 'Mon–Fri, 9:00–18:00 ET',
  },
  {
    city: 'Lisbon',
    country: 'Portugal',
    street: 'Rua da Prata 80, 1100-420',
    hours: 'Mon–Fri, 9:00–18:00 WET',
  },
  { city: 'Toronto', country: 'Canada', street: '220 King Street West', hours: 'Mon–Fri, 9:00–18:00 ET' },
];

const PHONES: Record<string, string> = {
  'San Francisco': '+1 (415) 555-0132',
  London: '+44 20 7946 0321',
  Berlin: '+49 30 9018 2040',
  'New York': '+1 (212) 555-0187',
  Lisbon: '+351 21 340 2210',
  Toronto: '+1 (416) 555-0164',
};

/** Figures every page of one app's site agrees on. */
export interface Facts {
  /** Users, e.g. "2.4M". */
  users: string;
  /** The store or review rating, e.g. "4.8". */
  rating: string;
  /** How many ratings, e.g. "120K". */
  ratings: string;
  founded: number;
  countries: number;
  team: number;
  openRoles: number;
  offices: Office[];
  phone: string;
}

export function factsOf(ctx: ScreenContext): Facts {
  const r = new Random(hashSeed(ctx.app.slug, 31));
  const users = r.pick(['1.2M', '2.4M', '3M', '850K', '5M', '12M']);
  const offices = r.sample(OFFICES, 3);
  return {
    users: siteCopy(ctx).b2b ? r.pick(['9,000', '14,000', '25,000', '40,000']) : users,
    rating: r.pick(['4.7', '4.8', '4.9']),
    ratings: r.pick(['48K', '120K', '260K', '31K']),
    founded: r.int(2014, 2021),
    countries: r.int(24, 160),
    team: r.int(60, 340),
    openRoles: r.int(6, 24),
    offices,
    phone: PHONES[offices[0]?.city ?? 'London'] ?? '+44 20 7946 0321',
  };
}

export interface FaqGroup {
  title: string;
  icon: string;
  items: [string, string][];
}

/** The FAQ of the app's site, in groups: getting started, plans and billing, privacy, account. */
export function faqOf(ctx: ScreenContext): FaqGroup[] {
  const site = siteCopy(ctx);
  const team = ctx.content.prices.plans[2]?.name ?? 'Team';
  const faq = values(ctx);
  const groups: FaqGroup[] = [
    { title: 'Getting started', icon: 'rocket', items: site.starters },
    {
      title: 'Plans & billing',
      icon: 'credit-card',
      items: [
        [
          'How much does {app} cost?',
          '{app} is free to start. {plan} is {monthly} a month, or {yearly} a year when you pay yearly.',
        ],
        [
          'Can I cancel at any time?',
          'Yes. Cancel in Settings and you keep {plan} until the end of the period you paid for.',
        ],
        [
          `What is in the ${team} plan?`,
          `Everything in {plan} for up to 6 people, with shared spaces and admin controls.`,
        ],
      ],
    },
    {
      title: 'Privacy & security',
      icon: 'shield-check',
      items: [
        [
          'Is my data safe?',
          'Your data is encrypted in transit and at rest, and we never sell it to anyone.',
        ],
        ['Can I export my data?', 'Yes. Go to Settings, then Export, to download everything as CSV or JSON.'],
      ],
    },
    {
      title: 'Account',
      icon: 'user',
      items: [
        [
          'How do I change my email?',
          'Open Settings, then Account, and enter the new address. We send a link to confirm it.',
        ],
        [
          'How do I delete my account?',
          'Settings, then Account, then Delete account. Your data is erased within 30 days.',
        ],
      ],
    },
  ];
  return groups.map((group) => ({
    ...group,
    items: group.items.map(([q, a]) => [fill(q, faq), fill(a, faq)]),
  }));
}

/** Fictional customer wordmarks for business products, press for consumer ones. */
export const CUSTOMERS: [string, string][] = [
  ['Northwind', 'wind'],
  ['Lumen', 'sun'],
  ['Pinecrest', 'mountain'],
  ['Halcyon', 'waves'],
  ['Orbital', 'orbit'],
  ['Fieldnote', 'feather'],
  ['Kitebase', 'triangle'],
  ['Arcadia', 'hexagon'],
];
export const PRESS = ['Morning Post', 'TECHWIRE', 'The Column', 'Daylight', 'FRONTPAGE', 'Weekender'];

/** The role of a quoted person: a job for business products, a member-since line otherwise. */
export function roleOf(ctx: ScreenContext, index: number): string {
  const site = siteCopy(ctx);
  if (site.b2b) {
    const jobs = ['Head of Product', 'Engineering Manager', 'Founder', 'Design Lead'];
    const company = CUSTOMERS[(index * 3 + 1) % CUSTOMERS.length]?.[0] ?? 'Northwind';
    return `${jobs[index % jobs.length]}, ${company}`;
  }
  return `Member since ${factsOf(ctx).founded + 1 + (index % 3)}`;
}
