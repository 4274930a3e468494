/**
 * What the marketing pages of a product's website say. The copy of each product category (navigation, calls to
 * action, extra features, mission, FAQ starters, testimonials, dashboard figures) lives in
 * `data/<domain>/marketing.yaml`, what every site says (offices, the rest of the FAQ, customers, press, jobs)
 * in `data/marketing.yaml`; this module reads both and adds the facts every page of one app's site agrees on
 * (members, rating, founding year, offices), the FAQ and the people quoted.
 */
import { z } from 'zod';
import { domainData, fill, readData } from '../../../copy/data.js';
import { type ProductCategory, paidPlanOf } from '../../content.js';
import type { ScreenContext } from '../../context.js';
import { hashSeed, Random } from '../../random.js';

// ------------------------------------------------------------------------------------------ site copy

const Feature = z.object({ icon: z.string(), title: z.string(), body: z.string() });
const Question = z.object({ question: z.string(), answer: z.string() });
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
  questions: z.array(Question).min(1),
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

// ------------------------------------------------------------------------------------------ shared copy

const Group = z.object({ title: z.string(), icon: z.string() });

/** `data/marketing.yaml`: what every app's site says, whatever its category. */
const SharedFile = z.object({
  offices: z
    .array(
      z.object({
        city: z.string(),
        country: z.string(),
        street: z.string(),
        hours: z.string(),
        phone: z.string(),
      }),
    )
    .min(3),
  gettingStarted: Group,
  faq: z.array(Group.extend({ questions: z.array(Question).min(1) })).length(3),
  customers: z.array(z.object({ name: z.string(), icon: z.string() })).min(6),
  press: z.array(z.string()).min(6),
  team: z.array(z.string()).length(8),
  quotedJobs: z.array(z.string()).min(1),
});

const SHARED = readData('marketing', SharedFile);

/** Fictional customer wordmarks for business products ([name, lucide icon]), press for consumer ones. */
export const CUSTOMERS: [string, string][] = SHARED.customers.map(({ name, icon }) => [name, icon]);
export const PRESS: string[] = SHARED.press;
/** The jobs of the team on the about page, in the order of the portraits. */
export const TEAM_ROLES: string[] = SHARED.team;

// ------------------------------------------------------------------------------------------ facts

export interface Office {
  city: string;
  country: string;
  street: string;
  /** Opening hours, e.g. "Mon–Fri, 9:00–18:00 GMT". */
  hours: string;
}

const OFFICES: Office[] = SHARED.offices.map(({ city, country, street, hours }) => ({
  city,
  country,
  street,
  hours,
}));

const PHONES: Record<string, string> = Object.fromEntries(
  SHARED.offices.map((office) => [office.city, office.phone]),
);

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
  const faq = { ...values(ctx), team: ctx.content.prices.plans[2]?.name ?? 'Team' };
  return [
    { ...SHARED.gettingStarted, items: site.starters },
    ...SHARED.faq.map(({ title, icon, questions }) => ({
      title,
      icon,
      items: questions.map(({ question, answer }): [string, string] => [
        fill(question, faq),
        fill(answer, faq),
      ]),
    })),
  ];
}

/** The role of a quoted person: a job for business products, a member-since line otherwise. */
export function roleOf(ctx: ScreenContext, index: number): string {
  const site = siteCopy(ctx);
  if (site.b2b) {
    const jobs = SHARED.quotedJobs;
    const company = CUSTOMERS[(index * 3 + 1) % CUSTOMERS.length]?.[0] ?? 'Northwind';
    return `${jobs[index % jobs.length]}, ${company}`;
  }
  return `Member since ${factsOf(ctx).founded + 1 + (index % 3)}`;
}
